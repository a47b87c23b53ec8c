import type { GoalLine, GoalMixBasis, Sale } from '@rota/domain';
import { useMemo } from 'react';
import { useToday } from '#lib/clock/use-today.ts';
import { goalSaleOf, sellerMonthProgress, useSellerMonth } from '#lib/goals/index.ts';

/** One goal before and with the cart. */
export interface GoalImpactLine {
  before: GoalLine;
  after: GoalLine;
}

export interface GoalImpact {
  basis: GoalMixBasis;
  lines: GoalImpactLine[];
}

/**
 * How the cart moves the seller's goals this month (docs/domain.md "Goals"): each goal as it is,
 * and as it would be with this order sold today (its competence day when set). Null without a
 * goal this month or an empty cart.
 */
export function useGoalImpact(cart: Sale): GoalImpact | null {
  const today = useToday();
  const month = useSellerMonth(cart.items.map((item) => item.product_uuid));
  return useMemo(() => {
    if (!month?.goal || cart.items.length === 0) return null;
    const before = sellerMonthProgress(month).lines;
    const sold = {
      ...goalSaleOf(cart),
      status: 'Finalizado' as const,
      competence_at: cart.competence_at ?? today,
    };
    const after = sellerMonthProgress(month, [sold]).lines;
    return {
      basis: month.goal.mix_basis,
      lines: before.flatMap((line, index) => {
        const next = after[index];
        return next ? [{ before: line, after: next }] : [];
      }),
    };
  }, [month, cart, today]);
}
