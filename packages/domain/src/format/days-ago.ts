import { calendarDaysBetween, DEFAULT_TIME_ZONE } from '../time/time-zone.ts';

/**
 * How many São Paulo calendar days ago something happened, as a person counts them: 'hoje',
 * 'ontem', 'há 19 dias' (9/11 at 17h seen on 28/11 at 9h is 19 days, not the 18 × 24 h that
 * have passed, so the list agrees with the date on the client's page), then months past 60 days
 * ('há 3 meses'). A date after `now` reads 'hoje'.
 */
export function formatDaysAgo(
  instant: Date | string,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const days = calendarDaysBetween(new Date(instant), now, timeZone);
  if (days <= 0) return 'hoje';
  if (days === 1) return 'ontem';
  if (days < 60) return `há ${days} dias`;
  return `há ${Math.floor(days / 30)} meses`;
}
