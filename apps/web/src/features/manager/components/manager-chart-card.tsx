import type { ManagerPeriod } from '@rota/domain';
import { useQuery } from '@tanstack/react-query';
import { managerChartQuery } from '../api/manager-queries.ts';
import { messages } from '../messages.ts';
import { csvFileName } from '../model/chart-csv.ts';
import { chartState } from '../model/chart-state.ts';
import { MANAGER_CHARTS, type ManagerChartKey } from '../model/manager-charts.ts';
import { periodText } from '../model/period-text.ts';
import { ChartCard } from './chart-card.tsx';

/** One chart of `MANAGER_CHARTS` over the area's period: its own query, its own card. */
export function ManagerChartCard({ chart, period }: { chart: ManagerChartKey; period: ManagerPeriod }) {
  const spec = MANAGER_CHARTS[chart];
  const query = useQuery(managerChartQuery(spec.call, period));
  const yearly = 'yearly' in spec && spec.yearly;
  return (
    <ChartCard
      title={spec.title}
      state={chartState(query)}
      variant={spec.variant}
      labelHeader={spec.labelHeader}
      rangeText={periodText(period, yearly)}
      fileName={csvFileName(spec.slug, period, yearly)}
      total={'total' in spec ? spec.total : undefined}
      note={spec.variant === 'abc' ? messages.abc.legend : undefined}
    />
  );
}
