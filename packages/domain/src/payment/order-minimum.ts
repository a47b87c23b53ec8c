import { formatMoney } from '../format/money.ts';

/** A condition as the minimum rule reads it: its name and the ERP's minimum order (centavos). */
export interface MinimumCondition {
  description: string;
  /** Null or absent: the condition has no minimum. */
  min_order_value?: number | null;
}

/** What an order lacks to reach the largest minimum it is under (docs/domain.md "Order minimums"). */
export interface OrderMinimumShortfall {
  /** The minimum not reached, in centavos. */
  minimum: number;
  /** The condition that sets it, or null when it is the company's. */
  condition: string | null;
  /** `minimum` − the order's total, > 0. */
  missing: number;
}

/**
 * The minimum order rule, the same on the device (before "Finalizar") and on the server (on a
 * finished sale): an order's total must reach the company's minimum and the minimum of every
 * condition its payments use. Answers the largest minimum the total falls short of (a condition's
 * before the company's at the same value: it is the one the seller can change), or null when the
 * order reaches them all — exactly at the minimum is enough.
 */
export function orderMinimumShortfall(
  total: number,
  conditions: readonly MinimumCondition[],
  companyMinimum: number | null | undefined,
): OrderMinimumShortfall | null {
  let binding: { minimum: number; condition: string | null } | null = null;
  for (const condition of conditions) {
    const minimum = condition.min_order_value ?? 0;
    if (minimum > 0 && (binding === null || minimum > binding.minimum))
      binding = { minimum, condition: condition.description };
  }
  const company = companyMinimum ?? 0;
  if (company > 0 && (binding === null || company > binding.minimum))
    binding = { minimum: company, condition: null };
  if (binding === null || total >= binding.minimum) return null;
  return { ...binding, missing: binding.minimum - total };
}

/** Whether an order of `total` may be paid with `condition` (its own minimum only). */
export function conditionReachable(total: number, condition: MinimumCondition): boolean {
  return total >= (condition.min_order_value ?? 0);
}

/** pt-BR texts of the rule, reviewed in one place. */
export const orderMinimumMessages = {
  /** "Faltam R$ 37,50 para o mínimo de R$ 500,00 da condição 28 dias". */
  shortfall: ({ minimum, condition, missing }: OrderMinimumShortfall) =>
    condition === null
      ? `Faltam ${formatMoney(missing)} para o pedido mínimo de ${formatMoney(minimum)} da empresa`
      : `Faltam ${formatMoney(missing)} para o mínimo de ${formatMoney(minimum)} da condição ${condition}`,
  /** Beside a condition the order does not reach yet. */
  conditionMinimum: (minimum: number) => `pedido mínimo ${formatMoney(minimum)}`,
} as const;
