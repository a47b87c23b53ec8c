import type { Sale, SaleItem } from './sale.schema.ts';

/**
 * A line's total in centavos: quantity × unit price (ten-thousandths of a real) rounded half
 * up to the centavo, minus the line's discount. Integer arithmetic only: 3 × R$ 0,3333 is
 * R$ 1,00 (9999 ten-thousandths → 100 centavos), never 0.9999000001.
 */
export function lineTotal(item: Pick<SaleItem, 'quantity' | 'unit_price' | 'discount'>): number {
  const tenThousandths = item.quantity * item.unit_price;
  return Math.floor((tenThousandths + 50) / 100) - item.discount;
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
  let quantity = 0;
  for (const item of cart.items) {
    gross += lineTotal({ ...item, discount: 0 });
    discount += item.discount;
    quantity += item.quantity;
  }
  const net = gross - discount;
  const paid = cart.payments.reduce((sum, payment) => sum + payment.price, 0);
  return { gross, discount, net, paid, remaining: net - paid, itemCount: cart.items.length, quantity };
}
