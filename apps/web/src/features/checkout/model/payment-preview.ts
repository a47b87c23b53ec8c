import { type ConditionPayment, installmentPlan, installmentSummary } from '@rota/domain';

/**
 * The installments of an amount under a condition, in one line ("3x de R$ 120,00 — 30/60/90
 * dias", domain `installmentSummary`), dated from the sale's day (its competence date when set).
 * Empty for no condition or a negative amount.
 */
export function paymentPreview(
  amount: number | null,
  condition: Pick<ConditionPayment, 'itens'> | undefined,
  saleDay: string,
): string {
  if (amount === null || amount < 0 || !condition) return '';
  return installmentSummary(installmentPlan(amount, condition, saleDay));
}
