import { addDays, endOfMonth, weekdayOfDate } from '../time/periods.ts';
import { brazilNationalHolidays, type Holiday } from './brazil-holidays.ts';

/**
 * The company's working calendar (docs/domain.md "Goals"): the weekdays its sellers work (0 =
 * Sunday … 6 = Saturday) and its own days off besides Brazil's national holidays (its state's and
 * city's, Carnival, a collective vacation), as `yyyy-mm-dd`.
 */
export interface WorkCalendar {
  weekdays: readonly number[];
  holidays: readonly string[];
}

/** Monday to Friday, national holidays only: what a company has until it says otherwise. */
export const DEFAULT_WORK_CALENDAR: WorkCalendar = { weekdays: [1, 2, 3, 4, 5], holidays: [] };

/** The national holiday or company day off on `day`, or null. */
export function holidayOn(day: string, calendar: WorkCalendar): Holiday | null {
  const national = brazilNationalHolidays(Number(day.slice(0, 4))).find((holiday) => holiday.date === day);
  if (national) return national;
  return calendar.holidays.includes(day) ? { date: day, name: 'Folga da empresa' } : null;
}

export function isWorkingDay(day: string, calendar: WorkCalendar): boolean {
  return calendar.weekdays.includes(weekdayOfDate(day)) && holidayOn(day, calendar) === null;
}

/** A month's working days as its goals count them, split at today. */
export interface MonthWorkingDays {
  total: number;
  /** Working days of the month before today. */
  elapsed: number;
  /** Working days from today (today included when it is one) to the month's last day. */
  left: number;
  /** Whether today is one of the month's working days. */
  today: boolean;
}

/**
 * The working days of `month` (`yyyy-mm`) split at `today`. Today counts as left: a seller reading
 * "R$ 1.200,00 por dia útil" at 8 a.m. still has the whole day to sell. A month already over has
 * none left; one not begun has them all.
 */
export function monthWorkingDays(month: string, today: string, calendar: WorkCalendar): MonthWorkingDays {
  const first = `${month}-01`;
  const national = new Set(brazilNationalHolidays(Number(month.slice(0, 4))).map((holiday) => holiday.date));
  const own = new Set(calendar.holidays);
  let total = 0;
  let elapsed = 0;
  let isToday = false;
  const last = endOfMonth(first);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (!calendar.weekdays.includes(weekdayOfDate(day)) || national.has(day) || own.has(day)) continue;
    total += 1;
    if (day < today) elapsed += 1;
    if (day === today) isToday = true;
  }
  return { total, elapsed, left: total - elapsed, today: isToday };
}
