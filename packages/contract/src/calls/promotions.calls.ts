import { checkPromotion, promotionBaseSchema, promotionSchema } from '@rota/domain';
import { z } from 'zod';
import { type CallDeclaration, defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';

const tag = 'Promoções';
const manager = { kind: 'area', permission: 'canAccessManager' } as const;

/**
 * What a manager saves: a promotion without its company (the session's), its uuid chosen by the
 * screen (a new one creates, a known one edits); the same checks as the ERP's rows.
 */
export const promotionInputSchema = promotionBaseSchema
  .omit({ company_id: true })
  .superRefine(checkPromotion);
export type PromotionInput = z.input<typeof promotionInputSchema>;

/**
 * The manager's promotions (docs/domain.md "Promotions", docs/manager.md "Promoções"): every
 * promotion of the company, the ERP's and the managers', and the save that creates or edits one;
 * the company's devices pull the change (`promotions.all`, told by `catalogue.changed`).
 */
export const promotionsCalls = {
  list: defineCall({
    name: 'promotions.list',
    method: 'GET',
    path: 'manager/promotions',
    summary: 'Promoções da empresa',
    tag,
    auth: manager,
    schemas: () => ({ response: dataEnvelope(z.array(promotionSchema)) }),
  } satisfies CallDeclaration),
  save: defineCall({
    name: 'promotions.save',
    method: 'PUT',
    path: 'manager/promotions',
    summary: 'Cria ou altera uma promoção',
    tag,
    auth: manager,
    errors: { 409: 'Já existe uma promoção com este código' },
    schemas: () => ({ body: promotionInputSchema, response: dataEnvelope(promotionSchema) }),
  } satisfies CallDeclaration),
} as const;
