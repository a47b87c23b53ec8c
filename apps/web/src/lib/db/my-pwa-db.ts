import Dexie, { type EntityTable } from 'dexie';
import type {
  AppointmentRow,
  AuthRow,
  BakeryDayRow,
  BakeryLineRow,
  ChannelRow,
  CheckRow,
  ClientRow,
  ConditionPaymentRow,
  DeliveryAddressRow,
  DescParameterRow,
  DeviceRow,
  DraftRow,
  DriverRow,
  FinalityRow,
  FinancialTitleRow,
  FormPaymentRow,
  LookupRow,
  MachineRow,
  MeasurementRow,
  NotificationRow,
  OperatorRow,
  OrderCountRow,
  OutboxRow,
  ProductionOrderRow,
  ProductPricesRow,
  ProductRow,
  ProductStockRow,
  ProfileRow,
  PromotionRow,
  SaleRow,
  SellerGoalRow,
  SellerRow,
  SituationRow,
  SyncCursorRow,
  TeamRow,
  VisitOrderRow,
  VolumeRow,
} from './local-rows.ts';
import { MY_PWA_DB_STORES } from './my-pwa-db-stores.ts';
import { watchUpgrades } from './upgrade-blocked.ts';

export type * from './local-rows.ts';
export { MY_PWA_DB_STORES } from './my-pwa-db-stores.ts';

/** The name and version §3 fixes. */
export const MY_PWA_DB_NAME = 'MyPWA_DB';
export const MY_PWA_DB_VERSION = 1;

/**
 * `MyPWA_DB`: one table per §3 entity synced by the seller area and the appointment area (and
 * Rota's drivers and measurements, and the bakery's lines of the days it showed), plus outbox, cursors, device, auth, form drafts and queued lookups.
 */
export type MyPwaDb = Dexie & MyPwaTables;

/** `MyPWA_DB`'s tables by name (`MyPwaTableName`: what an offline write declares it stores in). */
export interface MyPwaTables {
  clients: EntityTable<ClientRow, 'uuid'>;
  deliveryAddresses: EntityTable<DeliveryAddressRow, 'uuid'>;
  products: EntityTable<ProductRow, 'uuid'>;
  formPayments: EntityTable<FormPaymentRow, 'uuid'>;
  conditionPayments: EntityTable<ConditionPaymentRow, 'uuid'>;
  productPrices: EntityTable<ProductPricesRow, 'code_erp_product'>;
  productStocks: EntityTable<ProductStockRow, 'uuid'>;
  sellerGoals: EntityTable<SellerGoalRow, 'uuid'>;
  promotions: EntityTable<PromotionRow, 'uuid'>;
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
  machines: EntityTable<MachineRow, 'id'>;
  operators: EntityTable<OperatorRow, 'id'>;
  situations: EntityTable<SituationRow, 'id'>;
  productionOrders: EntityTable<ProductionOrderRow, 'num_op'>;
  appointments: EntityTable<AppointmentRow, 'uuid'>;
  drivers: EntityTable<DriverRow, 'id'>;
  measurements: EntityTable<MeasurementRow, 'uuid'>;
  bakeryLines: EntityTable<BakeryLineRow, 'id'>;
  bakeryDays: EntityTable<BakeryDayRow, 'date'>;
  outbox: EntityTable<OutboxRow, 'id'>;
  syncCursors: EntityTable<SyncCursorRow, 'call'>;
  device: EntityTable<DeviceRow, 'key'>;
  orderCounts: EntityTable<OrderCountRow, 'key'>;
  visitOrders: EntityTable<VisitOrderRow, 'key'>;
  auth: EntityTable<AuthRow, 'key'>;
  drafts: EntityTable<DraftRow, 'key'>;
  lookups: EntityTable<LookupRow, 'id'>;
}

export type MyPwaTableName = keyof MyPwaTables;

function openMyPwaDb(): MyPwaDb {
  const db = new Dexie(MY_PWA_DB_NAME) as MyPwaDb;
  db.version(MY_PWA_DB_VERSION).stores(MY_PWA_DB_STORES);
  watchUpgrades(db);
  return db;
}

/** The app's one `MyPWA_DB` connection. */
export const myPwaDb: MyPwaDb = openMyPwaDb();
