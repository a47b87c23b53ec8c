import {
  APPROVAL_DECISIONS,
  APPROVAL_NOTE_MAX,
  dateSchema,
  saleApprovalSchema,
  saleSchema,
  salesReportSchema,
  uuidSchema,
} from '@rota/domain';
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dataEnvelope, syncEnvelope, syncQuerySchema, syncRow } from '../envelope.ts';

const tag = 'Vendas';

/** What a seller may send: a sale still theirs, or one they just finalised (DESIGN.md "Push"). */
export const saleBodySchema = saleSchema.extend({
  status: z.enum(['Aberto', 'Aguardando Finalizar', 'Finalizado']),
});

/**
 * A sale as the server answers it: what the seller sent plus the server's own fields — the
 * approval (docs/domain.md "Approval") and the seller's name — which no seller's body sets.
 */
export const syncedSaleSchema = saleSchema.extend({
  ...saleApprovalSchema.shape,
  /** Who sold it, by name when the sale was made (null on sales stored before the name was kept). */
  seller_name: z.string().max(255).nullable().default(null),
});
export type SyncedSaleData = z.infer<typeof syncedSaleSchema>;

/** A supervisor's decision as a device queues it: its own uuid makes a resend the same decision. */
export const approvalDecisionBodySchema = z.object({
  uuid: uuidSchema,
  decision: z.enum(APPROVAL_DECISIONS),
  note: z.string().trim().max(APPROVAL_NOTE_MAX).nullable(),
});

export const salesReportQuerySchema = z.object({ from: dateSchema, to: dateSchema });

/** §7 Sales. Sellers see their own sales unless the profile grants canViewAllSales. */
export const salesCalls = {
  allSeller: defineCall({
    name: 'sales.allSeller',
    method: 'GET',
    path: 'sales/all-seller',
    summary: 'Vendas do vendedor (sincronização incremental)',
    tag,
    auth: { kind: 'session' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(syncedSaleSchema),
    }),
  }),
  reportSeller: defineCall({
    name: 'sales.reportSeller',
    method: 'GET',
    path: 'sales/report-seller',
    summary: 'Relatório de vendas do vendedor no período',
    tag,
    auth: { kind: 'session' },
    schemas: () => ({
      query: salesReportQuerySchema,
      response: dataEnvelope(salesReportSchema),
    }),
  }),
  allProcessed: defineCall({
    name: 'sales.allProcessed',
    method: 'GET',
    path: 'sales/all-processed',
    summary: 'Vendas processadas pelo ERP (sincronização incremental)',
    tag,
    auth: { kind: 'session', permission: 'canViewSaleHistory' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(syncedSaleSchema),
    }),
  }),
  allCanceled: defineCall({
    name: 'sales.allCanceled',
    method: 'GET',
    path: 'sales/all-canceled',
    summary: 'Vendas canceladas (sincronização incremental)',
    tag,
    auth: { kind: 'session', permission: 'canViewSaleHistory' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(syncedSaleSchema),
    }),
  }),
  create: defineCall({
    name: 'sales.create',
    method: 'POST',
    path: 'sales',
    summary: 'Envia uma venda com itens e pagamentos (idempotente pelo uuid; 409 se o ERP já a recebeu)',
    tag,
    auth: { kind: 'session' },
    errors: { 404: 'O uuid é de uma venda que a sessão não vê (de outra empresa ou de outro vendedor).' },
    idempotent: true,
    schemas: () => ({
      body: saleBodySchema,
      response: dataEnvelope(syncRow(syncedSaleSchema)),
    }),
  }),
  addNotes: defineCall({
    name: 'sales.addNotes',
    method: 'POST',
    path: 'sales/{uuid}/notes',
    summary: 'Observações da venda',
    tag,
    auth: { kind: 'session' },
    idempotent: true,
    schemas: () => ({
      params: z.object({ uuid: uuidSchema }),
      body: z.object({ notes: z.string().trim().max(2000) }),
      response: dataEnvelope(syncRow(syncedSaleSchema)),
    }),
  }),
  decideApproval: defineCall({
    name: 'sales.decideApproval',
    method: 'POST',
    path: 'sales/{uuid}/approval',
    summary:
      'Aprova ou reprova uma venda que aguarda aprovação (idempotente pelo uuid da decisão; 409 se outra decisão veio antes)',
    tag,
    auth: { kind: 'session', permission: 'canApproveSales' },
    errors: {
      404: 'O uuid é de uma venda que a sessão não vê (de outra empresa, ou de outro vendedor sem canViewAllSales).',
      409: 'A venda não aguarda aprovação: já foi decidida (a mensagem diz por quem) ou nunca precisou.',
    },
    idempotent: true,
    schemas: () => ({
      params: z.object({ uuid: uuidSchema }),
      body: approvalDecisionBodySchema,
      response: dataEnvelope(syncRow(syncedSaleSchema)),
    }),
  }),
} as const;
