import { dayLabel, formatMoney } from '@rota/domain';
import type { TooltipComponentFormatterCallbackParams } from 'echarts';
import { useMemo } from 'react';
import { CHART_GRID_LINE } from '#ui/chart/chart-palette.ts';
import { EChart } from '#ui/chart/echart.tsx';

// Loaded lazily by the report, with ECharts in the `charts` chunk kept out of the precache
// (vite.config.ts).

export interface SalesByDayChartProps {
  days: readonly { date: string; total: number; count: number }[];
  label: string;
  color: string;
}

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** Sales per day as bars (totals in reais), with the day's total and count in the tooltip. */
export default function SalesByDayChart({ days, label, color }: SalesByDayChartProps) {
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        formatter: (params: TooltipComponentFormatterCallbackParams) => {
          const [point] = Array.isArray(params) ? params : [params];
          const day = point ? days[point.dataIndex] : undefined;
          return day ? `${dayLabel(day.date)}<br/>${formatMoney(day.total)} · ${day.count}` : '';
        },
      },
      xAxis: { type: 'category', data: days.map((day) => dayLabel(day.date)), axisTick: { show: false } },
      yAxis: {
        type: 'value',
        axisLabel: { formatter: (value: number) => `R$ ${compact.format(value)}` },
        splitLine: { lineStyle: { color: CHART_GRID_LINE } },
      },
      series: [
        {
          type: 'bar',
          data: days.map((day) => day.total / 100),
          itemStyle: { color, borderRadius: [3, 3, 0, 0] },
          barMaxWidth: 28,
        },
      ],
    }),
    [days, color],
  );
  return <EChart option={option} label={label} height={200} />;
}
