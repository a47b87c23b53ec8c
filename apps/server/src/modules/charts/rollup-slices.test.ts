import { daysOf } from '@rota/domain';
import { describe, expect, it } from 'vitest';
import { rollupSlices } from './rollup-slices.ts';

/** The days a plan counts once: its months' days, plus its added days, minus its taken days. */
function countedDays(range: { from: string; to: string }): string[] {
  const plan = rollupSlices(range);
  const counts = new Map<string, number>();
  const add = (day: string, sign: number) => counts.set(day, (counts.get(day) ?? 0) + sign);
  if (plan.months) {
    const lastMonthEnd = new Date(
      Date.UTC(Number(plan.months.to.slice(0, 4)), Number(plan.months.to.slice(5, 7)), 0),
    );
    for (const day of daysOf({ from: plan.months.from, to: lastMonthEnd.toISOString().slice(0, 10) }))
      add(day, 1);
  }
  for (const slice of plan.days) for (const day of daysOf(slice)) add(day, slice.sign);
  for (const value of counts.values()) expect([0, 1]).toContain(value);
  return [...counts]
    .filter(([, value]) => value === 1)
    .map(([day]) => day)
    .sort();
}

describe('rollupSlices', () => {
  it('reads whole months from the monthly rows and nothing else', () => {
    expect(rollupSlices({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      months: { from: '2026-01-01', to: '2026-03-01' },
      days: [],
    });
  });

  it('reads a short part of a month as its days', () => {
    expect(rollupSlices({ from: '2026-02-10', to: '2026-02-12' })).toEqual({
      months: null,
      days: [{ from: '2026-02-10', to: '2026-02-12', sign: 1 }],
    });
  });

  it('reads this month so far as the month minus the days still to come', () => {
    expect(rollupSlices({ from: '2026-11-01', to: '2026-11-25' })).toEqual({
      months: { from: '2026-11-01', to: '2026-11-01' },
      days: [{ from: '2026-11-26', to: '2026-11-30', sign: -1 }],
    });
  });

  it('reads the last 365 days as whole months, the first month’s few days and the last month minus its rest', () => {
    expect(rollupSlices({ from: '2025-11-26', to: '2026-11-25' })).toEqual({
      months: { from: '2025-12-01', to: '2026-11-01' },
      days: [
        { from: '2025-11-26', to: '2025-11-30', sign: 1 },
        { from: '2026-11-26', to: '2026-11-30', sign: -1 },
      ],
    });
  });

  it('counts every day of any period exactly once, and no day outside it (leap February, year ends)', () => {
    const periods = [
      { from: '2024-02-15', to: '2024-03-14' },
      { from: '2024-02-02', to: '2024-02-28' },
      { from: '2025-12-31', to: '2026-01-01' },
      { from: '2025-12-05', to: '2026-01-28' },
      { from: '2026-07-16', to: '2026-07-16' },
      { from: '2024-01-17', to: '2026-01-16' },
    ];
    for (const period of periods) expect(countedDays(period)).toEqual(daysOf(period));
  });
});
