import { DEFAULT_TIME_ZONE, zonedDate } from '@rota/domain';

/**
 * Today as the company lives it: the São Paulo calendar day (domain `zonedDate`) of a reading of
 * the server's clock (`deps.clock()`, which tests move). Every "today" the server takes — the
 * bakery's default day, overdue titles, the manager's default periods, the demo seed — comes from
 * here, never from `toISOString()`, whose date turns at 21:00 in São Paulo.
 */
export function companyToday(now: Date): string {
  return zonedDate(now, DEFAULT_TIME_ZONE);
}
