import { formatDate } from '../format/date.ts';
import { formatMoney } from '../format/money.ts';
import { addDays } from '../time/periods.ts';
import type { ConditionPayment } from './condition-payment.schema.ts';

/** One installment of a payment: its number, the days after the sale, the due date and the amount. */
export interface Installment {
  parcel: number;
  days: number;
  /** `yyyy-mm-dd`. */
  due_date: string;
  /** Centavos. */
  amount: number;
}

/**
 * The installments a payment line becomes under its condition (e.g. 30/60/90), dated from the
 * sale's date (`yyyy-mm-dd`, the competence date when set): the amount split in equal centavos,
 * the centavos that do not divide going to the first installments (R$ 100,00 in 3 is 33,34 +
 * 33,33 + 33,33), as Brazilian boletos are usually issued. A condition without itens is cash:
 * one installment due on the day. Installments are ordered by their days.
 */
export function installmentPlan(
  amount: number,
  condition: Pick<ConditionPayment, 'itens'>,
  saleDate: string,
): Installment[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`installmentPlan: amount ${amount}`);
  const itens =
    condition.itens.length > 0
      ? [...condition.itens].sort((a, b) => a.days - b.days || a.parcel - b.parcel)
      : [{ parcel: 1, days: 0 }];
  const count = itens.length;
  const base = Math.floor(amount / count);
  const remainder = amount - base * count;
  return itens.map((item, index) => ({
    parcel: index + 1,
    days: item.days,
    due_date: addDays(saleDate, item.days),
    amount: base + (index < remainder ? 1 : 0),
  }));
}

/**
 * How a plan reads in one line: "À vista — R$ 360,00 em 24/11/2026", "3x de R$ 120,00 — 30/60/90
 * dias", or, when the centavos do not divide, "3x (1x de R$ 33,34 e 2x de R$ 33,33) — 30/60/90 dias".
 */
export function installmentSummary(plan: readonly Installment[]): string {
  const first = plan[0];
  if (!first) return '';
  if (plan.length === 1 && first.days === 0)
    return `À vista — ${formatMoney(first.amount)} em ${formatDate(first.due_date)}`;
  const days = `${plan.map((installment) => installment.days).join('/')} dias`;
  const last = plan[plan.length - 1] as Installment;
  if (first.amount === last.amount) return `${plan.length}x de ${formatMoney(first.amount)} — ${days}`;
  const larger = plan.filter((installment) => installment.amount === first.amount).length;
  return `${plan.length}x (${larger}x de ${formatMoney(first.amount)} e ${plan.length - larger}x de ${formatMoney(last.amount)}) — ${days}`;
}
