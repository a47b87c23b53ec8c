import { api } from '@rota/contract';
import { MY_PWA_DB_STORES } from '../../apps/web/src/lib/db/my-pwa-db-stores.ts';
import type { PagedSource, WriteTarget } from './in-page/raw-idb-writes.ts';

const { catalogue } = api;

/**
 * The paged pulls of the seller area and the `MyPWA_DB` store each fills, in the order the app
 * pulls them (`apps/web/src/lib/sync/sync-calls.ts`): the rows the plain writes store. Teams,
 * profiles and the seller (a handful of rows, replaced whole) are left out.
 */
export const PULLED_SOURCES: PagedSource[] = (
  [
    [api.clients.all, 'clients', 'uuid'],
    [catalogue.products, 'products', 'uuid'],
    [catalogue.productStocks, 'productStocks', 'uuid'],
    [catalogue.formPayments, 'formPayments', 'uuid'],
    [catalogue.conditionPayments, 'conditionPayments', 'uuid'],
    [catalogue.priceLists, 'priceLists', 'uuid'],
    [catalogue.channels, 'channels', 'uuid'],
    [catalogue.finalities, 'finalities', 'uuid'],
    [catalogue.descParameters, 'descParameters', 'id'],
    [catalogue.volumes, 'volumes', 'id'],
    [api.sales.allSeller, 'sales', 'uuid'],
    [api.financials.allSeller, 'financialTitles', 'uuid'],
    [api.financials.checksAllSeller, 'checks', 'uuid'],
  ] as const
).map(([call, store, key]) => ({ path: call.path, store, key }));

/** The baseline: every row as the server sends it, a store per pull, the primary key alone. */
export const KEYS_ONLY_TARGETS: WriteTarget[] = PULLED_SOURCES.map((source) => ({
  source: source.store,
  store: source.store,
  spec: source.key,
}));

/**
 * The app's layout (`MY_PWA_DB_STORES`): its stores and indexes, price rows packed per product in
 * `productPrices` as `apps/web/src/lib/sync/store-packed.ts` keeps them.
 */
export const APP_LAYOUT_TARGETS: WriteTarget[] = PULLED_SOURCES.map((source) =>
  source.store === 'priceLists'
    ? {
        source: source.store,
        store: 'productPrices',
        spec: MY_PWA_DB_STORES.productPrices,
        packBy: 'code_erp_product',
      }
    : {
        source: source.store,
        store: source.store,
        spec: MY_PWA_DB_STORES[source.store as keyof typeof MY_PWA_DB_STORES],
      },
);
