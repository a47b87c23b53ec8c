import { type DateRange, periodRange } from './periods.ts';
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
      const [year, month] = today.split('-').map(Number) as [number, number];
      const prevYear = month === 1 ? year - 1 : year;
      const prevMonth = month === 1 ? 12 : month - 1;
      const last = new Date(Date.UTC(prevYear, prevMonth, 0)).getUTCDate();
      const prefix = `${String(prevYear).padStart(4, '0')}-${String(prevMonth).padStart(2, '0')}-`;
      return { from: `${prefix}01`, to: `${prefix}${String(last).padStart(2, '0')}` };
    }
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom':
      return periodRange('custom', now, timeZone, custom);
  }
}
