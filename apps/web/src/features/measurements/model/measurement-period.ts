/**
 * The `goTo` of a new measurement (`/admin/measurements/nova`): the bare `/admin/measurements` is
 * the list's own path, so the optional segment cannot be left out to mean "new".
 */
export const NEW_MEASUREMENT = 'nova';

/** The periods the Medições screen filters by. */
export type MeasurementPeriod = 'today' | 'week' | 'month' | 'all';

/** `yyyy-mm-dd` moved by whole calendar days (plain dates: no time zone involved). */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The first day a period shows, counting `today` (São Paulo's calendar day): today only, the
 * last 7 days, the last 30 days, or everything (null).
 */
export function periodStart(period: MeasurementPeriod, today: string): string | null {
  if (period === 'today') return today;
  if (period === 'week') return shiftDay(today, -6);
  if (period === 'month') return shiftDay(today, -29);
  return null;
}

/** The weekday of a plain date, 0 (Sunday) to 6. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}
