/**
 * Version 1's stores. The first key is the primary key (§3: `uuid` unless noted); the others are
 * the indexes a screen or the sync queries by.
 *
 * Only those: every index is written again with each row, and on a large company's first sync
 * the indexes cost about as much as the rows themselves (docs/bench.md, "The sync part"). Screens
 * read the big catalogue tables whole and filter in memory (DESIGN.md "Budgets": 20,000 clients
 * read back in about 240 ms, filtered in 0.4 ms), so clients, products and the small tables keep
 * their primary key alone. What stays: a product's price rows by `code_erp_product`, a client's
 * delivery addresses by `client_id` (also the sync's own lookup), a client's sales by
 * `client_uuid`, a client's titles and checks by `code_erp_client`, notifications by date and
 * the outbox's lookups. Add an index here only for a query a screen really makes.
 *
 * Changing this at the same version: Dexie 4 compares the installed stores with these on open.
 * Missing stores or indexes are added (it bumps the native IndexedDB version itself and warns
 * "Dexie SchemaDiff"); indexes installed but no longer declared are left in place and unused, and
 * the data stays (see docs/bench.md). A change of a primary key needs a new `version(2)`.
 */
export const MY_PWA_DB_STORES = {
  clients: 'uuid',
  deliveryAddresses: 'uuid, client_id',
  products: 'uuid',
  formPayments: 'uuid',
  conditionPayments: 'uuid',
  priceLists: 'uuid, code_erp_product',
  channels: 'uuid',
  finalities: 'uuid',
  descParameters: 'id',
  volumes: 'id',
  teams: 'uuid',
  profiles: 'id',
  sellers: 'token',
  sales: 'uuid, client_uuid',
  financialTitles: 'uuid, code_erp_client',
  checks: 'uuid, code_erp_client',
  notifications: 'id, created_at',
  outbox: '++id, uuid, call, status, created_at',
  syncCursors: 'call',
  device: 'key',
  auth: 'key',
} as const;
