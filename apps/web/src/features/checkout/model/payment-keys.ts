import type { SalePayment } from '@rota/domain';

/**
 * React keys for a sale's payment lines, which have no id of their own: form, condition and
 * amount, with a counter for repeats. Adding or removing a line keeps the others' keys.
 */
export function paymentKeys(payments: readonly SalePayment[]): string[] {
  const seen = new Map<string, number>();
  return payments.map((payment) => {
    const base = `${payment.form_payment_id}-${payment.condition_payment_id}-${payment.price}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  });
}
