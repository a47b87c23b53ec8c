import { api } from '@rota/contract';
import type { ManagerPeriod } from '@rota/domain';
import { apiQuery } from '#lib/query/index.ts';
import type { ManagerChartCall } from '../model/manager-charts.ts';

/**
 * What every manager call is asked with: the period's days and year (docs/manager.md: a chart
 * reads the one it needs and ignores the other). Both go in the query key, so a new period is a
 * new query and going back to one seen within 30 s shows it at once (lib/query `staleTime`).
 */
const periodQuery = (period: ManagerPeriod) => ({ from: period.from, to: period.to, year: period.year });

/** A chart of the manager area over the period. */
export function managerChartQuery(call: ManagerChartCall, period: ManagerPeriod) {
  // The union of calls shares one input and one answer (`chartQuerySchema`, `chartDataSchema`).
  return apiQuery(call as typeof api.charts.salesGroupDay, { query: periodQuery(period) });
}

/** A saved chart (`charts/{hash}`) over the period. */
export function savedChartQuery(hash: string, period: ManagerPeriod) {
  return apiQuery(api.charts.byHash, { params: { hash }, query: periodQuery(period) });
}

/** The dashboard's KPI cards over the period. */
export function managerSummaryQuery(period: ManagerPeriod) {
  return apiQuery(api.manager.summary, { query: periodQuery(period) });
}

/** The company's saved charts (hash and title). */
export function savedChartsQuery() {
  return apiQuery(api.manager.savedCharts);
}

/** The goal board of a month (`yyyy-mm`): every seller's goals against what was sold. */
export function goalBoardQuery(month: string) {
  return apiQuery(api.goals.board, { query: { month } });
}

/** Every promotion of the company, the ERP's and the managers'. */
export function promotionsQuery() {
  return apiQuery(api.promotions.list);
}
