import { api } from '@rota/contract';
import { can, type PermissionName, type Profile } from '@rota/domain';
import { withClientSearch } from '../db/client-search-row.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { withProductSearch } from '../db/product-search-row.ts';
import { syncMessages } from './messages.ts';

const { labels } = syncMessages;
const { catalogue } = api;

/** A `…/all` call pulled page by page from its cursor into one table. */
export interface PagedPull {
  kind: 'paged';
  call: (typeof pagedCalls)[number];
  table: PagedTable;
  key: 'uuid' | 'id';
  label: string;
  /** §8: a failed local save is logged and the sync goes on (price lists). */
  continueOnLocalError?: boolean;
  /** Pulled only for a profile with this permission (the server answers 403 otherwise). */
  permission?: PermissionName;
  /** Rows nested in each row that live in a table of their own (a client's delivery addresses). */
  nested?: { field: 'delivery_addresses'; table: 'deliveryAddresses'; parent: 'client_id' };
  /** Rows kept together per value of `by`, in the record's `lists` (price rows per product). */
  pack?: { by: 'code_erp_product' };
  /** Turns the live rows of a page into what the table keeps (clients and products get their search text). */
  prepare?: (rows: never[]) => Promise<unknown[]>;
  /**
   * History the first screen can open without (docs/web.md "First sync"): the login opens the
   * screen once every other pull is stored, and this one goes on behind it with its progress shown.
   */
  afterFirstScreen?: true;
}

/** A plain list replaced entirely on every sync (§4 "Profiles are replaced locally on sync"). */
export interface ReplacePull {
  kind: 'replace';
  call: typeof catalogue.teams | typeof catalogue.profiles;
  table: 'teams' | 'profiles';
  label: string;
}

/** The session's seller, stored under the session token (§3 "Seller record keyed by token"). */
export interface SellerPull {
  kind: 'seller';
  call: typeof catalogue.seller;
  table: 'sellers';
  label: string;
}

export type SyncPull = PagedPull | ReplacePull | SellerPull;

const pagedCalls = [
  api.clients.all,
  catalogue.products,
  catalogue.formPayments,
  catalogue.conditionPayments,
  catalogue.priceLists,
  catalogue.channels,
  catalogue.finalities,
  catalogue.descParameters,
  catalogue.volumes,
  catalogue.productStocks,
  api.goals.mine,
  catalogue.promotions,
  api.sales.allSeller,
  api.financials.allSeller,
  api.financials.checksAllSeller,
  api.orderProduction.machines,
  api.orderProduction.operators,
  api.orderProduction.situations,
  api.measurements.drivers,
  api.measurements.all,
] as const;

type PagedTable =
  | 'clients'
  | 'products'
  | 'formPayments'
  | 'conditionPayments'
  | 'productPrices'
  | 'productStocks'
  | 'sellerGoals'
  | 'promotions'
  | 'channels'
  | 'finalities'
  | 'descParameters'
  | 'volumes'
  | 'sales'
  | 'financialTitles'
  | 'checks'
  | 'machines'
  | 'operators'
  | 'situations'
  | 'drivers'
  | 'measurements';

/**
 * Everything the seller and appointment areas keep on the device, in the order the initial sync
 * pulls it (what a first screen needs, then the history); a pull with a `permission` only for a
 * profile that has it.
 */
export const SYNC_PULLS: readonly SyncPull[] = [
  { kind: 'replace', call: catalogue.profiles, table: 'profiles', label: labels.profiles },
  { kind: 'seller', call: catalogue.seller, table: 'sellers', label: labels.seller },
  { kind: 'replace', call: catalogue.teams, table: 'teams', label: labels.teams },
  {
    kind: 'paged',
    call: api.clients.all,
    table: 'clients',
    key: 'uuid',
    label: labels.clients,
    nested: { field: 'delivery_addresses', table: 'deliveryAddresses', parent: 'client_id' },
    prepare: withClientSearch,
  },
  {
    kind: 'paged',
    call: catalogue.products,
    table: 'products',
    key: 'uuid',
    label: labels.products,
    prepare: withProductSearch,
  },
  {
    kind: 'paged',
    call: catalogue.productStocks,
    table: 'productStocks',
    key: 'uuid',
    label: labels.productStocks,
  },
  {
    kind: 'paged',
    call: catalogue.formPayments,
    table: 'formPayments',
    key: 'uuid',
    label: labels.formPayments,
  },
  {
    kind: 'paged',
    call: catalogue.conditionPayments,
    table: 'conditionPayments',
    key: 'uuid',
    label: labels.conditionPayments,
  },
  {
    kind: 'paged',
    call: catalogue.priceLists,
    table: 'productPrices',
    key: 'uuid',
    label: labels.priceLists,
    pack: { by: 'code_erp_product' },
    continueOnLocalError: true,
  },
  { kind: 'paged', call: catalogue.channels, table: 'channels', key: 'uuid', label: labels.channels },
  { kind: 'paged', call: catalogue.finalities, table: 'finalities', key: 'uuid', label: labels.finalities },
  {
    kind: 'paged',
    call: catalogue.descParameters,
    table: 'descParameters',
    key: 'id',
    label: labels.descParameters,
  },
  { kind: 'paged', call: catalogue.volumes, table: 'volumes', key: 'id', label: labels.volumes },
  { kind: 'paged', call: api.goals.mine, table: 'sellerGoals', key: 'uuid', label: labels.sellerGoals },
  { kind: 'paged', call: catalogue.promotions, table: 'promotions', key: 'uuid', label: labels.promotions },
  // The appointment area: a shared tablet starts, pauses and finishes offline from these.
  {
    kind: 'paged',
    call: api.orderProduction.machines,
    table: 'machines',
    key: 'id',
    label: labels.machines,
    permission: 'canAccessAppointments',
  },
  {
    kind: 'paged',
    call: api.orderProduction.operators,
    table: 'operators',
    key: 'id',
    label: labels.operators,
    permission: 'canAccessAppointments',
  },
  {
    kind: 'paged',
    call: api.orderProduction.situations,
    table: 'situations',
    key: 'id',
    label: labels.situations,
    permission: 'canAccessAppointments',
  },
  // Measurements (docs/measurements.md): the drivers to choose from and the seller's own loads.
  {
    kind: 'paged',
    call: api.measurements.drivers,
    table: 'drivers',
    key: 'id',
    label: labels.drivers,
    permission: 'canRecordMeasurements',
  },
  {
    kind: 'paged',
    call: api.measurements.all,
    table: 'measurements',
    key: 'uuid',
    label: labels.measurements,
    permission: 'canRecordMeasurements',
  },
  // History: the largest tables (a supervisor's are every seller's), pulled last and after the
  // first screen opens (`afterFirstScreen`), so nobody waits for a year of sales to start.
  {
    kind: 'paged',
    call: api.sales.allSeller,
    table: 'sales',
    key: 'uuid',
    label: labels.sales,
    afterFirstScreen: true,
  },
  {
    kind: 'paged',
    call: api.financials.allSeller,
    table: 'financialTitles',
    key: 'uuid',
    label: labels.financialTitles,
    permission: 'canViewHistoryFinancialClient',
    afterFirstScreen: true,
  },
  {
    kind: 'paged',
    call: api.financials.checksAllSeller,
    table: 'checks',
    key: 'uuid',
    label: labels.checks,
    permission: 'canViewHistoryFinancialClient',
    afterFirstScreen: true,
  },
];

/** The pulls the logged-in profile may make (a pull needing a permission it lacks is skipped). */
export function allowedPulls(profile: Pick<Profile, 'permissions'> | null | undefined): SyncPull[] {
  return SYNC_PULLS.filter(
    (pull) => pull.kind !== 'paged' || !pull.permission || can(profile, pull.permission),
  );
}

/** The pull of a call, by the call's contract name (e.g. `products.all`). */
export function pullByName(name: string): SyncPull | undefined {
  return SYNC_PULLS.find((pull) => pull.call.name === name);
}

/** The Dexie table of a pull. */
export function tableOf(pull: SyncPull) {
  return myPwaDb.table(pull.table);
}
