import { clientSchema, uuidSchema } from '@rota/domain';
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dataEnvelope, syncEnvelope, syncQuerySchema } from '../envelope.ts';
import {
  BULK_MAX_ROWS,
  bulkRowErrorSchema,
  bulkRows,
  bulkUpsertCall,
  erpKeySchema,
  INTEGRATION_TAG,
} from './bulk-upsert.ts';

/**
 * Clients by `code_erp`. The seller is named by `code_erp_seller`. `last_visit` and
 * `delivery_addresses` are left out: the app records visits and extra addresses, and an ERP
 * load must not overwrite them. `mobile`, `contact_name`, `channel_code_erp` and `notes` came
 * later and may be left out of a row: then the stored value stays (what a seller typed survives
 * an ERP load that does not know the field); `null` clears it.
 */
export const clientBulkRows = bulkRows(
  clientSchema
    .omit({ uuid: true, id: true, company_id: true, last_visit: true, delivery_addresses: true })
    .extend({
      code_erp: erpKeySchema,
      mobile: clientSchema.shape.mobile.unwrap().optional(),
      contact_name: clientSchema.shape.contact_name.unwrap().optional(),
      channel_code_erp: clientSchema.shape.channel_code_erp.unwrap().optional(),
      notes: clientSchema.shape.notes.unwrap().optional(),
      // Left out, the stored credit stays: an ERP that sends clients without credit keeps Rota's.
      credit_limit: clientSchema.shape.credit_limit.unwrap().optional(),
      credit_blocked: clientSchema.shape.credit_blocked.unwrap().optional(),
      credit_blocked_reason: clientSchema.shape.credit_blocked_reason.unwrap().optional(),
    }),
  ['code_erp'],
);

/** The ERP's code for a client a device created (found by its uuid in `clients/pending`). */
export const clientLinkRowSchema = z.object({ uuid: uuidSchema, code_erp: erpKeySchema });
export type ClientLinkRow = z.infer<typeof clientLinkRowSchema>;

/** What linking answers: rows received, rows linked, and each refused row with why (pt-BR). */
export const clientLinkResultSchema = z.object({
  received: z.number().int().min(0),
  linked: z.number().int().min(0),
  errors: z.array(bulkRowErrorSchema),
});

/** ERP ↔ Rota: clients. */
export const integrationClientsCalls = {
  clients: bulkUpsertCall(
    'integration.clients.bulk',
    'clients/bulk',
    'Clientes em lote por code_erp',
    clientBulkRows,
  ),
  pending: defineCall({
    name: 'integration.clients.pending',
    method: 'GET',
    path: 'clients/pending',
    summary: 'Clientes cadastrados nos aparelhos que ainda não têm code_erp (paginado por cursor)',
    tag: INTEGRATION_TAG,
    auth: { kind: 'integration' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(clientSchema),
    }),
  }),
  link: defineCall({
    name: 'integration.clients.link',
    method: 'POST',
    path: 'clients/link',
    summary: 'Dá o code_erp do ERP a clientes criados nos aparelhos, pelo uuid (sem duplicar o cliente)',
    tag: INTEGRATION_TAG,
    auth: { kind: 'integration' },
    schemas: () => ({
      body: z.object({ rows: z.array(z.unknown()).min(1).max(BULK_MAX_ROWS) }),
      response: dataEnvelope(clientLinkResultSchema),
    }),
  }),
} as const;
