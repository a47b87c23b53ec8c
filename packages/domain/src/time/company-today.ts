import { DEFAULT_TIME_ZONE, zonedDate } from './time-zone.ts';

/**
 * Today as the company lives it: the São Paulo calendar day ({@link zonedDate}) of a reading of a
 * clock the caller owns (the server's `deps.clock()`, the device's for the web's `useToday`). Every
 * "today" of Rota — the bakery's default day, overdue titles, the manager's default periods, the
 * demo seed, every screen that shows a day — comes from here, never from `toISOString()`, whose
 * date turns at 21:00 in São Paulo.
 */
export function companyToday(now: Date): string {
  return zonedDate(now, DEFAULT_TIME_ZONE);
}
