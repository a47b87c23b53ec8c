import { checkSchema, codeErpSchema, financialTitleSchema } from '@rota/domain';
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dataEnvelope, syncEnvelope, syncQuerySchema } from '../envelope.ts';

const tag = 'Financeiro';
const clientParams = z.object({ code_erp_client: codeErpSchema.min(1) });

/**
 * §7 Financial: a client's titles and checks, read on the client screen; and (Rota's own) the
 * titles and checks of every client the seller sees, pulled with the other synced tables so the
 * client screens show them offline.
 */
export const financialsCalls = {
  allSeller: defineCall({
    name: 'financials.allSeller',
    method: 'GET',
    path: 'financials/all-seller',
    summary: 'Títulos financeiros dos clientes do vendedor (sincronização incremental)',
    tag,
    auth: { kind: 'session', permission: 'canViewHistoryFinancialClient' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(financialTitleSchema),
    }),
  }),
  checksAllSeller: defineCall({
    name: 'checks.allSeller',
    method: 'GET',
    path: 'checks/all-seller',
    summary: 'Cheques dos clientes do vendedor (sincronização incremental)',
    tag,
    auth: { kind: 'session', permission: 'canViewHistoryFinancialClient' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(checkSchema),
    }),
  }),
  all: defineCall({
    name: 'financials.all',
    method: 'GET',
    path: 'financials/{code_erp_client}/all',
    summary: 'Títulos financeiros do cliente',
    tag,
    auth: { kind: 'session', permission: 'canViewHistoryFinancialClient' },
    sync: true,
    schemas: () => ({
      params: clientParams,
      query: syncQuerySchema,
      response: syncEnvelope(financialTitleSchema),
    }),
  }),
  overdue: defineCall({
    name: 'financials.overdue',
    method: 'GET',
    path: 'financials/{code_erp_client}/overdue',
    summary: 'Títulos vencidos do cliente (vencimento antes de hoje em São Paulo, saldo em aberto)',
    tag,
    auth: { kind: 'session', permission: 'canViewHistoryFinancialClient' },
    schemas: () => ({
      params: clientParams,
      response: dataEnvelope(z.array(financialTitleSchema)),
    }),
  }),
  checks: defineCall({
    name: 'checks.all',
    method: 'GET',
    path: 'checks/{code_erp_client}/all',
    summary: 'Cheques do cliente',
    tag,
    auth: { kind: 'session', permission: 'canViewHistoryFinancialClient' },
    sync: true,
    schemas: () => ({
      params: clientParams,
      query: syncQuerySchema,
      response: syncEnvelope(checkSchema),
    }),
  }),
} as const;
