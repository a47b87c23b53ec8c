import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysOf } from '../time/periods.ts';
import { chartGrain, fullDayLabel, groupDailyChart } from './chart-grain.ts';
import { dayLabels } from './chart-labels.ts';

const daily = (from: string, to: string, value: (index: number) => number) => {
  const range = { from, to };
  const labels = dayLabels(range);
  return {
    range,
    chart: {
      title: 'Vendas por dia',
      unit: 'cents' as const,
      labels,
      series: [{ name: 'Vendas', values: labels.map((_, index) => value(index)) }],
    },
  };
};

describe('chart grain', () => {
  it('draws a month by day, a quarter by week and a year by month', () => {
    expect(chartGrain(31)).toBe('day');
    expect(chartGrain(45)).toBe('day');
    expect(chartGrain(92)).toBe('week');
    expect(chartGrain(365)).toBe('month');
  });

  it('writes a day in full for the table and the CSV', () => {
    expect(fullDayLabel('2026-01-01')).toBe('01/01/2026');
  });

  it('sums a year into its 12 months, each labelled with its year', () => {
    const { range, chart } = daily('2026-01-01', '2026-12-31', () => 100);
    const grouped = groupDailyChart(chart, range);
    expect(grouped.grain).toBe('month');
    expect(grouped.chart.labels).toEqual([
      'Jan/2026',
      'Fev/2026',
      'Mar/2026',
      'Abr/2026',
      'Mai/2026',
      'Jun/2026',
      'Jul/2026',
      'Ago/2026',
      'Set/2026',
      'Out/2026',
      'Nov/2026',
      'Dez/2026',
    ]);
    expect(grouped.chart.series[0]?.values.slice(0, 3)).toEqual([3100, 2800, 3100]);
  });

  it('sums a quarter by week, the first week starting on the period’s first day', () => {
    const { range, chart } = daily('2026-09-01', '2026-11-30', (index) => index);
    const grouped = groupDailyChart(chart, range);
    expect(grouped.grain).toBe('week');
    // 1 September 2026 is a Tuesday: its week in the range is 1–6 September (6 days).
    expect(grouped.chart.labels[0]).toBe('sem. 01/09');
    expect(grouped.chart.labels[1]).toBe('sem. 07/09');
    expect(grouped.fullLabels[1]).toBe('semana de 07/09/2026');
    expect(grouped.chart.series[0]?.values[0]).toBe(0 + 1 + 2 + 3 + 4 + 5);
  });

  it('keeps a month by day, and gives the table its days with the year', () => {
    const { range, chart } = daily('2026-11-01', '2026-11-30', () => 5);
    const grouped = groupDailyChart(chart, range);
    expect(grouped.chart).toBe(chart);
    expect(grouped.fullLabels[0]).toBe('01/11/2026');
  });

  it('property: grouping never changes the total of a series', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom('day', 'week', 'month'),
        (length, grain) => {
          const from = '2026-01-01';
          const to = daysOf({ from, to: '2027-12-31' })[length - 1] as string;
          const { range, chart } = daily(from, to, (index) => (index * 37) % 101);
          const sum = (values: readonly number[] = []) => values.reduce((total, value) => total + value, 0);
          const grouped = groupDailyChart(chart, range, grain);
          expect(sum(grouped.chart.series[0]?.values)).toBe(sum(chart.series[0]?.values));
          expect(grouped.fullLabels).toHaveLength(grouped.chart.labels.length);
        },
      ),
    );
  });
});
