import { QUINZENAL_THRESHOLD_DAYS, REPROVED_WINDOW_DAYS } from '../constants.ts';
import type { VisitingDay } from '../format/weekdays.ts';
import { QUINZENAL } from '../format/weekdays.ts';
import { calendarDaysBetween, DEFAULT_TIME_ZONE, parseWireDate } from '../time/time-zone.ts';
import type { Client } from './client.schema.ts';

export interface ClientListingFilter {
  companyId: number;
  /** The seller's ERP code; their clients carry it in `code_erp_seller`. */
  sellerCodeErp: string | null;
  /** List every seller's clients (a supervisor, §5 "unless all clients are requested"). */
  all?: boolean;
  /** Visiting days chosen on the screen. */
  days?: readonly VisitingDay[];
  /** The given day (usually today's weekday). */
  day?: VisitingDay | null;
  now: Date;
  timeZone?: string;
}

type ListedClient = Pick<
  Client,
  'company_id' | 'inative' | 'reproved_at' | 'visiting_day' | 'last_visit' | 'code_erp_seller'
>;

/**
 * §5 client listing. Every boundary is read in whole calendar days in the time zone
 * (America/Sao_Paulo by default), not in 24-hour blocks:
 * - an inactive client stays listed while reproved 0 to 7 days ago, inclusive: reproved on the
 *   1st, listed through the 8th, gone on the 9th. An inactive client without `reproved_at` is
 *   not listed; a `reproved_at` in the future (a skewed clock) counts as today.
 * - a Quinzenal client is due when the last visit was 14 or more days ago (exactly 14: due)
 *   or never happened (`last_visit` missing).
 * - a client matches the day when its `visiting_day` is one of `days` or equals `day`; when
 *   neither `days` nor `day` is given, the day does not filter. Quinzenal clients are listed
 *   when due, whatever days were chosen.
 * - without `all`, only clients whose `code_erp_seller` is the seller's.
 */
export function isClientListed(client: ListedClient, filter: ClientListingFilter): boolean {
  return isInWallet(client, filter) && matchesDay(client, filter, filter.timeZone ?? DEFAULT_TIME_ZONE);
}

export function listClients<T extends ListedClient>(clients: readonly T[], filter: ClientListingFilter): T[] {
  return clients.filter((client) => isClientListed(client, filter));
}

/**
 * The §5 rule's day part alone, over clients already in the wallet (`isInWallet`): the same
 * answer as `listClients` over every client, without testing the wallet again when only the
 * chosen days change.
 */
export function listWalletByDay<T extends ListedClient>(
  wallet: readonly T[],
  filter: ClientListingFilter,
): T[] {
  const timeZone = filter.timeZone ?? DEFAULT_TIME_ZONE;
  return wallet.filter((client) => matchesDay(client, filter, timeZone));
}

/**
 * The seller's wallet: the §5 rule without its day part — the company, active or reproved
 * within the window, the seller's own unless `all`. What a search looks through: a seller typing
 * a client's name expects to find it whatever its visiting day, a Quinzenal client not yet due
 * included.
 */
export function isInWallet(client: ListedClient, filter: Omit<ClientListingFilter, 'days' | 'day'>): boolean {
  const timeZone = filter.timeZone ?? DEFAULT_TIME_ZONE;
  if (client.company_id !== filter.companyId) return false;
  if (!filter.all && (filter.sellerCodeErp === null || client.code_erp_seller !== filter.sellerCodeErp))
    return false;
  return client.inative === 0 || reprovedRecently(client.reproved_at, filter.now, timeZone);
}

function reprovedRecently(reprovedAt: string | null, now: Date, timeZone: string): boolean {
  if (!reprovedAt) return false;
  return calendarDaysBetween(parseWireDate(reprovedAt), now, timeZone) <= REPROVED_WINDOW_DAYS;
}

export function isQuinzenalDue(
  lastVisit: string | null,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (!lastVisit) return true;
  return calendarDaysBetween(parseWireDate(lastVisit), now, timeZone) >= QUINZENAL_THRESHOLD_DAYS;
}

function matchesDay(client: ListedClient, filter: ClientListingFilter, timeZone: string): boolean {
  if (client.visiting_day === QUINZENAL) return isQuinzenalDue(client.last_visit, filter.now, timeZone);
  const days = filter.days ?? [];
  const day = filter.day ?? null;
  if (days.length === 0 && day === null) return true;
  if (client.visiting_day === null) return false;
  return days.includes(client.visiting_day) || client.visiting_day === day;
}
