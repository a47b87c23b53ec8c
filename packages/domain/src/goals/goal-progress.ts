import { z } from 'zod';
import type { Sale, SaleItem } from '../sale/sale.schema.ts';
import { isSoldStatus, saleDay } from '../sale/sales-summary.ts';
import type { SellerGoal } from './seller-goal.schema.ts';
import type { MonthWorkingDays } from './work-calendar.ts';

/** What a seller did in a month, as the goals count it. */
export const goalActualsSchema = z.object({
  /** Centavos: the sold sales' totals. */
  sales_value: z.number().int(),
  /** Distinct clients who bought (positivação). */
  clients: z.number().int().min(0),
  /** Active clients in the seller's wallet: positivação's denominator. */
  wallet: z.number().int().min(0),
  products: z.number().int().min(0),
  categories: z.number().int().min(0),
});
export type GoalActuals = z.infer<typeof goalActualsSchema>;

export type GoalSale = Pick<Sale, 'status' | 'competence_at' | 'created_at' | 'client_uuid'> & {
  items: readonly Pick<SaleItem, 'product_uuid'>[];
  /** Centavos: the sale's net total. */
  total: number;
};

/**
 * A seller's month as the goals count it (docs/domain.md "Goals"): the sold sales
 * (`SOLD_SALE_STATUSES`, as the manager's charts) whose sale day (`saleDay`: the competence date,
 * else the São Paulo day it was made) falls in `month`; their totals, their distinct clients and
 * their distinct products and categories (`categoryOf`; a product without one counts none).
 */
export function goalActuals(
  sales: Iterable<GoalSale>,
  month: string,
  wallet: number,
  categoryOf: (productUuid: string) => string | null = () => null,
): GoalActuals {
  let sales_value = 0;
  const clients = new Set<string>();
  const products = new Set<string>();
  const categories = new Set<string>();
  for (const sale of sales) {
    if (!isSoldStatus(sale.status) || !saleDay(sale).startsWith(`${month}-`)) continue;
    sales_value += sale.total;
    if (sale.client_uuid) clients.add(sale.client_uuid);
    for (const item of sale.items) {
      products.add(item.product_uuid);
      const category = categoryOf(item.product_uuid);
      if (category) categories.add(category);
    }
  }
  return {
    sales_value,
    clients: clients.size,
    wallet,
    products: products.size,
    categories: categories.size,
  };
}

export const GOAL_METRICS = ['sales_value', 'positivation', 'mix'] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

/** One goal against the month so far. Amounts in centavos for the sales value, counts otherwise. */
export const goalLineSchema = z.object({
  metric: z.enum(GOAL_METRICS),
  target: z.number().int(),
  actual: z.number().int(),
  /** What is still to do (0 once reached). */
  left: z.number().int().min(0),
  /** What is left split over the working days left, rounded up; null when none is left to do it in. */
  per_day_left: z.number().int().nullable(),
  /** Actual ÷ target in percent, one decimal, rounded down (99,9% is not reached). */
  percent: z.number(),
  /** Where the month should be by today at an even pace: target × days done ÷ working days. */
  expected_by_now: z.number().int(),
  /** The month's end at the pace so far: actual ÷ days done × working days; null before the first day. */
  projection: z.number().int().nullable(),
});
export type GoalLine = z.infer<typeof goalLineSchema>;

function line(metric: GoalMetric, target: number, actual: number, days: MonthWorkingDays): GoalLine {
  const left = Math.max(0, target - actual);
  // Today is being worked: its sales are in the actual, so it counts as done for the pace.
  const done = days.elapsed + (days.today ? 1 : 0);
  return {
    metric,
    target,
    actual,
    left,
    per_day_left: left === 0 ? 0 : days.left > 0 ? Math.ceil(left / days.left) : null,
    percent: Math.floor((actual * 1000) / target) / 10,
    expected_by_now: days.total > 0 ? Math.round((target * done) / days.total) : target,
    projection: done > 0 ? Math.round((actual * days.total) / done) : null,
  };
}

/** Each goal the seller has this month against what was done, in `GOAL_METRICS` order. */
export function goalProgress(
  goal: Pick<SellerGoal, 'sales_value' | 'positivation' | 'mix' | 'mix_basis'>,
  actuals: GoalActuals,
  days: MonthWorkingDays,
): GoalLine[] {
  const lines: GoalLine[] = [];
  if (goal.sales_value !== null) lines.push(line('sales_value', goal.sales_value, actuals.sales_value, days));
  if (goal.positivation !== null) lines.push(line('positivation', goal.positivation, actuals.clients, days));
  if (goal.mix !== null)
    lines.push(
      line('mix', goal.mix, goal.mix_basis === 'categories' ? actuals.categories : actuals.products, days),
    );
  return lines;
}
