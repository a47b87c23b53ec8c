import {
  DEFAULT_WORK_CALENDAR,
  type GoalActuals,
  type GoalLine,
  type GoalSale,
  goalActuals,
  goalProgress,
  type MonthWorkingDays,
  monthWorkingDays,
  type Sale,
  type SellerGoal,
  saleDay,
  saleTotal,
} from '@rota/domain';
import { readConfig } from '../db/config-db.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';

/** Whose month: the logged-in seller, by id (its sales) and ERP code (its goals and wallet). */
export interface GoalOwner {
  companyId: number;
  sellerId: number;
  sellerCode: string | null;
}

/** The seller's month as its goals read it, from the device alone (docs/domain.md "Goals"). */
export interface SellerMonth {
  month: string;
  goal: SellerGoal | null;
  days: MonthWorkingDays;
  /** The seller's sales of the month, as the goals count them. */
  sales: GoalSale[];
  wallet: number;
  /** Each product's category, for a mix counted in categories (empty otherwise). */
  categories: ReadonlyMap<string, string>;
}

/** A sale as the goals count it: its net total beside it. */
export function goalSaleOf(sale: Sale): GoalSale {
  return { ...sale, total: saleTotal(sale) };
}

/**
 * The seller's goals for the month `today` falls in, its sales of that month, its wallet (active
 * clients with its ERP code) and the month's working days on the company's calendar — all from the
 * synced tables, so the dashboard and the cart read them offline. `products` adds products whose
 * categories a mix counted in categories needs (a cart's lines).
 */
export async function readSellerMonth(
  owner: GoalOwner,
  today: string,
  products: readonly string[] = [],
): Promise<SellerMonth> {
  const month = today.slice(0, 7);
  const [goals, config, sales, wallet] = await Promise.all([
    myPwaDb.sellerGoals.where('month').equals(month).toArray(),
    readConfig(owner.companyId),
    myPwaDb.sales.toArray(),
    owner.sellerCode === null
      ? 0
      : myPwaDb.clients
          .filter(
            (client) =>
              client.company_id === owner.companyId &&
              client.code_erp_seller === owner.sellerCode &&
              client.inative === 0 &&
              !client.deleted_at,
          )
          .count(),
  ]);
  const goal =
    goals.find(
      (row) =>
        row.company_id === owner.companyId && row.code_erp_seller === owner.sellerCode && !row.deleted_at,
    ) ?? null;
  const mine = sales
    .filter(
      (sale) =>
        sale.company_id === owner.companyId &&
        sale.seller_id === owner.sellerId &&
        !sale.deleted_at &&
        saleDay(sale).startsWith(`${month}-`),
    )
    .map(goalSaleOf);
  const categories = new Map<string, string>();
  if (goal?.mix_basis === 'categories') {
    const uuids = [
      ...new Set([...mine.flatMap((sale) => sale.items.map((item) => item.product_uuid)), ...products]),
    ];
    for (const row of await myPwaDb.products.bulkGet(uuids))
      if (row?.category) categories.set(row.uuid, row.category);
  }
  const calendar = config
    ? { weekdays: config.working_weekdays ?? DEFAULT_WORK_CALENDAR.weekdays, holidays: config.holidays ?? [] }
    : DEFAULT_WORK_CALENDAR;
  return {
    month,
    goal,
    days: monthWorkingDays(month, today, calendar),
    sales: mine,
    wallet,
    categories,
  };
}

/** The month's actuals and goal lines, with `extra` sales counted as sold (a cart the seller is building). */
export function sellerMonthProgress(
  month: SellerMonth,
  extra: readonly GoalSale[] = [],
): { actuals: GoalActuals; lines: GoalLine[] } {
  const actuals = goalActuals(
    [...month.sales, ...extra],
    month.month,
    month.wallet,
    (uuid) => month.categories.get(uuid) ?? null,
  );
  return { actuals, lines: month.goal ? goalProgress(month.goal, actuals, month.days) : [] };
}
