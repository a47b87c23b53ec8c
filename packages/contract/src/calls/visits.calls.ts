import { codeErpSchema, dateSchema, visitDaySchema } from '@rota/domain';
import { z } from 'zod';
import { type CallDeclaration, defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';

/**
 * The day's visits against the plan (docs/domain.md "The day's route"), for whoever follows the
 * sellers: a supervisor (every seller's clients, `canViewAllClients`) or the manager area.
 */
export const visitsCalls = {
  day: defineCall({
    name: 'visits.day',
    method: 'GET',
    path: 'visits/day',
    summary: 'Rota planejada e visitas do dia por vendedor',
    tag: 'Visitas',
    auth: { kind: 'session', anyOf: ['canViewAllClients', 'canAccessManager'] },
    errors: { 404: 'Vendedor não encontrado (o código pedido em `seller` não é de um vendedor da empresa).' },
    schemas: () => ({
      query: z.object({
        /** The São Paulo day; today when absent. */
        date: dateSchema.optional(),
        /** One seller's ERP code; every seller of the company when absent. */
        seller: codeErpSchema.min(1).optional(),
      }),
      response: dataEnvelope(visitDaySchema),
    }),
  } satisfies CallDeclaration),
} as const;
