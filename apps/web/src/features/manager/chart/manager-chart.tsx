import { useElementSize } from '@mantine/hooks';
import type { ChartData } from '@rota/domain';
import { useMemo } from 'react';
import { EChart } from '#ui/chart/echart.tsx';
import type { ChartVariant } from '../model/manager-charts.ts';
import { chartHeight, chartOption } from './chart-option.ts';

export interface ManagerChartProps {
  data: ChartData;
  variant: ChartVariant;
  label: string;
}

/**
 * A manager chart drawn by ECharts. Loaded lazily by `ChartCard` (this folder and ECharts make the
 * `charts` chunk, vite.config.ts): the manager area's own chunk does not carry the library.
 */
export default function ManagerChart({ data, variant, label }: ManagerChartProps) {
  // The card's width decides how much room labels get (a phone's card is a third of a desktop's).
  const { ref, width } = useElementSize();
  const option = useMemo(
    () => chartOption(data, variant, width > 0 ? width : undefined),
    [data, variant, width],
  );
  return (
    <div ref={ref}>
      <EChart option={option} label={label} height={chartHeight(data, variant)} />
    </div>
  );
}
