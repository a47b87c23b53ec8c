import { formatPercent } from '../format/money.ts';
import { lineTotal } from './cart-totals.ts';
import type { SaleItem } from './sale.schema.ts';

type PricedItem = Pick<SaleItem, 'quantity' | 'unit_price'>;

/** The pt-BR messages of the discount rule, shared by the checkout and the server's sale check. */
export const discountMessages = {
  notAllowed: 'Seu perfil não permite dar desconto',
  aboveGross: 'O desconto não pode ser maior que o valor do item',
  aboveLimit: (percent: number) => `O desconto passa do limite de ${formatPercent(percent)} da empresa`,
  aboveApprovalLimit: (percent: number) =>
    `O desconto passa do limite de ${formatPercent(percent)} que um supervisor pode aprovar`,
  finalAboveList: 'O preço final não pode ser maior que o preço do item',
  invalidPercent: 'Informe um percentual entre 0 e 100',
} as const;

/** A line's value before discount, centavos. */
export function grossOf(item: PricedItem): number {
  return lineTotal({ ...item, discount: 0 });
}

/**
 * The line's discount in centavos for a percentage typed by the seller, in hundredths of a
 * percent (5,5% = 550), rounded half up to the centavo: 5% of R$ 33,33 is R$ 1,67. Integer
 * arithmetic only, so 5,5% of any amount is the same on the phone and on the server.
 */
export function discountFromPercent(item: PricedItem, basisPoints: number): number {
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000)
    throw new RangeError(discountMessages.invalidPercent);
  return Math.floor((grossOf(item) * basisPoints + 5_000) / 10_000);
}

/**
 * The line's discount for a final unit price typed by the seller (ten-thousandths of a real):
 * what the line loses against its price, with the net rounded as every line is (`lineTotal`).
 * A final price above the line's own price is not a discount (RangeError with the pt-BR text).
 */
export function discountFromFinalUnitPrice(item: PricedItem, finalUnitPrice: number): number {
  if (!Number.isSafeInteger(finalUnitPrice) || finalUnitPrice < 0 || finalUnitPrice > item.unit_price)
    throw new RangeError(discountMessages.finalAboveList);
  return grossOf(item) - grossOf({ quantity: item.quantity, unit_price: finalUnitPrice });
}

/** The discount as a percentage of the line, for display (2 decimals); 0 for an empty line. */
export function discountPercentOf(item: PricedItem & Pick<SaleItem, 'discount'>): number {
  const gross = grossOf(item);
  return gross === 0 ? 0 : Math.round((item.discount * 10_000) / gross) / 100;
}

export interface DiscountPolicy {
  /** The company's `max_discount_percent` (0–100): what a seller may give alone. */
  maxPercent: number;
  /**
   * The company's `approval_discount_percent` (0–100): above `maxPercent` and up to this, the
   * line waits for a supervisor instead of being refused (none when not above `maxPercent`).
   */
  approvalPercent: number;
  /** §6 canDescontItem. */
  mayDiscount: boolean;
}

/** The two limits of a discount policy, as a screen shows them. */
export type DiscountLimits = Pick<DiscountPolicy, 'maxPercent' | 'approvalPercent'>;

type DiscountedItem = PricedItem & Pick<SaleItem, 'discount'>;

/** Whether the discount passes `percent` of the line (the limit itself is within: 10% on 10%). */
function above(item: DiscountedItem, percent: number): boolean {
  return item.discount * 100 > grossOf(item) * percent;
}

/**
 * Whether a line's discount holds, however it was typed (percentage or final price): none
 * without canDescontItem, never above the line's value, never above the company's limit (the
 * limit itself is allowed: 10% on a 10% limit) or, when the company lets a supervisor approve
 * more, above that. The message to show, or null.
 */
export function itemDiscountError(item: DiscountedItem, policy: DiscountPolicy): string | null {
  if (item.discount === 0) return null;
  if (!policy.mayDiscount) return discountMessages.notAllowed;
  if (item.discount > grossOf(item)) return discountMessages.aboveGross;
  if (policy.approvalPercent > policy.maxPercent) {
    return above(item, policy.approvalPercent)
      ? discountMessages.aboveApprovalLimit(policy.approvalPercent)
      : null;
  }
  if (above(item, policy.maxPercent)) return discountMessages.aboveLimit(policy.maxPercent);
  return null;
}

/**
 * Whether a line the policy accepts gives more than the seller may alone, so the sale waits for
 * a supervisor (`saleApprovalReasons`): above `maxPercent`, within `approvalPercent`.
 */
export function itemDiscountNeedsApproval(item: DiscountedItem, policy: DiscountPolicy): boolean {
  return item.discount > 0 && itemDiscountError(item, policy) === null && above(item, policy.maxPercent);
}
