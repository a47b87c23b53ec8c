import { api } from '@rota/contract';
import type { PagedSource } from './in-page/raw-idb-writes.ts';

const { catalogue } = api;

/**
 * The paged pulls of the seller area and the `MyPWA_DB` store each fills, in the order the app
 * pulls them (`apps/web/src/lib/sync/sync-calls.ts`): the rows the plain writes store. Teams,
 * profiles and the seller (a handful of rows, replaced whole) are left out.
 */
export const PULLED_SOURCES: PagedSource[] = (
  [
    [api.clients.all, 'clients'],
    [catalogue.products, 'products'],
    [catalogue.formPayments, 'formPayments'],
    [catalogue.conditionPayments, 'conditionPayments'],
    [catalogue.priceLists, 'priceLists'],
    [catalogue.channels, 'channels'],
    [catalogue.finalities, 'finalities'],
    [catalogue.descParameters, 'descParameters'],
    [catalogue.volumes, 'volumes'],
    [api.sales.allSeller, 'sales'],
    [api.financials.allSeller, 'financialTitles'],
    [api.financials.checksAllSeller, 'checks'],
  ] as const
).map(([call, store]) => ({ path: call.path, store }));
