import { bakeryItemSchema, dateSchema, messages, saleSchema, uuidSchema } from '@rota/domain';
import { z } from 'zod';
import { syncedSaleSchema } from '../calls/sales.calls.ts';
import { defineCall } from '../define-call.ts';
import { dataEnvelope, syncEnvelope, syncQuerySchema, syncRow } from '../envelope.ts';
import { erpKeySchema, INTEGRATION_TAG } from './bulk-upsert.ts';

const requiredText = <T extends z.ZodString>(schema: T) => schema.trim().min(1);

/** The statuses the ERP may report; the others belong to the seller's device. */
export const ERP_SALE_STATUSES = ['Integrado', 'Processado', 'Cancelado', 'Falha'] as const;

/** A missing status is "Campo obrigatório"; an unknown one lists the statuses the ERP may send. */
function statusError(issue: { code: string; input?: unknown }) {
  if (issue.code !== 'invalid_union') return undefined;
  const status = (issue.input as { status?: unknown } | undefined)?.status;
  return status === undefined || status === null ? messages.required : messages.oneOf(ERP_SALE_STATUSES);
}

/**
 * What the ERP reports about a sale (§4): it took it (Integrado), invoiced it (Processado, with
 * its ERP code), cancelled it (Cancelado, with the ERP code and the reason) or failed to take
 * it (Falha, with the message).
 */
export const saleStatusUpdateSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('Integrado') }),
    z.object({ status: z.literal('Processado'), code_erp: erpKeySchema }),
    z.object({
      status: z.literal('Cancelado'),
      code_erp: erpKeySchema,
      reason_canceled: requiredText(saleSchema.shape.reason_canceled.unwrap()),
    }),
    z.object({
      status: z.literal('Falha'),
      message: requiredText(saleSchema.shape.failure_message.unwrap()),
    }),
  ],
  { error: statusError },
);
export type SaleStatusUpdate = z.infer<typeof saleStatusUpdateSchema>;

/**
 * When and by whom the ERP delivers a sale: the day, the driver (by the `code_erp` of
 * `drivers/bulk`; null or absent: not assigned yet) and the client's place in that driver's
 * route (1 first; null or absent: none). Each call replaces what the previous one said.
 */
export const saleDeliveryUpdateSchema = z.object({
  delivery_date: dateSchema,
  driver_code: erpKeySchema.nullish(),
  delivery_order: z.number().int().min(1).max(100_000).nullish(),
});
export type SaleDeliveryUpdate = z.infer<typeof saleDeliveryUpdateSchema>;

/** ERP ↔ Rota: the sales waiting for the ERP, and the ERP's answer about each. */
export const integrationSalesCalls = {
  pending: defineCall({
    name: 'integration.sales.pending',
    method: 'GET',
    path: 'sales/pending',
    summary:
      'Vendas aguardando o ERP (Finalizado e liberadas: nenhuma aguardando aprovação ou reprovada), da mais antiga para a mais recente, com itens, pagamentos e as decisões de aprovação',
    tag: INTEGRATION_TAG,
    auth: { kind: 'integration' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(syncedSaleSchema),
    }),
  }),
  status: defineCall({
    name: 'integration.sales.status',
    method: 'PUT',
    path: 'sales/{uuid}/status',
    summary:
      'Move a venda: Integrado, Processado (code_erp), Cancelado (code_erp e motivo) ou Falha (mensagem)',
    tag: INTEGRATION_TAG,
    auth: { kind: 'integration' },
    errors: {
      409: 'Mudança de situação que a venda não aceita (por exemplo, de Cancelado para Cancelado), ou venda que aguarda aprovação ou foi reprovada.',
    },
    schemas: () => ({
      params: z.object({ uuid: uuidSchema }),
      body: saleStatusUpdateSchema,
      response: dataEnvelope(syncRow(syncedSaleSchema)),
    }),
  }),
  delivery: defineCall({
    name: 'integration.sales.delivery',
    method: 'PUT',
    path: 'sales/{uuid}/delivery',
    summary:
      'Data de entrega, motorista (code_erp) e ordem na rota da venda; responde os itens da padaria da venda',
    tag: INTEGRATION_TAG,
    auth: { kind: 'integration' },
    schemas: () => ({
      params: z.object({ uuid: uuidSchema }),
      body: saleDeliveryUpdateSchema,
      response: dataEnvelope(z.array(bakeryItemSchema)),
    }),
  }),
} as const;
