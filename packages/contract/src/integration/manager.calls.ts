import {
  dreLineSchema,
  goalMonthSchema,
  payableTitleSchema,
  purchaseSchema,
  savedChartFiltersSchema,
  savedChartHashSchema,
  sellerGoalSchema,
} from '@rota/domain';
import { z } from 'zod';
import { chartsCalls } from '../calls/charts.calls.ts';
import { managerCalls } from '../calls/manager.calls.ts';
import { defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';
import { bulkRows, bulkUpsertCall, erpKeySchema, INTEGRATION_TAG } from './bulk-upsert.ts';

/** Payables (títulos a pagar) by `code_erp`, each naming its supplier by code and name. */
export const payableTitleBulkRows = bulkRows(
  payableTitleSchema
    .omit({ uuid: true, company_id: true })
    .extend({ code_erp: erpKeySchema, supplier_code_erp: erpKeySchema }),
  ['code_erp'],
);

/** Purchases (notas de entrada) by `code_erp`. */
export const purchaseBulkRows = bulkRows(
  purchaseSchema
    .omit({ uuid: true, company_id: true })
    .extend({ code_erp: erpKeySchema, supplier_code_erp: erpKeySchema }),
  ['code_erp'],
);

/** Realised DRE amounts by `code_erp` (one per account and month), signed centavos. */
export const dreLineBulkRows = bulkRows(
  dreLineSchema.omit({ uuid: true, company_id: true }).extend({ code_erp: erpKeySchema }),
  ['code_erp'],
);

/** Seller goals (docs/domain.md "Goals") by seller ERP code and month (`yyyy-mm`). */
export const sellerGoalBulkRows = bulkRows(
  sellerGoalSchema
    .omit({ uuid: true, company_id: true })
    .extend({ code_erp_seller: erpKeySchema, month: goalMonthSchema }),
  ['code_erp_seller', 'month'],
);

/** The chart calls a saved chart may be based on: every chart but the saved ones themselves. */
export const SAVED_CHART_BASES = [
  ...Object.values(chartsCalls)
    .map((call) => call.name)
    .filter((name) => name !== chartsCalls.byHash.name),
  managerCalls.purchasesMonthYear.name,
  managerCalls.purchasesSupplier.name,
  managerCalls.overdueAgeing.name,
  managerCalls.productionOrders.name,
  managerCalls.appointmentsMachine.name,
] as const;

/** What the ERP stores under a hash: the title, the base chart call's name and its filters. */
export const savedChartBodySchema = z.object({
  title: z.string().trim().min(1).max(120),
  base: z.enum(SAVED_CHART_BASES as unknown as [string, ...string[]], {
    error: 'Gráfico base desconhecido',
  }),
  filters: savedChartFiltersSchema.default({}),
});

const hashParams = () => z.object({ hash: savedChartHashSchema });

/** ERP → Rota: the manager area's payables, purchases, DRE and saved charts (docs/integration.md). */
export const integrationManagerCalls = {
  payableTitles: bulkUpsertCall(
    'integration.payableTitles.bulk',
    'payable-titles/bulk',
    'Títulos a pagar em lote por code_erp',
    payableTitleBulkRows,
  ),
  purchases: bulkUpsertCall(
    'integration.purchases.bulk',
    'purchases/bulk',
    'Compras em lote por code_erp',
    purchaseBulkRows,
  ),
  dreLines: bulkUpsertCall(
    'integration.dreLines.bulk',
    'dre-lines/bulk',
    'Lançamentos realizados do DRE em lote por code_erp',
    dreLineBulkRows,
  ),
  sellerGoals: bulkUpsertCall(
    'integration.sellerGoals.bulk',
    'seller-goals/bulk',
    'Metas dos vendedores em lote por code_erp_seller e month',
    sellerGoalBulkRows,
  ),
  putChart: defineCall({
    name: 'integration.charts.put',
    method: 'PUT',
    path: 'charts/{hash}',
    summary: 'Cria ou substitui o gráfico salvo do hash',
    tag: INTEGRATION_TAG,
    auth: { kind: 'integration' },
    schemas: () => ({
      params: hashParams(),
      body: savedChartBodySchema,
      response: dataEnvelope(savedChartBodySchema.extend({ hash: z.string() })),
    }),
  }),
  deleteChart: defineCall({
    name: 'integration.charts.delete',
    method: 'DELETE',
    path: 'charts/{hash}',
    summary: 'Apaga o gráfico salvo do hash (apagar de novo responde o mesmo)',
    tag: INTEGRATION_TAG,
    auth: { kind: 'integration' },
    schemas: () => ({
      params: hashParams(),
      response: dataEnvelope(z.object({ hash: z.string(), deleted: z.literal(true) })),
    }),
  }),
} as const;
