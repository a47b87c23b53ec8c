import { checkSchema, codeErpSchema, financialTitleSchema } from '@rota/domain';
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dataEnvelope, syncEnvelope, syncQuerySchema } from '../envelope.ts';

const tag = 'Financeiro';
const clientParams = z.object({ code_erp_client: codeErpSchema.min(1) });

/** §7 Financial: a client's titles and checks, read on the client screen. */
export const financialsCalls = {
  all: defineCall({
    name: 'financials.all',
    method: 'GET',
    path: 'financials/{code_erp_client}/all',
    summary: 'Títulos financeiros do cliente',
    tag,
    auth: { kind: 'session', permission: 'canViewHistoryFinancialClient' },
    params: clientParams,
    query: syncQuerySchema,
    response: syncEnvelope(financialTitleSchema),
    sync: true,
  }),
  overdue: defineCall({
    name: 'financials.overdue',
    method: 'GET',
    path: 'financials/{code_erp_client}/overdue',
    summary: 'Títulos vencidos do cliente (vencimento antes de hoje em São Paulo, saldo em aberto)',
    tag,
    auth: { kind: 'session', permission: 'canViewHistoryFinancialClient' },
    params: clientParams,
    response: dataEnvelope(z.array(financialTitleSchema)),
  }),
  checks: defineCall({
    name: 'checks.all',
    method: 'GET',
    path: 'checks/{code_erp_client}/all',
    summary: 'Cheques do cliente',
    tag,
    auth: { kind: 'session', permission: 'canViewHistoryFinancialClient' },
    params: clientParams,
    query: syncQuerySchema,
    response: syncEnvelope(checkSchema),
    sync: true,
  }),
} as const;
