import { formatDate } from '../format/date.ts';
import { isLeapYear, isPlainDate } from './calendar-date.ts';
import { addDays } from './periods.ts';
import { DEFAULT_TIME_ZONE, zonedDate } from './time-zone.ts';

/**
 * How far from the receiver's clock a date may be. `earliest` is whole days back (an instant:
 * 24 hours each, from `now`; a day: calendar days before today) or a fixed first day; `latest`
 * whole days ahead (likewise) or calendar years after today. Both edges are allowed.
 */
export interface DateBound {
  earliest: { daysBefore: number } | { day: string };
  latest: { daysAfter: number } | { yearsAfter: number };
}

/**
 * The bounds Rota puts on the dates people and the ERP send (docs/server.md "Dates"): the
 * schemas only check a date's form, so without these year 1 and year 9999 went through.
 * - `deviceMoment`: a moment a device recorded with its own clock — a stamp, an appointment's
 *   start, end and pauses, a visit, a sale's creation. Not older than 31 days, so a device that
 *   worked offline for weeks still pushes what it did; not more than one day ahead of the
 *   server, which absorbs a device clock off by hours or in another zone, but not one set to a
 *   wrong year.
 * - `recordedDay`: a day a person says something happened (a measurement): the last 31 days,
 *   today included, never after today.
 * - `competenceDay`: the accounting day a seller may choose for a sale (data de competência):
 *   31 days back (a sale taken on paper in the month just closed) to 31 ahead (billed next
 *   month).
 * - `deliveryDay`: the day the ERP schedules a delivery: 31 days back (the ERP recording the day
 *   a past delivery really left) to a year ahead (a scheduled order).
 * - `erpDay`: a day of the ERP's own records (titles, checks, purchases, price lists, production
 *   orders): from 2000 (what the manager's charts read) to 10 years ahead (a long financing's
 *   last instalment).
 */
export const DATE_BOUNDS = {
  deviceMoment: { earliest: { daysBefore: 31 }, latest: { daysAfter: 1 } },
  recordedDay: { earliest: { daysBefore: 31 }, latest: { daysAfter: 0 } },
  competenceDay: { earliest: { daysBefore: 31 }, latest: { daysAfter: 31 } },
  deliveryDay: { earliest: { daysBefore: 31 }, latest: { daysAfter: 366 } },
  erpDay: { earliest: { day: '2000-01-01' }, latest: { yearsAfter: 10 } },
} as const satisfies Record<string, DateBound>;
export type DateBoundName = keyof typeof DATE_BOUNDS;

const MS_PER_DAY = 86_400_000;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The last calendar day `years` after `today`; 29 February lands on the 28th in a common year. */
function yearsAfter(today: string, years: number): string {
  const year = Number(today.slice(0, 4)) + years;
  const monthDay = today.slice(5) === '02-29' && !isLeapYear(year) ? '02-28' : today.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/**
 * What is wrong with `value` (a wire date `yyyy-mm-dd` or a date-time with offset) under
 * `bound`, as a pt-BR sentence starting with the field's `label` ("A data de início deve estar
 * nos últimos 31 dias"), or null when it is inside. A day is compared with today in the time zone;
 * an instant with `now` to the millisecond for day counts, or by its calendar day in the zone
 * for fixed days and years. `now` is the receiver's clock: the server's on receipt, the
 * device's before it queues.
 */
export function dateBoundProblem(
  value: string,
  bound: DateBound,
  label: string,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const isDay = isPlainDate(value);
  const instant = isDay ? Number.NaN : Date.parse(value);
  if (!isDay && Number.isNaN(instant)) return null; // the schema names a malformed date
  const today = zonedDate(now, timeZone);
  const day = isDay ? value : zonedDate(new Date(instant), timeZone);

  const { earliest, latest } = bound;
  if ('day' in earliest) {
    if (day < earliest.day) return `${label} deve ser a partir de ${formatDate(earliest.day)}`;
  } else {
    const tooOld = isDay
      ? day < addDays(today, -earliest.daysBefore)
      : instant < now.getTime() - earliest.daysBefore * MS_PER_DAY;
    if (tooOld) return `${label} deve estar nos últimos ${plural(earliest.daysBefore, 'dia', 'dias')}`;
  }
  if ('yearsAfter' in latest) {
    const last = yearsAfter(today, latest.yearsAfter);
    if (day > last) return `${label} deve ser até ${formatDate(last)}`;
  } else if (isDay) {
    const last = addDays(today, latest.daysAfter);
    if (day > last)
      return latest.daysAfter === 0
        ? `${label} não pode ser depois de hoje`
        : `${label} deve ser até ${formatDate(last)}`;
  } else if (instant > now.getTime() + latest.daysAfter * MS_PER_DAY) {
    return `${label} não pode estar mais de ${plural(latest.daysAfter, 'dia', 'dias')} no futuro`;
  }
  return null;
}
