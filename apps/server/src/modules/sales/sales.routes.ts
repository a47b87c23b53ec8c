import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { decideApproval } from './sale-approval.service.ts';
import { addSaleNotes, createSale, pullSellerSales, salesReport } from './sales.service.ts';

/**
 * §7 Sales. A seller sees and writes their own sales; a profile granting canViewAllSales sees
 * every sale of the company. Pulls carry each sale's items and payments. A profile granting
 * canApproveSales decides the sales that wait for a supervisor (docs/domain.md "Approval").
 */
export function salesRoutes(deps: AppDeps) {
  const { db } = deps;
  return [
    bind(api.sales.allSeller, ({ auth, query }) => pullSellerSales(db, auth, query)),
    bind(api.sales.allProcessed, ({ auth, query }) => pullSellerSales(db, auth, query, 'Processado')),
    bind(api.sales.allCanceled, ({ auth, query }) => pullSellerSales(db, auth, query, 'Cancelado')),
    bind(api.sales.reportSeller, async ({ auth, query }) => ({ data: await salesReport(db, auth, query) })),
    bind(api.sales.create, ({ auth, body, now }) => createSale(deps, auth, body, now)),
    bind(api.sales.addNotes, ({ auth, params, body }) => addSaleNotes(deps, auth, params.uuid, body.notes)),
    bind(api.sales.decideApproval, ({ auth, params, body, now }) =>
      decideApproval(deps, auth, params.uuid, body, now),
    ),
  ];
}
