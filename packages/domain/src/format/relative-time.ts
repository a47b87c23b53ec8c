import { LOCALE } from '../constants.ts';
import { parseWireDate } from '../time/time-zone.ts';

/*
 * "Time ago" text (§9: units from seconds to years). The unit is the largest whose count is at
 * least 1, counting whole units (floor), so 'há 1 hora' always means a full hour has passed:
 *
 *   under 1 s        'agora'
 *   under 60 s       seconds   'há 45 segundos'
 *   under 60 min     minutes   'há 1 minuto'
 *   under 24 h       hours     'em 2 horas'
 *   under 30 days    days      'há 3 dias'
 *   under 365 days   months of 30 days, at most 11   'há 11 meses'
 *   from 365 days    years of 365 days               'há 2 anos'
 *
 * No weeks: sellers read this next to visiting cadences counted in days (Quinzenal = 14 days),
 * and 'há 2 semanas' would hide whether a client is at 14 days or at 20.
 * Elapsed time, not calendar days: the text says how long ago, not which day (formatDate does).
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

// numeric 'always' keeps the count ('há 1 dia', never 'ontem'); 'auto' only words the zero ('agora').
const counted = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'always' });
const worded = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

function toDate(instant: Date | string, name: string): Date {
  const date = typeof instant === 'string' ? parseWireDate(instant) : instant;
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`formatRelativeTime: ${name} is not a date: ${String(instant)}`);
  }
  return date;
}

function largestUnit(ms: number): [count: number, unit: Intl.RelativeTimeFormatUnit] {
  if (ms < MINUTE_MS) return [Math.floor(ms / SECOND_MS), 'second'];
  if (ms < HOUR_MS) return [Math.floor(ms / MINUTE_MS), 'minute'];
  if (ms < DAY_MS) return [Math.floor(ms / HOUR_MS), 'hour'];
  const days = Math.floor(ms / DAY_MS);
  if (days < DAYS_PER_MONTH) return [days, 'day'];
  if (days < DAYS_PER_YEAR) return [Math.min(11, Math.floor(days / DAYS_PER_MONTH)), 'month'];
  return [Math.floor(days / DAYS_PER_YEAR), 'year'];
}

/**
 * How far `instant` is from `now`, in pt-BR: 'há 3 dias' in the past, 'em 2 horas' in the future.
 * `now` is passed in so the domain never reads the clock. A string is read as a wire date.
 */
export function formatRelativeTime(instant: Date | string, now: Date): string {
  const elapsed = toDate(instant, 'instant').getTime() - toDate(now, 'now').getTime();
  const distance = Math.abs(elapsed);
  if (distance < SECOND_MS) return worded.format(0, 'second');
  const [count, unit] = largestUnit(distance);
  return counted.format(elapsed < 0 ? -count : count, unit);
}

/*
 * Short units for "atualizado há 2 s": the screens' status lines are read at a glance, and
 * Intl's short style says 'há 2 seg.', which is not how a Brazilian sign abbreviates seconds.
 */
const SHORT_UNITS: Partial<Record<Intl.RelativeTimeFormatUnit, string>> = {
  second: 's',
  minute: 'min',
  hour: 'h',
};

/**
 * How long ago `instant` was, for something known to have happened already (data fetched, a
 * sync done): 'agora', 'há 2 s', 'há 5 min', 'há 3 h', then 'há 2 dias', 'há 1 mês', 'há 2 anos'.
 * An instant after `now` reads 'agora', never the future: a screen's `now` ticks coarser than
 * the fetches it dates ('atualizado em 2 segundos' was a fetch landing after the last tick), and
 * a server's clock may run a little ahead of the device's.
 */
export function formatAgo(instant: Date | string, now: Date): string {
  const elapsed = toDate(now, 'now').getTime() - toDate(instant, 'instant').getTime();
  if (elapsed < SECOND_MS) return worded.format(0, 'second');
  const [count, unit] = largestUnit(elapsed);
  const short = SHORT_UNITS[unit];
  return short ? `há ${count} ${short}` : counted.format(-count, unit);
}
