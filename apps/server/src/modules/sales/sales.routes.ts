import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { pullSales } from './sales.repository.ts';
import { addSaleNotes, createSale, saleScope, salesReport } from './sales.service.ts';

/**
 * §7 Sales. A seller sees and writes their own sales; a profile granting canViewAllSales sees
 * every sale of the company. Pulls carry each sale's items and payments.
 */
export function salesRoutes(deps: AppDeps) {
  const { db } = deps;
  const pull = async (
    auth: Parameters<typeof saleScope>[0],
    query: { since?: string | undefined; limit?: number | undefined },
    status?: 'Processado' | 'Cancelado',
  ) => {
    const page = await pullSales(db, saleScope(auth), { ...query, ...(status ? { status } : {}) });
    return { data: page.rows, meta: { cursor: page.cursor, has_more: page.has_more } };
  };
  return [
    bind(api.sales.allSeller, ({ auth, query }) => pull(auth, query)),
    // A status-filtered pull: a sale that leaves the status stops coming in the delta; the device
    // learns its new status from all-seller (or the other history call).
    bind(api.sales.allProcessed, ({ auth, query }) => pull(auth, query, 'Processado')),
    bind(api.sales.allCanceled, ({ auth, query }) => pull(auth, query, 'Cancelado')),
    bind(api.sales.reportSeller, async ({ auth, query }) => ({ data: await salesReport(db, auth, query) })),
    bind(api.sales.create, ({ auth, body, now }) => createSale(deps, auth, body, now)),
    bind(api.sales.addNotes, ({ auth, params, body }) => addSaleNotes(deps, auth, params.uuid, body.notes)),
  ];
}
