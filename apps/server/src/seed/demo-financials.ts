import { addDays, type CheckStatus, type FinancialTitleStatus } from '@rota/domain';
import type { checks, financialTitles } from '../db/schema/index.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import type { DemoSale } from './demo-sales.ts';
import type { Random } from './random.ts';

export type FinancialTitleRow = typeof financialTitles.$inferInsert;
export type CheckRow = typeof checks.$inferInsert;

/** Banks that clear most checks in Brazil (COMPE codes). */
const BANKS = ['001', '033', '104', '237', '341', '748', '756'] as const;

const RETURN_REASONS = [
  'Alínea 11 - cheque sem fundos (1ª apresentação)',
  'Alínea 12 - cheque sem fundos (2ª apresentação)',
  'Alínea 21 - cheque sustado pelo emitente',
] as const;

/** Forms the client pays on the spot (the title is settled the day it is issued). */
const PAID_ON_ISSUE = new Set(['FP02', 'FP03', 'FP05']);

/** Installments of `amount` centavos: equal parts, the remainder on the last. */
function split(amount: number, parts: number): number[] {
  const part = Math.floor(amount / parts);
  return Array.from({ length: parts }, (_, i) => (i === parts - 1 ? amount - part * (parts - 1) : part));
}

function titleState(
  random: Random,
  input: { form: string; amount: number; due: string; today: string },
): { status: FinancialTitleStatus; amount_paid: number; payment_date: string | null } {
  const { amount, due, today } = input;
  const open = { status: 'Aberto' as const, amount_paid: 0, payment_date: null };
  const notAfterToday = (date: string) => (date < today ? date : today);
  const paid = (date: string) => ({
    status: 'Pago' as const,
    amount_paid: amount,
    payment_date: notAfterToday(date),
  });
  if (PAID_ON_ISSUE.has(input.form)) return paid(due);
  if (input.form === 'FP04') return due <= today ? paid(due) : open;
  const partial = (date: string) => {
    const share = random.int(30, 70);
    if (amount < 2) return open;
    return {
      status: 'Parcial' as const,
      amount_paid: Math.max(1, Math.floor((amount * share) / 100)),
      payment_date: notAfterToday(date),
    };
  };
  if (random.chance(0.01)) return { status: 'Cancelado', amount_paid: 0, payment_date: null };
  if (due < today) {
    const roll = random.next();
    if (roll < 0.85) return paid(addDays(due, random.int(0, 5)));
    if (roll < 0.92) return partial(addDays(due, random.int(0, 10)));
    return open;
  }
  return random.chance(0.05) ? partial(today) : open;
}

function checkState(
  random: Random,
  goodFor: string,
  calendar: DemoCalendar,
): { status: CheckStatus; return_reason: string | null } {
  if (goodFor > calendar.today) return { status: 'Em carteira', return_reason: null };
  if (goodFor >= calendar.daysAgo(3)) return { status: 'Depositado', return_reason: null };
  const roll = random.next();
  if (roll < 0.85) return { status: 'Compensado', return_reason: null };
  if (roll < 0.93) return { status: 'Devolvido', return_reason: random.pick(RETURN_REASONS) };
  return { status: 'Resgatado', return_reason: null };
}

/**
 * What the ERP issued for the invoiced (Processado) sales: one title per installment of each
 * payment line (paid, partly paid, open, some overdue) and, for payments by check, the checks.
 */
export function buildFinancials(
  random: Random,
  input: { companyId: number; calendar: DemoCalendar; sales: readonly DemoSale[] },
): { titles: FinancialTitleRow[]; checks: CheckRow[] } {
  const titles: FinancialTitleRow[] = [];
  const checkRows: CheckRow[] = [];
  const today = input.calendar.today;
  let invoice = 45_000;
  for (const { row, client, payments } of input.sales) {
    if (row.status !== 'Processado' || !row.competence_at) continue;
    invoice += 1;
    const documentNumber = String(invoice).padStart(9, '0');
    const issue = row.competence_at;
    payments.forEach((payment, line) => {
      const amounts = split(payment.price, payment.days.length);
      const bank = random.pick(BANKS);
      const agency = random.digits(4);
      const account = `${random.digits(6)}-${random.digits(1)}`;
      const firstCheck = random.int(100_000, 899_999);
      payment.days.forEach((days, index) => {
        const amount = amounts[index] ?? 0;
        const due = addDays(issue, days);
        const installment = `${index + 1}/${payment.days.length}`;
        titles.push({
          uuid: random.uuid(),
          company_id: input.companyId,
          code_erp: `${documentNumber}-${line + 1}-${index + 1}`,
          code_erp_client: client.code_erp,
          document_number: documentNumber,
          installment,
          issue_date: issue,
          due_date: due,
          amount,
          form_payment_description: payment.formDescription,
          ...titleState(random, { form: payment.form, amount, due, today }),
        });
        if (payment.form === 'FP06') {
          checkRows.push({
            uuid: random.uuid(),
            company_id: input.companyId,
            code_erp: `CH${documentNumber}-${line + 1}-${index + 1}`,
            code_erp_client: client.code_erp,
            bank,
            agency,
            account,
            number: String(firstCheck + index),
            issuer_name: client.name,
            amount,
            issue_date: issue,
            good_for: due,
            ...checkState(random, due, input.calendar),
          });
        }
      });
    });
  }
  return { titles, checks: checkRows };
}
