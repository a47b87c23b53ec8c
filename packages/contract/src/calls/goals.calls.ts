import { goalBoardSchema, goalMonthSchema, sellerGoalSchema } from '@rota/domain';
import { z } from 'zod';
import { type CallDeclaration, defineCall } from '../define-call.ts';
import { dataEnvelope, syncEnvelope, syncQuerySchema } from '../envelope.ts';
import { chartErrors } from './charts.calls.ts';

const tag = 'Metas';
const manager = { kind: 'area', permission: 'canAccessManager' } as const;

/** What a manager sets for a seller and month: the goal without its ids (null leaves a goal out). */
export const sellerGoalInputSchema = sellerGoalSchema.omit({ uuid: true, company_id: true });
export type SellerGoalInput = z.input<typeof sellerGoalInputSchema>;

/**
 * Goals per seller and month (docs/domain.md "Goals", docs/manager.md "Metas"): the seller's
 * device pulls its own; the manager reads every seller's against what was sold (the sales
 * rollup's aggregates, like the charts) and sets them.
 */
export const goalsCalls = {
  mine: defineCall({
    name: 'sellerGoals.all',
    method: 'GET',
    path: 'seller-goals/all',
    summary: 'Metas do vendedor',
    tag,
    auth: { kind: 'session' },
    sync: true,
    schemas: () => ({ query: syncQuerySchema, response: syncEnvelope(sellerGoalSchema) }),
  } satisfies CallDeclaration),
  board: defineCall({
    name: 'goals.board',
    method: 'GET',
    path: 'manager/goals',
    summary: 'Metas dos vendedores contra o realizado no mês',
    tag,
    auth: manager,
    errors: chartErrors,
    schemas: () => ({
      query: z.object({ month: goalMonthSchema.optional() }),
      response: dataEnvelope(goalBoardSchema),
    }),
  } satisfies CallDeclaration),
  set: defineCall({
    name: 'goals.set',
    method: 'PUT',
    path: 'manager/goals',
    summary: 'Define as metas de um vendedor no mês',
    tag,
    auth: manager,
    errors: { 404: 'Vendedor não encontrado' },
    schemas: () => ({ body: sellerGoalInputSchema, response: dataEnvelope(sellerGoalSchema) }),
  } satisfies CallDeclaration),
} as const;
