import { addDays } from '@rota/domain';

/**
 * The `goTo` of a new measurement (`/admin/measurements/nova`): the bare `/admin/measurements` is
 * the list's own path, so the optional segment cannot be left out to mean "new".
 */
export const NEW_MEASUREMENT = 'nova';

/** The periods the Medições screen filters by. */
export type MeasurementPeriod = 'today' | 'week' | 'month' | 'all';

/**
 * The first day a period shows, counting `today` (São Paulo's calendar day): today only, the
 * last 7 days, the last 30 days, or everything (null).
 */
export function periodStart(period: MeasurementPeriod, today: string): string | null {
  if (period === 'today') return today;
  if (period === 'week') return addDays(today, -6);
  if (period === 'month') return addDays(today, -29);
  return null;
}
