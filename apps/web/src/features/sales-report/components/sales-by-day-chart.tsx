import { formatMoney } from '@rota/domain';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what this chart draws (DESIGN.md "Charts"): bars, a grid, a tooltip, drawn as SVG. The
// module is loaded lazily by the report, in its own chunk kept out of the precache (vite.config.ts).
use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface SalesByDayChartProps {
  days: readonly { date: string; total: number; count: number }[];
  label: string;
  color: string;
}

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** Sales per day as bars (totals in reais), with the day's total and count in the tooltip. */
export default function SalesByDayChart({ days, label, color }: SalesByDayChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = init(element.current, undefined, { renderer: 'svg' });
    chart.setOption({
      animation: false,
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          const [point] = params as { dataIndex: number }[];
          const day = point ? days[point.dataIndex] : undefined;
          return day ? `${dayLabel(day.date)}<br/>${formatMoney(day.total)} · ${day.count}` : '';
        },
      },
      xAxis: { type: 'category', data: days.map((day) => dayLabel(day.date)), axisTick: { show: false } },
      yAxis: {
        type: 'value',
        axisLabel: { formatter: (value: number) => `R$ ${compact.format(value)}` },
        splitLine: { lineStyle: { color: '#eceff3' } },
      },
      series: [
        {
          type: 'bar',
          data: days.map((day) => day.total / 100),
          itemStyle: { color, borderRadius: [3, 3, 0, 0] },
          barMaxWidth: 28,
        },
      ],
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [days, color]);
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height: 200 }} />;
}
