import { dateOfDayNumber, dayNumberOf, isPlainDate, weekdayOfDayNumber } from './calendar-date.ts';

/** Every day boundary in Rota is read in this zone (§5, DESIGN.md). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // h23, not hour12: false, which some engines render as '24:05' just after midnight.
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a time zone, zero-padded (`year` has 4 digits). */
export interface ZonedFields {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** Reads an instant's calendar and clock in a time zone: the one place Intl does it. */
export function zonedFields(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedFields {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: get('year').padStart(4, '0'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** The calendar date an instant falls on in a time zone, as `yyyy-mm-dd`. */
export function zonedDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = zonedFields(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/**
 * The first instant of a calendar day (`yyyy-mm-dd`) in a time zone: its midnight, or, on a day
 * whose midnight a clock change skipped, the first minute that exists. Found by searching the
 * instants around UTC midnight (every zone is within 14 hours of it) for the first one whose
 * zoned date is the day, to the minute.
 */
export function zonedDayStart(day: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(utcMidnight)) throw new RangeError(`Not a date: ${day}`);
  const minute = 60_000;
  let low = utcMidnight - 15 * 60 * minute; // still the day before, in every zone
  let high = utcMidnight + 15 * 60 * minute; // already the day, in every zone
  while (high - low > minute) {
    const middle = low + Math.floor((high - low) / 2 / minute) * minute;
    if (zonedDate(new Date(middle), timeZone) >= day) high = middle;
    else low = middle;
  }
  return new Date(high);
}

/**
 * The instants bounding a calendar day in a time zone, for a query by day: from its first
 * instant ({@link zonedDayStart}) to the next day's, that one excluded.
 */
export function dayBounds(day: string, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  return {
    start: zonedDayStart(day, timeZone),
    end: zonedDayStart(dateOfDayNumber(dayNumberOf(day) + 1), timeZone),
  };
}

/** Days since 1970-01-01 of the calendar date an instant falls on in a time zone. */
export function zonedDayNumber(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  return dayNumberOf(zonedDate(instant, timeZone));
}

/**
 * Whole calendar days between two instants, each read as a date in the time zone:
 * 23:59 and 00:01 of the next day are 1 day apart, whatever the hours say.
 */
export function calendarDaysBetween(from: Date, to: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  return zonedDayNumber(to, timeZone) - zonedDayNumber(from, timeZone);
}

/** Weekday of an instant in a time zone: 0 = Sunday (Domingo) … 6 = Saturday (Sábado). */
export function zonedWeekday(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  return weekdayOfDayNumber(zonedDayNumber(instant, timeZone));
}

/** Parses a wire date: ISO 8601 with time, or a plain `yyyy-mm-dd` read as midday in São Paulo. */
export function parseWireDate(value: string): Date {
  return isPlainDate(value) ? new Date(`${value}T12:00:00-03:00`) : new Date(value);
}
