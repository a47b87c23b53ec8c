import { fromThousandths, toThousandths } from '../quantity/quantity.ts';
import type { Sale, SaleItem } from './sale.schema.ts';

/**
 * A line's total in centavos: quantity × unit price (ten-thousandths of a real) rounded half
 * up to the centavo, minus the line's discount. Integer arithmetic only, the quantity in
 * thousandths: 3 × R$ 0,3333 is R$ 1,00 (9999 ten-thousandths → 100 centavos), never
 * 0.9999000001, and 2,5 kg × R$ 12,9900 is R$ 32,48 (32,475 rounded half up).
 */
export function lineTotal(item: Pick<SaleItem, 'quantity' | 'unit_price' | 'discount'>): number {
  // thousandths of a unit × ten-thousandths of a real = ten-millionths of a real; 10^5 of them a centavo.
  const product = toThousandths(item.quantity) * item.unit_price;
  const cents = Number.isSafeInteger(product)
    ? Math.floor((product + 50_000) / 100_000)
    : Number((BigInt(toThousandths(item.quantity)) * BigInt(item.unit_price) + 50_000n) / 100_000n);
  return cents - item.discount;
}

export interface CartTotals {
  /** Sum of the lines before discount, centavos. */
  gross: number;
  discount: number;
  /** What the client pays, centavos. */
  net: number;
  /** Sum of the payment lines, centavos. */
  paid: number;
  /** net − paid: positive when the payments do not cover the sale yet. */
  remaining: number;
  itemCount: number;
  quantity: number;
}

export function cartTotals(cart: Pick<Sale, 'items' | 'payments'>): CartTotals {
  let gross = 0;
  let discount = 0;
  let quantityThousandths = 0;
  for (const item of cart.items) {
    gross += lineTotal({ ...item, discount: 0 });
    discount += item.discount;
    quantityThousandths += toThousandths(item.quantity);
  }
  const quantity = fromThousandths(quantityThousandths);
  const net = gross - discount;
  const paid = cart.payments.reduce((sum, payment) => sum + payment.price, 0);
  return { gross, discount, net, paid, remaining: net - paid, itemCount: cart.items.length, quantity };
}
