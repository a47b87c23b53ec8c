import { addDays } from '../time/periods.ts';

/** A day off on the calendar, with the name a person reads. */
export interface Holiday {
  /** `yyyy-mm-dd`. */
  date: string;
  name: string;
}

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"),
 * from which Brazil's movable holidays are counted.
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Fixed national holidays: Lei nº 662/1949 as amended (Lei nº 10.607/2002), Lei nº 6.802/1980, Lei nº 14.759/2023. */
const FIXED: readonly (readonly [monthDay: string, name: string])[] = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['11-20', 'Dia Nacional de Zumbi e da Consciência Negra'],
  ['12-25', 'Natal'],
];

/** The day 20 November became a national holiday (Lei nº 14.759, of 21 December 2023). */
const BLACK_CONSCIOUSNESS_FROM = 2024;

/**
 * Brazil's national holidays of a year, in date order: the fixed ones and Sexta-feira da Paixão
 * (Easter − 2, observed nationally with Lei nº 9.093/1995). Carnival and Corpus Christi are
 * "pontos facultativos", not holidays: a company that stops on them adds them to its calendar,
 * as it adds its state's and city's holidays.
 */
export function brazilNationalHolidays(year: number): Holiday[] {
  const prefix = String(year).padStart(4, '0');
  const holidays: Holiday[] = FIXED.filter(
    ([monthDay]) => monthDay !== '11-20' || year >= BLACK_CONSCIOUSNESS_FROM,
  ).map(([monthDay, name]) => ({ date: `${prefix}-${monthDay}`, name }));
  holidays.push({ date: addDays(easterSunday(year), -2), name: 'Paixão de Cristo' });
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}
