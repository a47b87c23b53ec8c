import { z } from 'zod';
import { fieldError } from '../shared/messages.ts';

/** How a visit may end: with a sale or without one. */
export const VISIT_OUTCOMES = ['sale', 'no_sale'] as const;

/**
 * Why a visit ended without a sale: a short list managers can count (peers' "visita sem venda"
 * reports), plus "Outro" with free text.
 */
export const NO_SALE_REASONS = [
  'Cliente fechado',
  'Responsável ausente',
  'Estoque abastecido',
  'Sem limite de crédito',
  'Preço',
  'Comprou de outro fornecedor',
  'Outro',
] as const;
export type NoSaleReason = (typeof NO_SALE_REASONS)[number];

/**
 * How a visit ended: with a sale, or without one and why. "Outro" needs a note saying what
 * happened; the other reasons may carry one.
 */
export const visitOutcomeSchema = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('sale'), note: z.string().trim().max(500).nullable() }),
    z.object({
      outcome: z.literal('no_sale'),
      reason: z.enum(NO_SALE_REASONS, { error: fieldError('Escolha o motivo da visita sem venda') }),
      note: z.string().trim().max(500).nullable(),
    }),
  ])
  .superRefine((visit, ctx) => {
    if (visit.outcome === 'no_sale' && visit.reason === 'Outro' && !visit.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Conte o que aconteceu na visita' });
    }
  });
export type VisitOutcome = z.infer<typeof visitOutcomeSchema>;
