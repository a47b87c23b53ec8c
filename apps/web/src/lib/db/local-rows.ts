import type { CepLookup, CnpjLookup, Session, SyncedSaleData } from '@rota/contract';
import type {
  Appointment,
  BakeryItem,
  Channel,
  Check,
  Client,
  ConditionPayment,
  DeliveryAddress,
  DescParameter,
  Driver,
  Finality,
  FinancialTitle,
  FormPayment,
  Machine,
  Measurement,
  Notification,
  Operator,
  PriceList,
  Product,
  ProductionOrder,
  ProductStock,
  Profile,
  Promotion,
  Sale,
  Seller,
  SellerGoal,
  Situation,
  Team,
  Volume,
} from '@rota/domain';

/**
 * A row kept in `MyPWA_DB`: the §3 entity as the server sent it (with its sync stamps), or as
 * the device created it (without them until the server answers).
 */
export type LocalRow<T> = T & { updated_at?: string; deleted_at?: string | null };

/** A client with `search`, its folded search text (`client-search-row.ts`; absent on rows stored before it). */
export type ClientRow = LocalRow<Client> & { search?: string };
export type DeliveryAddressRow = LocalRow<DeliveryAddress>;
/** A product with `search`, its folded search text (`product-search-row.ts`; absent on rows stored before it). */
export type ProductRow = LocalRow<Product> & { search?: string };
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
/** A product's stock from the ERP (docs/domain.md "Stock"), by `uuid`, looked up by `code_erp_product`. */
export type ProductStockRow = LocalRow<ProductStock>;
export type SellerGoalRow = LocalRow<SellerGoal>;
export type PromotionRow = LocalRow<Promotion>;
export type ChannelRow = LocalRow<Channel>;
export type FinalityRow = LocalRow<Finality>;
export type DescParameterRow = LocalRow<DescParameter>;
export type VolumeRow = LocalRow<Volume>;
export type TeamRow = LocalRow<Team>;
export type ProfileRow = Profile;
/**
 * A sale with the server's own fields (the approval, docs/domain.md "Approval", and the seller's
 * name) once the server answered it; a cart made here, or a sale stored before they existed, has
 * none (read as null / []).
 */
export type SaleRow = LocalRow<Sale> & Partial<Omit<SyncedSaleData, keyof Sale>>;
export type FinancialTitleRow = LocalRow<FinancialTitle>;
export type CheckRow = LocalRow<Check>;
export type NotificationRow = Notification;
export type MachineRow = LocalRow<Machine>;
export type OperatorRow = LocalRow<Operator>;
export type SituationRow = LocalRow<Situation>;
/**
 * A production order as the server last answered it (its appointments go to `appointments`),
 * and when: the order card says how old it is when the tablet shows it offline.
 */
export type ProductionOrderRow = ProductionOrder & { fetched_at: string };
/**
 * An appointment: made on this tablet (no `updated_at` until the server acknowledges it), or as
 * the server answered it (the day's, an order's).
 */
export type AppointmentRow = LocalRow<Appointment>;
export type DriverRow = LocalRow<Driver>;
/**
 * A measurement (docs/measurements.md): recorded on this device (no `updated_at` until the server
 * acknowledges it), or pulled (`measurements/all`, the seller's own).
 */
export type MeasurementRow = LocalRow<Measurement>;
/**
 * A bakery line (docs/web.md "Bakery") as the server last answered it, or as a stamp made on this
 * device changed it before the server has it (its outbox entry says so).
 */
export type BakeryLineRow = BakeryItem;
/** When the device last stored a delivery day's lines from the server: the screens say how old they are. */
export interface BakeryDayRow {
  date: string;
  fetched_at: string;
}
/** §3 "Seller record keyed by token": the seller of the session, under the session token. */
export type SellerRow = Seller & { token: string };

export type OutboxStatus = 'pending' | 'sending' | 'failed';

/**
 * A write made on the device, waiting for the server (DESIGN.md "Push"). `uuid` is the record's
 * uuid, the idempotency key; the entry leaves only after the server acknowledged it.
 */
export interface OutboxRow {
  /** Given by IndexedDB on insert (`++id`): every stored entry has one, a new one not yet (`NewOutboxRow`). */
  id: number;
  uuid: string;
  /** The contract call's name, e.g. `sales.create` (a key of `OFFLINE_WRITES`, lib/sync/writes). */
  call: string;
  params?: Record<string, string | number>;
  body: unknown;
  status: OutboxStatus;
  created_at: string;
  last_error: string | null;
  /**
   * The server's field errors when it refused the entry (a 422: `{ field: [pt-BR message] }`),
   * kept so the screen that made the record can show them on its fields; null or absent otherwise.
   */
  errors?: Record<string, string[]> | null;
  /** `<company_id>:<seller_id>` of the seller who made it: sent only with that seller's session. */
  owner: string;
  /** Failed sends so far (network, time-out, 5xx): the back-off grows with it. */
  attempts: number;
  /** Not sent again before this instant (ISO); null: at once. */
  next_attempt_at: string | null;
}

/** An outbox entry before IndexedDB numbers it (`myPwaDb.outbox.add` answers its `id`). */
export type NewOutboxRow = Omit<OutboxRow, 'id'>;

/**
 * What a person was typing in a form, kept on every change so nothing is lost on an error, a
 * reload or going offline (a client form: `client:new`, `client:<uuid>`). Removed on save.
 */
export interface DraftRow {
  key: string;
  /** `<company_id>:<seller_id>`: a draft is restored only for the seller who typed it. */
  owner: string;
  /** The form's values as they were, read back by the form that wrote them. */
  values: unknown;
  saved_at: string;
}

export type LookupKind = 'cep' | 'cnpj';
/** queued: waits for the network; ready: answered; not_found: the service said it does not exist; failed: refused. */
export type LookupStatus = 'queued' | 'ready' | 'not_found' | 'failed';

/**
 * A CEP or CNPJ lookup that could not run when it was asked (offline, or the service busy), run
 * later by `lib/lookups` (DESIGN.md "External lookups … are queued too"); its answer waits here
 * until the person applies or discards what it would change.
 */
export interface LookupRow {
  /** Given by IndexedDB on insert (`++id`): every stored lookup has one, a new one not yet (`NewLookupRow`). */
  id: number;
  kind: LookupKind;
  /** The CEP (8 digits) or CNPJ (14 characters), without mask. */
  value: string;
  /** The client the answer is for. */
  client_uuid: string;
  /** A delivery address of that client, when the lookup fills one; null for the client itself. */
  address_uuid: string | null;
  /** `autofill`: every field the answer has; `fantasy`: only the nome fantasia (canRequeryFantasy). */
  purpose: 'autofill' | 'fantasy';
  owner: string;
  status: LookupStatus;
  result: CepLookup | CnpjLookup | null;
  /** Why the last try failed (pt-BR), for the screen. */
  error: string | null;
  /** Why it waits (`lookup-outcome.ts`); absent on rows queued before it was kept. */
  failure?: 'offline' | 'unreachable' | 'busy' | 'down' | null;
  attempts: number;
  /** Not tried again before this instant (ISO); null: at once. */
  next_attempt_at: string | null;
  created_at: string;
}

/** A lookup before IndexedDB numbers it (`myPwaDb.lookups.add` answers its `id`). */
export type NewLookupRow = Omit<LookupRow, 'id'>;

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

/**
 * How far this device counted in a series of order numbers (docs/domain.md "Order numbers"), by
 * `<company_id>:<series>`: `last` is the count of the last number it gave.
 */
export interface OrderCountRow {
  key: string;
  last: number;
}

/**
 * The order a seller visits a day's clients in (docs/domain.md "Visiting order"), by
 * `<company_id>:<seller_id>:<visiting day>`: the clients' uuids, first to last. The device's own:
 * no pull touches it, so a sync keeps it.
 */
export interface VisitOrderRow {
  key: string;
  uuids: string[];
  updated_at: string;
}

/** The login data kept locally (§4 "Authentication: set on login (stored locally)"). */
export interface AuthRow {
  key: 'current';
  session: Session;
  companyId: number;
  logged_at: string;
}
