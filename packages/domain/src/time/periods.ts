import { dateOfDayNumber, dayNumberOf, daysInMonth, weekdayOfDayNumber } from './calendar-date.ts';
import { DEFAULT_TIME_ZONE, zonedDate } from './time-zone.ts';

/** A span of calendar days, both ends included, as `yyyy-mm-dd`. */
export interface DateRange {
  from: string;
  to: string;
}

/** The periods a seller picks on the sales and report screens. */
export const PERIOD_KINDS = ['today', 'week', 'month', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/**
 * `date` moved by `days` calendar days (negative: back). The one date shift of Rota: a plain
 * `yyyy-mm-dd` has no time zone, so this is arithmetic on the calendar, never on instants.
 */
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumberOf(date) + days);
}

/** Weekday of a plain date: 0 = Sunday (Domingo) … 6 = Saturday (Sábado). */
export function weekdayOfDate(date: string): number {
  return weekdayOfDayNumber(dayNumberOf(date));
}

/** The Monday of the commercial week `date` falls in (the date itself on a Monday). */
export function startOfWeek(date: string): string {
  return addDays(date, -((weekdayOfDate(date) + 6) % 7));
}

/** The 1st of the month `date` falls in. */
export function startOfMonth(date: string): string {
  dayNumberOf(date);
  return `${date.slice(0, 8)}01`;
}

/** The last day of the month `date` falls in (29 February in a leap year). */
export function endOfMonth(date: string): string {
  dayNumberOf(date);
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${date.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`;
}

/** 1 January of the year `date` falls in. */
export function startOfYear(date: string): string {
  dayNumberOf(date);
  return `${date.slice(0, 4)}-01-01`;
}

/** The 1st of the month after the one `date` falls in (a December gives the next January). */
export function startOfNextMonth(date: string): string {
  return addDays(endOfMonth(date), 1);
}

/** The 1st of the month before the one `date` falls in (a January gives the December before). */
export function startOfPreviousMonth(date: string): string {
  return startOfMonth(addDays(startOfMonth(date), -1));
}

/**
 * The calendar days a seller means by a period, read in the time zone (America/Sao_Paulo by
 * default), each ending today:
 * - `today`: today alone;
 * - `week`: from this week's Monday (the commercial week; on a Monday, that day alone) to today;
 * - `month`: from the 1st of this month to today;
 * - `custom`: the given range, its ends swapped when given backwards (a seller who typed the
 *   dates in the wrong order still gets the days between them).
 */
export function periodRange(
  kind: PeriodKind,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  custom?: DateRange,
): DateRange {
  const today = zonedDate(now, timeZone);
  switch (kind) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: startOfWeek(today), to: today };
    case 'month':
      return { from: startOfMonth(today), to: today };
    case 'custom': {
      if (!custom) throw new RangeError('A custom period needs its dates');
      dayNumberOf(custom.from);
      dayNumberOf(custom.to);
      return custom.from <= custom.to ? custom : { from: custom.to, to: custom.from };
    }
  }
}

/**
 * The same stretch of the previous month as `range` covers of its own month, to compare a month
 * so far fairly: 1–24 November against 1–24 October. A day the previous month lacks is clamped
 * to its last day (1–31 March against 1–28 February; 1–30 against 1–28 too). `range` is read
 * from its `from`'s month; a January compares with the December before.
 */
export function previousMonthRange(range: DateRange): DateRange {
  const last = endOfMonth(startOfPreviousMonth(range.from));
  // The same day number in the previous month, clamped: '2026-02-31' sorts after '2026-02-28'.
  const sameDay = (date: string) => {
    const shifted = `${last.slice(0, 8)}${date.slice(8, 10)}`;
    return shifted < last ? shifted : last;
  };
  const to = range.to.slice(0, 7) === range.from.slice(0, 7) ? sameDay(range.to) : last;
  return { from: sameDay(range.from), to };
}

/** Every date of a range, in order (empty when `to` is before `from`). */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = dayNumberOf(range.from); day <= dayNumberOf(range.to); day++)
    days.push(dateOfDayNumber(day));
  return days;
}

/** Whether a `yyyy-mm-dd` date lies within a range, ends included. */
export function isDateInRange(date: string, range: DateRange): boolean {
  return date >= range.from && date <= range.to;
}
