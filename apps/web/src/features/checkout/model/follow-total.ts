import { cartTotals, type Sale } from '@rota/domain';

/**
 * A cart paid by one line that covered the whole sale keeps it covered when the items change:
 * the seller chose "Boleto 30/60" for the order, not for the amount it had when they chose it.
 * Any other case is left to the seller (two lines, or one they set to a part of the total): the
 * payment section shows what is missing or over, and Finalizar waits for it.
 */
export function followTotal(before: Sale, after: Sale): Sale {
  const [line] = after.payments;
  if (after.payments.length !== 1 || !line || before.payments.length !== 1) return after;
  const was = cartTotals(before).net;
  const now = cartTotals(after).net;
  if (was === now || line.price !== was || now < 0) return after;
  return { ...after, payments: [{ ...line, price: now }] };
}
