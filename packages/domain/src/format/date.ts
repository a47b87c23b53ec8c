import { isCalendarDate } from '../time/calendar-date.ts';
import { DEFAULT_TIME_ZONE, parseWireDate, type ZonedFields, zonedFields } from '../time/time-zone.ts';

/*
 * Dates are shown as dd/mm/yyyy (§9), read in the company's time zone, not the device's nor UTC:
 * a sale at 22:30 in São Paulo is still that day. Intl gives the zoned fields; the layout is ours,
 * so no engine's pt-BR pattern can change it.
 */

/** A wire date's or an instant's fields in the time zone; an invalid date is a bug upstream. */
function fieldsOf(instant: Date | string, timeZone: string): ZonedFields {
  const date = typeof instant === 'string' ? parseWireDate(instant) : instant;
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Not a date: ${String(instant)}`);
  }
  return zonedFields(date, timeZone);
}

/**
 * An instant as 'dd/mm/yyyy' on the calendar of the time zone. A string is read as a wire date:
 * ISO 8601 with a time, or a bare 'yyyy-mm-dd', which stays that day.
 */
export function formatDate(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { day, month, year } = fieldsOf(instant, timeZone);
  return `${day}/${month}/${year}`;
}

/** An instant as 'dd/mm/yyyy HH:mm' (24-hour clock) in the time zone. */
export function formatDateTime(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { day, month, year, hour, minute } = fieldsOf(instant, timeZone);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

const BRAZILIAN_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A typed date 'dd/mm/yyyy' (day and month may have one digit) as the wire form 'yyyy-mm-dd',
 * or null when it is not a date that exists: '31/02/2026' and '29/02/2025' give null.
 */
export function parseBrazilianDate(text: string): string | null {
  const match = BRAZILIAN_DATE.exec(text.trim());
  if (!match) return null;
  const [, dayText = '', monthText = '', yearText = ''] = match;
  const date = `${yearText}-${monthText.padStart(2, '0')}-${dayText.padStart(2, '0')}`;
  return Number(yearText) >= 1 && isCalendarDate(date) ? date : null;
}
