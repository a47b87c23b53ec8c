/**
 * Version 1's stores. The first key is the primary key (§3: `uuid` unless noted); the others are
 * the indexes a screen or the sync queries by.
 *
 * Only those: every index is written again with each row, and on a large company's first sync
 * the indexes cost about as much as the rows themselves (docs/bench.md, "The sync part"). Screens
 * read the big catalogue tables whole and filter in memory (DESIGN.md "Budgets": 20,000 clients
 * read back in about 240 ms, filtered in 0.4 ms), so clients, products and the small tables keep
 * their primary key alone. What stays: a client's delivery addresses by `client_id` (also the
 * sync's own lookup), a client's sales by `client_uuid`, the sales on their way by `status` (what reserves stock), a client's titles and checks by
 * `code_erp_client`, notifications by date, an OP's appointments by `num_op` and the outbox's
 * lookups. Add an index here only for a query a screen really makes.
 *
 * The appointment area keeps machines, operators and situations (pulled like the catalogue, keyed
 * by their server `id`), the production orders the tablet looked up (by `num_op`, refreshed when
 * shown) and appointments: the tablet's own, kept from the moment they are made, and the
 * company's of the day and of the orders shown, as the server answered them.
 *
 * Price-list rows (§3 Price list) are the one entity not stored a row per record: they are kept
 * per product in `productPrices` (`ProductPricesRow`, keyed by `code_erp_product`, each row whole
 * in `lists`), the lookup the sale screens make. 100,000 rows become 50,000 records and need no
 * index, which halves the largest write of the first sync.
 *
 * Changing this at the same version: Dexie 4 compares the installed stores with these on open.
 * When stores or indexes were only removed, nothing happens: the old ones stay installed, unused
 * (still updated on writes). When something was added, Dexie upgrades in place (the native
 * IndexedDB version goes up by one, "Dexie SchemaDiff" is logged, other tabs get `versionchange`)
 * and applies version 1 whole: it creates what is missing and deletes the stores and indexes no
 * longer declared; the data of every declared store stays. An install from before `productPrices`
 * thus loses its old `priceLists` rows, which its next sync pulls again (docs/bench.md, "Existing
 * installs"). Changing a primary key needs a new `version(2)`: Dexie cannot patch that.
 *
 * `drivers` and `measurements` (docs/measurements.md: the company's drivers, the seller's measured
 * loads, read whole by the Medições screen) were added the same way, at version 1.
 *
 * `bakeryLines` (the bakery's lines of the days its screens showed, by server `id`, read by
 * `delivery_date`) and `bakeryDays` (when each day was last fetched) were added the same way, at
 * version 1 (docs/web.md "Bakery").
 *
 * `drafts` (a form's unsaved values, by form key) and `lookups` (CEP/CNPJ lookups queued
 * offline, by client) were added this way, at version 1: an install from before them gets the two
 * empty stores on its next open, with every other store's data kept (`my-pwa-db.test.ts`).
 *
 * `orderCounts` (how far the device counted in each series of order numbers, by
 * `<company_id>:<series>`: docs/domain.md "Order numbers") and `visitOrders` (the order a seller
 * visits a day's clients in, by `<company_id>:<seller_id>:<day>`: "Visiting order") were added the
 * same way, at version 1.
 *
 * `productStocks` (the ERP's stock of each product, docs/domain.md "Stock") was added the same
 * way, at version 1, indexed by `code_erp_product`: the cart looks up the stock of its lines; the
 * `status` index of `sales` came with it (an index added to a store is built in place by the same
 * upgrade).
 *
 * `sellerGoals` (the seller's own goals per month, docs/domain.md "Goals") was added the same way,
 * at version 1, indexed by `month`: the dashboard reads this month's; `promotions` (the company's
 * promotions, docs/domain.md "Promotions") too, read whole by the cart.
 */
export const MY_PWA_DB_STORES = {
  clients: 'uuid',
  deliveryAddresses: 'uuid, client_id',
  products: 'uuid',
  formPayments: 'uuid',
  conditionPayments: 'uuid',
  productPrices: 'code_erp_product',
  productStocks: 'uuid, code_erp_product',
  sellerGoals: 'uuid, month',
  promotions: 'uuid',
  channels: 'uuid',
  finalities: 'uuid',
  descParameters: 'id',
  volumes: 'id',
  teams: 'uuid',
  profiles: 'id',
  sellers: 'token',
  sales: 'uuid, client_uuid, status',
  financialTitles: 'uuid, code_erp_client',
  checks: 'uuid, code_erp_client',
  notifications: 'id, created_at',
  machines: 'id',
  operators: 'id',
  situations: 'id',
  productionOrders: 'num_op',
  appointments: 'uuid, num_op',
  drivers: 'id',
  measurements: 'uuid',
  bakeryLines: 'id, delivery_date',
  bakeryDays: 'date',
  outbox: '++id, uuid, call, status, created_at',
  syncCursors: 'call',
  device: 'key',
  orderCounts: 'key',
  visitOrders: 'key',
  auth: 'key',
  drafts: 'key',
  lookups: '++id, client_uuid, status',
} as const;
