import { type DateRange, daysOf, startOfWeek } from '../time/periods.ts';
import type { ChartData } from './chart-data.schema.ts';
import { dayLabel, monthLabel } from './chart-labels.ts';

/** How a daily chart is drawn: a point per day, per week or per month. */
export type ChartGrain = 'day' | 'week' | 'month';

/**
 * The grain a period reads best in (issue 25, "Manager"): a point per day up to 45 days (a month
 * and a half), per week up to 4 months, per month beyond — "Este ano" is twelve points, not 330
 * spikes.
 */
export function chartGrain(days: number): ChartGrain {
  if (days <= 45) return 'day';
  if (days <= 122) return 'week';
  return 'month';
}

/** A day in full, for tables and CSV files: '2026-01-01' → '01/01/2026'. */
export function fullDayLabel(date: string): string {
  return `${dayLabel(date)}/${date.slice(0, 4)}`;
}

/**
 * A chart with a point per day of `range` (labels aligned with its days), as its grain draws it:
 * days summed by week (labelled by the week's first day in the range, "sem. 23/11") or by month
 * ("Nov/2026"). `fullLabels` are the same points with their year, for the table and the CSV
 * ("01/01/2026", "semana de 23/11/2026", "Nov/2026"). A chart whose labels are not the range's
 * days is given back as it came.
 */
export function groupDailyChart(
  chart: ChartData,
  range: DateRange,
  grain: ChartGrain = chartGrain(daysOf(range).length),
): { chart: ChartData; fullLabels: string[]; grain: ChartGrain } {
  const days = daysOf(range);
  if (chart.labels.length !== days.length) return { chart, fullLabels: chart.labels, grain: 'day' };
  if (grain === 'day') return { chart, fullLabels: days.map(fullDayLabel), grain };
  const keyOf = (date: string) => (grain === 'week' ? startOfWeek(date) : date.slice(0, 7));
  const buckets: { key: string; first: string; indexes: number[] }[] = [];
  days.forEach((date, index) => {
    const key = keyOf(date);
    const last = buckets.at(-1);
    if (last?.key === key) last.indexes.push(index);
    else buckets.push({ key, first: date, indexes: [index] });
  });
  const label = (bucket: (typeof buckets)[number]) =>
    grain === 'week'
      ? `sem. ${dayLabel(bucket.first)}`
      : monthLabel(Number(bucket.first.slice(0, 4)), Number(bucket.first.slice(5, 7)));
  const fullLabel = (bucket: (typeof buckets)[number]) =>
    grain === 'week' ? `semana de ${fullDayLabel(bucket.first)}` : label(bucket);
  return {
    grain,
    fullLabels: buckets.map(fullLabel),
    chart: {
      ...chart,
      labels: buckets.map(label),
      series: chart.series.map((series) => ({
        name: series.name,
        values: buckets.map((bucket) =>
          bucket.indexes.reduce((sum, index) => sum + (series.values[index] ?? 0), 0),
        ),
      })),
    },
  };
}
