import { MONTHS } from '../format/months.ts';
import { addDays, type DateRange, daysOf } from '../time/periods.ts';

/** A day of a chart's axis (§9): `dd/mm`, the year left out ('2026-10-31' → '31/10'). */
export function dayLabel(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** A month of a yearly chart: the month's first three letters and the year (3, 2026 → 'Mar/2026'). */
export function monthLabel(year: number, month: number): string {
  const name = MONTHS[month - 1];
  if (name === undefined || !Number.isInteger(month))
    throw new RangeError(`monthLabel expects 1 to 12, got ${month}`);
  return `${name.slice(0, 3)}/${year}`;
}

/** The 12 month labels of a year, January first. */
export function yearMonthLabels(year: number): string[] {
  return MONTHS.map((_, index) => monthLabel(year, index + 1));
}

/** The labels of a daily chart: every day of the range, in order, as `dd/mm`. */
export function dayLabels(range: DateRange): string[] {
  return daysOf(range).map(dayLabel);
}

/**
 * The period a summary compares with: as many days as `range` covers, ending the day before it
 * starts (1–24 November against 8–31 October; a single day against the day before).
 */
export function previousPeriod(range: DateRange): DateRange {
  const length = daysOf(range).length;
  const to = addDays(range.from, -1);
  return { from: addDays(to, -(length - 1)), to };
}

/** The overdue ageing buckets of the manager (docs/manager.md), by days past due. */
export const AGEING_BUCKETS = ['1–30 dias', '31–60 dias', '61–90 dias', 'mais de 90 dias'] as const;

/** Which ageing bucket a title `daysLate` days past due falls in (1 or more; 0 is not overdue). */
export function ageingBucket(daysLate: number): number {
  if (!Number.isInteger(daysLate) || daysLate < 1) throw new RangeError(`Not overdue: ${daysLate}`);
  if (daysLate <= 30) return 0;
  if (daysLate <= 60) return 1;
  if (daysLate <= 90) return 2;
  return 3;
}

/** The label of the rest after the top entries of a ranking: 'Outros clientes (12)'. */
export function othersLabel(what: string, count: number): string {
  return `Outros ${what} (${count})`;
}

/** Whether a label is {@link othersLabel}'s: the point that lumps the rest of a ranking. */
export function isOthersLabel(label: string): boolean {
  return /^Outros .+ \(\d+\)$/.test(label);
}
