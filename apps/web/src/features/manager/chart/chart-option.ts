import { type ChartData, formatMoney, formatQuantity, rankingAbcCurve, splitLabel } from '@rota/domain';
import type { TooltipComponentFormatterCallbackParams } from 'echarts';
import { ABC_COLORS, CHART_GRID_LINE, CHART_TEXT, seriesColor } from '#ui/chart/chart-palette.ts';
import { messages } from '../messages.ts';
import type { ChartVariant } from '../model/manager-charts.ts';

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis tick: money in compact reais ('R$ 1,2 mil'), a count in compact units. */
function axisValue(unit: ChartData['unit']) {
  return (value: number) => (unit === 'cents' ? `R$ ${compact.format(value / 100)}` : compact.format(value));
}

/** A value as the tooltip and the table show it. */
function fullValue(unit: ChartData['unit'], value: number): string {
  return unit === 'cents' ? formatMoney(value) : formatQuantity(value);
}

/** A long label on at most 4 words per line (§9). */
const wrapped = (label: string) => splitLabel(label).join('\n');

/** The lines a ranking's label takes, to give each bar room for them. */
const linesOf = (labels: readonly string[]) =>
  labels.reduce((most, label) => Math.max(most, splitLabel(label).length), 1);

/** A legend line's height, and the narrowest card (a phone's) its rows are counted for. */
const LEGEND_ROW = 22;
const LEGEND_WIDTH = 300;

/**
 * The rows a legend of every series takes on the narrowest card: each entry is its mark (25 px)
 * and about 7 px a letter. The legend wraps rather than pages ("1/8" hides seven eighths).
 */
export function legendRows(data: ChartData): number {
  if (data.series.length < 2) return 0;
  let rows = 1;
  let used = 0;
  for (const series of data.series) {
    const width = 25 + series.name.length * 7 + 10;
    if (used > 0 && used + width > LEGEND_WIDTH) {
      rows += 1;
      used = 0;
    }
    used += width;
  }
  return rows;
}

/** The height a chart needs: fixed for columns and lines, by bar and label lines for rankings; plus its legend. */
export function chartHeight(data: ChartData, variant: ChartVariant): number {
  const legend = legendRows(data) * LEGEND_ROW;
  if (variant === 'columns' || variant === 'line') return 280 + legend;
  const perBar = Math.max(28, linesOf(data.labels) * 16 + 10) * Math.max(1, Math.min(data.series.length, 3));
  return Math.max(200, data.labels.length * perBar + 70) + legend;
}

// The HTML tooltip's markers are strings; the rich-text kind (not used here) is an object.
const markerOf = (marker: unknown) => (typeof marker === 'string' ? marker : '');

function tooltip(data: ChartData, abc: ReturnType<typeof rankingAbcCurve> | null) {
  return {
    trigger: 'axis',
    axisPointer: { type: 'shadow' },
    confine: true,
    formatter: (params: TooltipComponentFormatterCallbackParams) => {
      // An axis tooltip gets every series' point of the hovered category.
      const points = Array.isArray(params) ? params : [params];
      const index = points[0]?.dataIndex ?? 0;
      const lines = data.series.map(
        (series, at) =>
          `${markerOf(points.find((point) => point.seriesIndex === at)?.marker)}${series.name}: <b>${fullValue(
            data.unit,
            series.values[index] ?? 0,
          )}</b>`,
      );
      const point = abc?.[index];
      if (point)
        lines.push(
          `${messages.abc.cumulative}: ${point.cumulativePercent.toFixed(1).replace('.', ',')}% · ${point.class ?? '—'}`,
        );
      return [escapeHtml(data.labels[index] ?? ''), ...lines].join('<br/>');
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const legend = (data: ChartData) =>
  data.series.length > 1
    ? { top: 0, type: 'plain', itemGap: 10, textStyle: { color: CHART_TEXT } }
    : undefined;

/** Below this width (a phone's card) labels are given less room, so the bars keep theirs. */
const NARROW_CHART = 480;

/**
 * The ECharts option of a manager chart. Values stay in their unit (centavos or units), axis ticks
 * and tooltips format them (`formatMoney`, compact reais), colours come from the one palette, in
 * series order (`chart-palette.ts`). `width` is the chart's, in CSS pixels: on a narrow card a
 * ranking's names take a third of it (not 200 px of 330), a few bands' labels share what each
 * column has, and the ABC curve's percent axis shows 0, 50 and 100 only.
 */
export function chartOption(data: ChartData, variant: ChartVariant, width = 1000) {
  const narrow = width < NARROW_CHART;
  const vertical = variant === 'columns' || variant === 'line';
  const valueAxis = {
    type: 'value',
    // Across a narrow card (the rankings' value axis is horizontal) four ticks overlap and every
    // other one is hidden ("R$ 500 mil · 1,5 mi · 2,5 mi"); three stay whole and evenly spaced.
    splitNumber: vertical ? 4 : 3,
    axisLabel: { formatter: axisValue(data.unit), color: CHART_TEXT, hideOverlap: true },
    splitLine: { lineStyle: { color: CHART_GRID_LINE } },
  };
  const top = 16 + legendRows(data) * LEGEND_ROW;
  if (vertical) {
    return {
      animation: false,
      grid: { left: 8, right: 16, top, bottom: 8, containLabel: true },
      legend: legend(data),
      tooltip: tooltip(data, null),
      xAxis: {
        type: 'category',
        data: data.labels.map(wrapped),
        axisTick: { show: false },
        // A few bands (the ageing's four) all show, wrapped; days and months skip what overlaps.
        axisLabel:
          data.labels.length <= 6
            ? {
                color: CHART_TEXT,
                interval: 0,
                // Each band's label within its own column ("31–60 dias" and "61–90 dias" ran together).
                width: Math.min(72, Math.floor((width - 80) / data.labels.length) - 6),
                overflow: 'break',
                fontSize: narrow ? 11 : 12,
              }
            : { color: CHART_TEXT, hideOverlap: true },
      },
      yAxis: valueAxis,
      series: data.series.map((series, index) =>
        variant === 'line'
          ? {
              type: 'line',
              name: series.name,
              data: series.values,
              color: seriesColor(index, series.name),
              symbolSize: 5,
              lineStyle: { width: 2.5 },
              areaStyle: data.series.length === 1 ? { opacity: 0.08 } : undefined,
            }
          : {
              type: 'bar',
              name: series.name,
              data: series.values,
              color: seriesColor(index, series.name),
              barMaxWidth: 28,
              itemStyle: { borderRadius: [3, 3, 0, 0] },
            },
      ),
    };
  }
  const abc = variant === 'abc' ? rankingAbcCurve(data.labels, data.series[0]?.values ?? []) : null;
  const categoryAxis = {
    type: 'category',
    data: data.labels.map(wrapped),
    inverse: true,
    axisTick: { show: false },
    axisLabel: {
      color: CHART_TEXT,
      interval: 0,
      lineHeight: 14,
      width: narrow ? Math.round(width / 3) : 200,
      overflow: 'truncate',
    },
  };
  const bars = data.series.map((series, index) => ({
    type: 'bar',
    name: series.name,
    color: seriesColor(index, series.name),
    barMaxWidth: 22,
    itemStyle: { borderRadius: [0, 3, 3, 0] },
    data: abc
      ? series.values.map((value, at) => ({
          value,
          itemStyle: { color: ABC_COLORS[abc[at]?.class ?? 'rest'] },
        }))
      : series.values,
  }));
  if (!abc) {
    return {
      animation: false,
      grid: { left: 8, right: 24, top, bottom: 8, containLabel: true },
      legend: legend(data),
      tooltip: tooltip(data, null),
      xAxis: valueAxis,
      yAxis: categoryAxis,
      series: bars,
    };
  }
  return {
    animation: false,
    grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
    tooltip: tooltip(data, abc),
    xAxis: [
      valueAxis,
      {
        type: 'value',
        position: 'top',
        min: 0,
        max: 100,
        ...(narrow ? { interval: 50 } : {}),
        axisLabel: { formatter: '{value}%', color: CHART_TEXT, hideOverlap: true },
        splitLine: { show: false },
      },
    ],
    yAxis: categoryAxis,
    series: [
      ...bars,
      {
        type: 'line',
        name: messages.abc.cumulative,
        xAxisIndex: 1,
        data: abc.map((point) => Number(point.cumulativePercent.toFixed(2))),
        color: ABC_COLORS.line,
        symbolSize: 4,
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { type: 'dashed', color: ABC_COLORS.line },
          // The top axis reads the percentages; a label here would sit on the money axis' ticks.
          label: { show: false },
          data: [{ xAxis: 80 }, { xAxis: 95 }],
        },
      },
    ],
  };
}
