import Dexie, { type EntityTable } from 'dexie';
import type {
  AuthRow,
  ChannelRow,
  CheckRow,
  ClientRow,
  ConditionPaymentRow,
  DeliveryAddressRow,
  DescParameterRow,
  DeviceRow,
  FinalityRow,
  FinancialTitleRow,
  FormPaymentRow,
  NotificationRow,
  OutboxRow,
  PriceListRow,
  ProductRow,
  ProfileRow,
  SaleRow,
  SellerRow,
  SyncCursorRow,
  TeamRow,
  VolumeRow,
} from './local-rows.ts';
import { watchUpgrades } from './upgrade-blocked.ts';

export type * from './local-rows.ts';

/** The name and version §3 fixes. */
export const MY_PWA_DB_NAME = 'MyPWA_DB';
export const MY_PWA_DB_VERSION = 1;

/** `MyPWA_DB`: one table per §3 entity synced by the seller area, plus outbox, cursors, device, auth. */
export type MyPwaDb = Dexie & {
  clients: EntityTable<ClientRow, 'uuid'>;
  deliveryAddresses: EntityTable<DeliveryAddressRow, 'uuid'>;
  products: EntityTable<ProductRow, 'uuid'>;
  formPayments: EntityTable<FormPaymentRow, 'uuid'>;
  conditionPayments: EntityTable<ConditionPaymentRow, 'uuid'>;
  priceLists: EntityTable<PriceListRow, 'uuid'>;
  channels: EntityTable<ChannelRow, 'uuid'>;
  finalities: EntityTable<FinalityRow, 'uuid'>;
  descParameters: EntityTable<DescParameterRow, 'id'>;
  volumes: EntityTable<VolumeRow, 'id'>;
  teams: EntityTable<TeamRow, 'uuid'>;
  profiles: EntityTable<ProfileRow, 'id'>;
  sellers: EntityTable<SellerRow, 'token'>;
  sales: EntityTable<SaleRow, 'uuid'>;
  financialTitles: EntityTable<FinancialTitleRow, 'uuid'>;
  checks: EntityTable<CheckRow, 'uuid'>;
  notifications: EntityTable<NotificationRow, 'id'>;
  outbox: EntityTable<OutboxRow, 'id'>;
  syncCursors: EntityTable<SyncCursorRow, 'call'>;
  device: EntityTable<DeviceRow, 'key'>;
  auth: EntityTable<AuthRow, 'key'>;
};

/**
 * Version 1's stores. The first key is the primary key (§3: `uuid` unless noted); the others are
 * the indexes screens filter by. A later change is a new `version(2)` beside this one.
 */
export const MY_PWA_DB_STORES = {
  clients: 'uuid, id, name, code_erp, code_erp_seller, inative, visiting_day',
  deliveryAddresses: 'uuid, client_id',
  products: 'uuid, id, code_erp, description, category, barcode, inative',
  formPayments: 'uuid, id, code_erp, inative',
  conditionPayments: 'uuid, id, code_erp, inative',
  priceLists: 'uuid, code_erp, code_erp_product, [code_erp+code_erp_product], inative',
  channels: 'uuid, code_erp, inative',
  finalities: 'uuid, id, code_erp, status',
  descParameters: 'id, field',
  volumes: 'id, field, inative',
  teams: 'uuid, name, inative',
  profiles: 'id',
  sellers: 'token, id',
  sales: 'uuid, status, client_uuid, created_at',
  financialTitles: 'uuid, code_erp_client, due_date, status',
  checks: 'uuid, code_erp_client, good_for, status',
  notifications: 'id, created_at',
  outbox: '++id, uuid, call, status, created_at',
  syncCursors: 'call',
  device: 'key',
  auth: 'key',
} as const;

function openMyPwaDb(): MyPwaDb {
  const db = new Dexie(MY_PWA_DB_NAME) as MyPwaDb;
  db.version(MY_PWA_DB_VERSION).stores(MY_PWA_DB_STORES);
  watchUpgrades(db);
  return db;
}

/** The app's one `MyPWA_DB` connection. */
export const myPwaDb: MyPwaDb = openMyPwaDb();
