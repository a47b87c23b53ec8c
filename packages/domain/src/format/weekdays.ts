import { normalizeText } from '../text/normalize-text.ts';

/** Days of the week in pt-BR, indexed like `zonedWeekday`: 0 = Domingo … 6 = Sábado. */
export const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

export type Weekday = (typeof WEEKDAYS)[number];

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
