import { parseWireDate, zonedDate } from '../time/time-zone.ts';

/**
 * A visit's length in whole minutes, from check-in to check-out (ISO instants): an instant
 * difference, so a visit across São Paulo's midnight counts what it lasted. Null when the
 * check-out is missing or before the check-in (a phone's clock set back).
 */
export function visitMinutes(checkIn: string, checkOut: string | null): number | null {
  if (checkOut === null) return null;
  const elapsed = parseWireDate(checkOut).getTime() - parseWireDate(checkIn).getTime();
  return elapsed < 0 ? null : Math.round(elapsed / 60_000);
}

/** The São Paulo day a visit counts on: its check-in's, wherever the check-out falls. */
export function visitDay(checkIn: string): string {
  return zonedDate(parseWireDate(checkIn));
}
