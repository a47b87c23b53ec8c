import { api, type ChartCallName, type ChartQuery } from '@rota/contract';
import { type ChartData, chartPeriod, companyToday, type ManagerSummary, previousPeriod } from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { notFound, unprocessable } from '../../errors/service-error.ts';
import { syncHorizon } from '../../sync/sync-horizon.ts';
import { type ChartInput, chartBuilders, isChartCall } from './chart-builders.ts';
import type { ChartCache } from './chart-cache.ts';
import { dreResult, overdueTotals } from './charts-finance.repository.ts';
import { buyingClients, type SalesFilters, salesTotals } from './charts-sales.repository.ts';
import { refreshSalesRollup } from './sales-rollup-refresh.ts';
import { activeClients, findSavedChart, listSavedCharts } from './saved-charts.repository.ts';

export const chartMessages = {
  savedChartNotFound: 'Gráfico salvo não encontrado',
} as const;

/** The titles of the charts: their calls' summaries. */
const titles = new Map<string, string>(
  [...Object.values(api.charts), ...Object.values(api.manager)].map((call) => [call.name, call.summary]),
);

/** The period, year and filters of a query, with today in São Paulo; 422 for `from` after `to`. */
function chartInput(companyId: number, query: ChartQuery, now: Date): ChartInput {
  const today = companyToday(now);
  const period = chartPeriod(query, today);
  if ('problem' in period) throw unprocessable({ to: [period.problem] });
  const filters: SalesFilters = {
    sellerId: query.seller_id,
    clientUuid: query.client_uuid,
    formPaymentId: query.form_payment_id,
  };
  return { companyId, ...period, filters, today };
}

/**
 * Reads through the cache: the key holds the company, what is asked and the company's write
 * generation (the sync horizon: every row version at or below it is committed), so a write of
 * the company, finished before the read began, always reaches the answer (docs/server.md
 * "Manager charts").
 */
async function cached<T>(
  deps: AppDeps,
  cache: ChartCache,
  companyId: number,
  key: unknown,
  compute: (generation: bigint) => Promise<T>,
) {
  const generation = await syncHorizon(deps.db, companyId);
  return cache.read(`${companyId}:${generation}:${JSON.stringify(key)}`, () => compute(generation));
}

/** One chart of the manager by its call's name, under `title` (the call's own by default). */
export async function readChart(
  deps: AppDeps,
  cache: ChartCache,
  companyId: number,
  callName: ChartCallName,
  query: ChartQuery,
  title?: string,
): Promise<ChartData> {
  const builder = chartBuilders[callName];
  const input = chartInput(companyId, query, deps.clock());
  // Only the filters the chart reads: the others neither change the answer nor split the cache.
  const filters = Object.fromEntries(builder.filters.map((name) => [name, input.filters[name]]));
  const today = callName === 'manager.overdueAgeing' ? input.today : '';
  const key = { callName, range: input.range, year: input.year, filters, today };
  const data = await cached(deps, cache, companyId, key, async (generation) => {
    if (builder.readsSales) await refreshSalesRollup(deps.db, companyId, generation);
    return builder.build(deps.db, { ...input, filters });
  });
  return { title: title ?? titles.get(callName) ?? callName, ...data };
}

/**
 * `charts/{hash}`: the saved chart's base chart with its stored filters (the query's are not
 * read), under its own title, over the query's period; 404 for a hash the company does not have.
 */
export async function readSavedChart(
  deps: AppDeps,
  cache: ChartCache,
  companyId: number,
  hash: string,
  query: ChartQuery,
): Promise<ChartData> {
  const saved = await findSavedChart(deps.db, companyId, hash);
  if (!saved || !isChartCall(saved.base)) throw notFound(chartMessages.savedChartNotFound);
  const filters = saved.filters as { seller_id?: number; client_uuid?: string; form_payment_id?: number };
  return readChart(
    deps,
    cache,
    companyId,
    saved.base,
    {
      from: query.from,
      to: query.to,
      year: query.year,
      seller_id: filters.seller_id,
      client_uuid: filters.client_uuid,
      form_payment_id: filters.form_payment_id,
    },
    saved.title,
  );
}

/** `manager/summary`: the dashboard's KPI cards (docs/manager.md). */
export async function readSummary(
  deps: AppDeps,
  cache: ChartCache,
  companyId: number,
  query: ChartQuery,
): Promise<ManagerSummary> {
  const input = chartInput(companyId, query, deps.clock());
  const previous = previousPeriod(input.range);
  const key = {
    summary: true,
    range: input.range,
    year: input.year,
    filters: input.filters,
    today: input.today,
  };
  return cached(deps, cache, companyId, key, async (generation) => {
    const db = deps.db;
    await refreshSalesRollup(db, companyId, generation);
    const current = await salesTotals(db, { companyId, range: input.range, filters: input.filters });
    const before = await salesTotals(db, { companyId, range: previous, filters: input.filters });
    const bought = await buyingClients(db, { companyId, range: input.range, filters: input.filters });
    const wallet = await activeClients(db, companyId, input.filters.sellerId);
    const overdue = await overdueTotals(db, companyId, input.today);
    return {
      period: input.range,
      previous,
      sales: {
        total: current.total,
        count: current.count,
        previous_total: before.total,
        previous_count: before.count,
      },
      ticket_average: current.count === 0 ? 0 : Math.round(current.total / current.count),
      clients: { bought, wallet },
      overdue,
      result_year: { year: input.year, amount: await dreResult(db, companyId, input.year) },
    };
  });
}

/** `manager/saved-charts`: the company's saved charts, by title. */
export function savedChartList(deps: AppDeps, companyId: number) {
  return listSavedCharts(deps.db, companyId);
}
