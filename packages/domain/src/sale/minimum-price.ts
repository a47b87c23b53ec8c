import { formatUnitPrice } from '../format/money.ts';
import { toThousandths } from '../quantity/quantity.ts';
import { lineTotal } from './cart-totals.ts';
import { grossOf } from './item-discount.ts';
import type { SaleItem } from './sale.schema.ts';

type PricedLine = Pick<SaleItem, 'quantity' | 'unit_price' | 'discount'>;

/**
 * Whether a line sells below the product's minimum price (docs/domain.md "Minimum prices"): what
 * the client pays for it, discount taken off, under what the same quantity costs at the minimum,
 * both rounded to the centavo as every line is. Exactly at the minimum is not below; no minimum
 * (null) never is.
 */
export function isBelowMinimumPrice(item: PricedLine, minPrice: number | null | undefined): boolean {
  if (minPrice === null || minPrice === undefined || item.quantity <= 0) return false;
  return lineTotal(item) < grossOf({ quantity: item.quantity, unit_price: minPrice });
}

/** The line's price per unit after its discount, in ten-thousandths of a real (for display). */
export function finalUnitPriceOf(item: PricedLine): number {
  const thousandths = toThousandths(item.quantity);
  if (thousandths <= 0) return item.unit_price;
  // centavos × 100 = ten-thousandths; per thousandth of a unit × 1000 = per unit.
  return Math.round((lineTotal(item) * 100 * 1000) / thousandths);
}

export const minimumPriceMessages = {
  below: (finalUnitPrice: number, minPrice: number) =>
    `preço final ${formatUnitPrice(finalUnitPrice)} abaixo do mínimo de ${formatUnitPrice(minPrice)}`,
} as const;
