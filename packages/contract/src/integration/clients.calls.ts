import { clientSchema } from '@rota/domain';
import { bulkRows, bulkUpsertCall, erpKeySchema } from './bulk-upsert.ts';

/**
 * Clients by `code_erp`. The seller is named by `code_erp_seller`. `last_visit` and
 * `delivery_addresses` are left out: the app records visits and extra addresses, and an ERP
 * load must not overwrite them.
 */
export const clientBulkRows = bulkRows(
  clientSchema
    .omit({ uuid: true, id: true, company_id: true, last_visit: true, delivery_addresses: true })
    .extend({ code_erp: erpKeySchema }),
  ['code_erp'],
);

/** ERP → Rota: clients. */
export const integrationClientsCalls = {
  clients: bulkUpsertCall(
    'integration.clients.bulk',
    'clients/bulk',
    'Clientes em lote por code_erp',
    clientBulkRows,
  ),
} as const;
