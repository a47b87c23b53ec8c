import type { Session } from '@rota/contract';
import type {
  Channel,
  Check,
  Client,
  ConditionPayment,
  DeliveryAddress,
  DescParameter,
  Finality,
  FinancialTitle,
  FormPayment,
  Notification,
  PriceList,
  Product,
  Profile,
  Sale,
  Seller,
  Team,
  Volume,
} from '@rota/domain';

/**
 * A row kept in `MyPWA_DB`: the §3 entity as the server sent it (with its sync stamps), or as
 * the device created it (without them until the server answers).
 */
export type LocalRow<T> = T & { updated_at?: string; deleted_at?: string | null };

export type ClientRow = LocalRow<Client>;
export type DeliveryAddressRow = LocalRow<DeliveryAddress>;
export type ProductRow = LocalRow<Product>;
export type FormPaymentRow = LocalRow<FormPayment>;
export type ConditionPaymentRow = LocalRow<ConditionPayment>;
export type PriceListRow = LocalRow<PriceList>;
/**
 * A product's §3 price-list rows kept together under the product's code, one record per product
 * rather than one per row (DESIGN.md "Budgets": 100,000 rows wrote in about twice the time of
 * 50,000 records). `lists` holds each row whole, as the server sent it, so every §3 field is there;
 * a product's prices are one `get(code_erp_product)` away.
 */
export interface ProductPricesRow {
  code_erp_product: string;
  lists: PriceListRow[];
}
export type ChannelRow = LocalRow<Channel>;
export type FinalityRow = LocalRow<Finality>;
export type DescParameterRow = LocalRow<DescParameter>;
export type VolumeRow = LocalRow<Volume>;
export type TeamRow = LocalRow<Team>;
export type ProfileRow = Profile;
export type SaleRow = LocalRow<Sale>;
export type FinancialTitleRow = LocalRow<FinancialTitle>;
export type CheckRow = LocalRow<Check>;
export type NotificationRow = Notification;
/** §3 "Seller record keyed by token": the seller of the session, under the session token. */
export type SellerRow = Seller & { token: string };

export type OutboxStatus = 'pending' | 'sending' | 'failed';

/**
 * A write made on the device, waiting for the server (DESIGN.md "Push"). `uuid` is the record's
 * uuid, the idempotency key; the entry leaves only after the server acknowledged it.
 */
export interface OutboxRow {
  id?: number;
  uuid: string;
  /** The contract call's name, e.g. `sales.create` (one of `OUTBOX_CALLS`). */
  call: string;
  params?: Record<string, string | number>;
  body: unknown;
  status: OutboxStatus;
  created_at: string;
  last_error: string | null;
  /** `<company_id>:<seller_id>` of the seller who made it: sent only with that seller's session. */
  owner: string;
  /** Failed sends so far (network, time-out, 5xx): the back-off grows with it. */
  attempts: number;
  /** Not sent again before this instant (ISO); null: at once. */
  next_attempt_at: string | null;
}

/** The cursor of a sync call, stored only after its page was applied. */
export interface SyncCursorRow {
  call: string;
  cursor: string;
  /** Whose data the cursor belongs to (`<company_id>:<seller_id>`): another login starts over. */
  owner: string;
  /**
   * The table its rows went to. A cursor for another table counts as none, so a change of
   * storage starts that pull over (cursors stored before this field existed: see `run-pull.ts`).
   */
  table?: string;
  synced_at: string;
}

export interface DeviceRow {
  key: 'device';
  deviceId: string;
  created_at: string;
}

/** The login data kept locally (§4 "Authentication: set on login (stored locally)"). */
export interface AuthRow {
  key: 'current';
  session: Session;
  companyId: number;
  logged_at: string;
}
