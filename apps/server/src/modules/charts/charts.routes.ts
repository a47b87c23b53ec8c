import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind, type CallBinding } from '../../http/bind-call.ts';
import { ChartCache } from './chart-cache.ts';
import { readChart, readSavedChart, readSummary, savedChartList } from './charts.service.ts';
import { readGoalBoard } from './goal-board.service.ts';

/**
 * The manager area (docs/manager.md): §7's chart calls and Rota's `manager/…` calls (the goal
 * board among them), every one
 * behind `canAccessManager` and read through one cache per app (docs/server.md "Manager charts").
 */
export function chartsRoutes(deps: AppDeps): CallBinding[] {
  const cache = new ChartCache(deps.clock);
  const { byHash, ...charts } = api.charts;
  const { summary, savedCharts, ...managerCharts } = api.manager;
  return [
    ...[...Object.values(charts), ...Object.values(managerCharts)].map((call) =>
      bind(call, async ({ auth, query }) => ({
        data: await readChart(deps, cache, auth.companyId, call.name, query),
      })),
    ),
    bind(byHash, async ({ auth, params, query }) => ({
      data: await readSavedChart(deps, cache, auth.companyId, params.hash, query),
    })),
    bind(summary, async ({ auth, query }) => ({
      data: await readSummary(deps, cache, auth.companyId, query),
    })),
    bind(savedCharts, async ({ auth }) => ({ data: await savedChartList(deps, auth.companyId) })),
    bind(api.goals.board, async ({ auth, query }) => ({
      data: await readGoalBoard(deps, cache, auth.companyId, query.month),
    })),
  ];
}
