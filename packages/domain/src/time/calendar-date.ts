/*
 * The plain calendar date `yyyy-mm-dd`: a day with no time zone, the form every day of Rota takes
 * on the wire and in memory. Its arithmetic counts days since 1970-01-01 on the proleptic
 * Gregorian calendar, never instants, so no clock change can shift it.
 */

const MS_PER_DAY = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Gregorian rule; plain arithmetic, since `Date.UTC` reads years 0-99 as 1900-1999. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** How many days a month (1-12) has in a year; 0 for a month that does not exist. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** Whether `text` has the shape of a plain date, `yyyy-mm-dd` (not whether the calendar has it). */
export function isPlainDate(text: string): boolean {
  return DATE.test(text);
}

/** Whether `text` is a `yyyy-mm-dd` that names a day of the calendar (`Date.parse` takes 2026-02-30 too). */
export function isCalendarDate(text: string): boolean {
  if (!isPlainDate(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days since 1970-01-01 of a `yyyy-mm-dd`; anything else is a bug upstream. */
export function dayNumberOf(date: string): number {
  if (!isPlainDate(date)) throw new RangeError(`Not a date: ${date}`);
  const value = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(value)) throw new RangeError(`Not a date: ${date}`);
  return Math.floor(value / MS_PER_DAY);
}

/** The `yyyy-mm-dd` of a day number ({@link dayNumberOf}'s inverse). */
export function dateOfDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Weekday of a day number: 0 = Sunday (Domingo) … 6 = Saturday (Sábado). */
export function weekdayOfDayNumber(day: number): number {
  // 1970-01-01 was a Thursday (4).
  return (((day + 4) % 7) + 7) % 7;
}
