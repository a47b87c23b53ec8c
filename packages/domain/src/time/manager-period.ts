import { type DateRange, endOfMonth, periodRange, startOfPreviousMonth, startOfYear } from './periods.ts';
import { DEFAULT_TIME_ZONE, zonedDate } from './time-zone.ts';

/** The periods a manager picks for the whole manager area. */
export const MANAGER_PERIOD_KINDS = ['month', 'lastMonth', 'year', 'custom'] as const;
export type ManagerPeriodKind = (typeof MANAGER_PERIOD_KINDS)[number];

/** What the chart calls read: the days (both included) and the year of the yearly charts. */
export interface ManagerPeriod extends DateRange {
  year: number;
}

/**
 * The calendar days a manager means by a period, in the time zone (São Paulo by default):
 * - `month` (Este mês): the 1st of this month to today;
 * - `lastMonth` (Mês passado): the whole previous month (a January gives the December before);
 * - `year` (Este ano): 1 January to today;
 * - `custom` (Personalizado): the given days, swapped when given backwards.
 * The yearly charts (DRE, result, purchases by month) read `year`: the year of the last day.
 */
export function managerPeriod(
  kind: ManagerPeriodKind,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  custom?: DateRange,
): ManagerPeriod {
  const today = zonedDate(now, timeZone);
  const range = rangeOf(kind, today, now, timeZone, custom);
  return { ...range, year: Number(range.to.slice(0, 4)) };
}

function rangeOf(
  kind: ManagerPeriodKind,
  today: string,
  now: Date,
  timeZone: string,
  custom: DateRange | undefined,
): DateRange {
  switch (kind) {
    case 'month':
      return periodRange('month', now, timeZone);
    case 'lastMonth': {
      const from = startOfPreviousMonth(today);
      return { from, to: endOfMonth(from) };
    }
    case 'year':
      return { from: startOfYear(today), to: today };
    case 'custom':
      return periodRange('custom', now, timeZone, custom);
  }
}
