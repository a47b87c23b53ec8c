import { chartGrain, daysOf, groupDailyChart, type ManagerPeriod } from '@rota/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { managerChartQuery } from '../api/manager-queries.ts';
import { messages } from '../messages.ts';
import { csvFileName } from '../model/chart-csv.ts';
import { chartState } from '../model/chart-state.ts';
import { MANAGER_CHARTS, type ManagerChartKey, type ManagerChartSpec } from '../model/manager-charts.ts';
import { periodText } from '../model/period-text.ts';
import { ChartCard } from './chart-card.tsx';

/**
 * One chart of `MANAGER_CHARTS` over the area's period: its own query, its own card. A daily
 * chart of a long period is drawn by week or by month (domain `groupDailyChart`), titled so, and
 * its table and CSV name each point with its year.
 */
export function ManagerChartCard({ chart, period }: { chart: ManagerChartKey; period: ManagerPeriod }) {
  const spec: (typeof MANAGER_CHARTS)[ManagerChartKey] = MANAGER_CHARTS[chart];
  const query = useQuery(managerChartQuery(spec.call, period));
  const yearly = 'yearly' in spec && spec.yearly;
  const daily: ManagerChartSpec['daily'] = 'daily' in spec ? spec.daily : undefined;
  const grouped = useMemo(() => {
    if (!daily || !query.data) return null;
    const natural = chartGrain(daysOf(period).length);
    return groupDailyChart(query.data, period, natural === 'month' && !daily.month ? 'week' : natural);
  }, [daily, query.data, period]);
  const state = chartState(query);
  const grain = grouped?.grain ?? 'day';
  const title = (grain === 'week' ? daily?.week : grain === 'month' ? daily?.month : undefined) ?? spec.title;
  const labelHeader =
    grain === 'week' ? messages.labels.week : grain === 'month' ? messages.labels.month : spec.labelHeader;
  return (
    <ChartCard
      title={title}
      state={grouped ? { status: 'ready', data: grouped.chart } : state}
      tableLabels={grouped?.fullLabels}
      variant={spec.variant}
      labelHeader={labelHeader}
      rangeText={periodText(period, yearly)}
      fileName={csvFileName(spec.slug, period, yearly)}
      total={'total' in spec ? spec.total : undefined}
      note={spec.variant === 'abc' ? messages.abc.legend : undefined}
    />
  );
}
