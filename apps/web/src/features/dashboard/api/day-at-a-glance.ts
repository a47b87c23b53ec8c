import {
  type CountTotal,
  comparePeriods,
  isActiveSaleStatus,
  isInWallet,
  isOverdue,
  isQuinzenalDue,
  listClients,
  type PeriodComparison,
  periodRange,
  previousMonthRange,
  QUINZENAL,
  saleTotal,
  soldTotals,
  titleBalance,
  type Weekday,
  weekdayName,
  zonedDate,
  zonedWeekday,
} from '@rota/domain';
import type { ClientRow, FinancialTitleRow, SaleRow } from '#lib/db/my-pwa-db.ts';

export interface DayAtAGlance {
  weekday: Weekday;
  /** Clients of today's route by the §5 rule: today's visiting day, Quinzenal when due. */
  toVisit: number;
  /** Of those, Quinzenal clients due. */
  quinzenalDue: number;
  /** Clients of the wallet whose last visit is today (São Paulo). */
  visitedToday: number;
  /** Of today's route, visited today. */
  routeVisited: number;
  openCarts: CountTotal;
  salesToday: CountTotal;
  month: PeriodComparison;
  /** Clients of the wallet with an overdue title, and what they owe overdue (centavos). */
  overdue: { clients: number; amount: number };
}

export interface GlanceInput {
  clients: readonly ClientRow[];
  titles: readonly FinancialTitleRow[];
  sales: readonly SaleRow[];
  companyId: number;
  sellerId: number;
  sellerCodeErp: string | null;
  now: Date;
}

/**
 * The dashboard's figures, all from the device's synced tables and the domain's rules: the §5
 * client listing for today's route, `isOverdue` for titles, `soldTotals`/`comparePeriods` for
 * sales (this month so far against the same days of the previous month). Only the seller's own
 * wallet and sales: the dashboard is their day.
 */
export function dayAtAGlance(input: GlanceInput): DayAtAGlance {
  const { now, companyId, sellerId } = input;
  const weekday = weekdayName(zonedWeekday(now));
  const today = zonedDate(now);
  const filter = { companyId, sellerCodeErp: input.sellerCodeErp, now };
  const wallet = input.clients.filter((client) => !client.deleted_at && isInWallet(client, filter));
  const route = listClients(wallet, { ...filter, day: weekday });
  const visitedToday = (client: ClientRow) =>
    client.last_visit !== null && zonedDate(new Date(client.last_visit)) === today;
  const quinzenalDue = route.filter(
    (client) => client.visiting_day === QUINZENAL && isQuinzenalDue(client.last_visit, now),
  ).length;

  const sales = input.sales.filter(
    (sale) => sale.company_id === companyId && sale.seller_id === sellerId && !sale.deleted_at,
  );
  const carts = sales.filter(
    (sale) => isActiveSaleStatus(sale.status) && (sale.items.length > 0 || sale.client_uuid !== null),
  );
  const month = periodRange('month', now);

  const codes = new Set(wallet.flatMap((client) => (client.code_erp ? [client.code_erp] : [])));
  const overdueCodes = new Set<string>();
  let overdueAmount = 0;
  for (const title of input.titles) {
    if (!codes.has(title.code_erp_client) || !isOverdue(title, now)) continue;
    overdueCodes.add(title.code_erp_client);
    overdueAmount += titleBalance(title);
  }

  return {
    weekday,
    toVisit: route.length,
    quinzenalDue,
    visitedToday: wallet.filter(visitedToday).length,
    routeVisited: route.filter(visitedToday).length,
    openCarts: { count: carts.length, total: carts.reduce((sum, sale) => sum + saleTotal(sale), 0) },
    salesToday: soldTotals(sales, periodRange('today', now)),
    month: comparePeriods(sales, month, previousMonthRange(month)),
    overdue: { clients: overdueCodes.size, amount: overdueAmount },
  };
}
