import { checkSchema, financialTitleSchema } from '@rota/domain';
import { bulkRows, bulkUpsertCall, erpKeySchema } from './bulk-upsert.ts';

/** Financial titles (títulos a receber) by `code_erp`, each naming its client's `code_erp_client`. */
export const financialTitleBulkRows = bulkRows(
  financialTitleSchema
    .omit({ uuid: true, company_id: true })
    .extend({ code_erp: erpKeySchema, code_erp_client: erpKeySchema }),
  ['code_erp'],
);

/** Checks received from clients by `code_erp`. */
export const checkBulkRows = bulkRows(
  checkSchema
    .omit({ uuid: true, company_id: true })
    .extend({ code_erp: erpKeySchema, code_erp_client: erpKeySchema }),
  ['code_erp'],
);

/** ERP → Rota: the clients' receivables. */
export const integrationFinancialsCalls = {
  financialTitles: bulkUpsertCall(
    'integration.financialTitles.bulk',
    'financial-titles/bulk',
    'Títulos financeiros em lote por code_erp',
    financialTitleBulkRows,
  ),
  checks: bulkUpsertCall(
    'integration.checks.bulk',
    'checks/bulk',
    'Cheques em lote por code_erp',
    checkBulkRows,
  ),
} as const;
