import { normalizeText } from '../text/normalize-text.ts';

/** Days of the week in pt-BR, indexed like `zonedWeekday`: 0 = Domingo … 6 = Sábado. */
export const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The name of a weekday index as `zonedWeekday` and `weekdayOfDate` give it (0 = Domingo …
 * 6 = Sábado). Any other number is a bug upstream, so it throws rather than name a wrong day.
 */
export function weekdayName(index: number): Weekday {
  const name = WEEKDAYS[index];
  if (name === undefined) throw new RangeError(`weekdayName expects 0 to 6, got ${index}`);
  return name;
}

/** The `visiting_day` of a client seen every other week, not on a set weekday (QUINZENAL_THRESHOLD_DAYS). */
export const QUINZENAL = 'Quinzenal';

/** What a client's `visiting_day` may hold: a weekday name or 'Quinzenal'. */
export type VisitingDay = Weekday | typeof QUINZENAL;

const FOLDED_WEEKDAYS: readonly string[] = WEEKDAYS.map(normalizeText);

/**
 * Index (0 = Domingo … 6 = Sábado) of a weekday name, or -1 when the text names no weekday,
 * like `Array#indexOf`. Accents, case, surrounding spaces and the '-feira' suffix are ignored, so
 * a `visiting_day` stored as 'terca' or 'SEGUNDA-FEIRA' still finds its day.
 */
export function weekdayIndex(name: string): number {
  const folded = normalizeText(name).replace(/[\s-]*feira$/, '');
  return FOLDED_WEEKDAYS.indexOf(folded);
}
