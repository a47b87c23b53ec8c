import {
  companyToday,
  endOfMonth,
  type GoalBoard,
  goalProgress,
  monthWorkingDays,
  rankGoalBoard,
} from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { syncHorizon } from '../../sync/sync-horizon.ts';
import { companyWorkCalendar } from '../companies/index.ts';
import { monthGoals } from '../goals/index.ts';
import type { ChartCache } from './chart-cache.ts';
import { sellerActuals } from './goal-board.repository.ts';
import { refreshSalesRollup } from './sales-rollup-refresh.ts';

/**
 * `manager/goals` (docs/manager.md "Metas"): every seller's goals for a month (the current São
 * Paulo month by default) against what they sold, each goal's pace and projection on the company's
 * working days (domain `goalProgress`), ranked (`rankGoalBoard`). Read through the charts' cache at
 * the company's sync horizon, from the sales rollup, like every chart.
 */
export async function readGoalBoard(
  deps: AppDeps,
  cache: ChartCache,
  companyId: number,
  month?: string,
): Promise<GoalBoard> {
  const today = companyToday(deps.clock());
  const shown = month ?? today.slice(0, 7);
  const generation = await syncHorizon(deps.db, companyId);
  return cache.read(`${companyId}:${generation}:${JSON.stringify({ goals: shown, today })}`, async () => {
    const { db } = deps;
    await refreshSalesRollup(db, companyId, generation);
    const range = { from: `${shown}-01`, to: endOfMonth(`${shown}-01`) };
    const [sellers, goals, calendar] = await Promise.all([
      sellerActuals(db, companyId, range),
      monthGoals(db, companyId, shown),
      companyWorkCalendar(db, companyId),
    ]);
    const days = monthWorkingDays(shown, today, calendar);
    // The bakery's, the factory's and the manager's own logins have codes too: a seller is one
    // with a wallet, a goal or sales in the month.
    const rows = sellers.flatMap((seller) => {
      const goal = goals.get(seller.code_erp_seller) ?? null;
      if (!goal && seller.actuals.wallet === 0 && seller.actuals.sales_value === 0) return [];
      return [{ ...seller, goal, lines: goal ? goalProgress(goal, seller.actuals, days) : [] }];
    });
    return { month: shown, today, days, rows: rankGoalBoard(rows) };
  });
}
