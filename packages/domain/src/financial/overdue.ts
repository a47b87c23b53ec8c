import { DEFAULT_TIME_ZONE, zonedDate } from '../time/time-zone.ts';
import type { FinancialTitle } from './financial-title.schema.ts';

/** What is still owed on a title, in centavos (never negative). */
export function titleBalance(title: Pick<FinancialTitle, 'amount' | 'amount_paid' | 'status'>): number {
  if (title.status === 'Cancelado' || title.status === 'Pago') return 0;
  return Math.max(0, title.amount - title.amount_paid);
}

/** A title is overdue when something is owed and its due date is before today in São Paulo. */
export function isOverdue(
  title: Pick<FinancialTitle, 'amount' | 'amount_paid' | 'status' | 'due_date'>,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return titleBalance(title) > 0 && title.due_date < zonedDate(now, timeZone);
}
