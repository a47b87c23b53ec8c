import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abcCurve, rankingAbcCurve } from './abc-curve.ts';
import { othersLabel } from './chart-labels.ts';

const classes = (values: number[]) =>
  abcCurve(values)
    .map((point) => point.class)
    .join('');

describe('abcCurve', () => {
  it('classes by the share before each point: A under 80%, B under 95%, C after', () => {
    // Cumulative before: 0, 50, 75, 85, 90, 94, 96, 98.
    expect(classes([50, 25, 10, 5, 4, 2, 2, 2])).toBe('AAABBBCC');
    expect(abcCurve([50, 25, 10, 5, 4, 2, 2, 2]).map((point) => point.cumulativePercent)).toEqual([
      50, 75, 85, 90, 94, 96, 98, 100,
    ]);
  });

  it('a point starting at exactly 80% is B, at exactly 95% is C', () => {
    // Cumulative before: 0, 80, 95.
    expect(classes([80, 15, 5])).toBe('ABC');
  });

  it('the point that crosses 80% stays A; the largest point is always A', () => {
    expect(classes([79, 2, 19])).toBe('AAB');
    expect(classes([90, 10])).toBe('AB');
    expect(classes([100])).toBe('A');
  });

  it('a zero total gives C with share 0; negative values count as 0', () => {
    expect(abcCurve([0, 0])).toEqual([
      { cumulativePercent: 0, class: 'C' },
      { cumulativePercent: 0, class: 'C' },
    ]);
    expect(abcCurve([-10, 10]).map((point) => point.cumulativePercent)).toEqual([0, 100]);
    expect(abcCurve([])).toEqual([]);
  });

  it('ends at 100%, never decreases, and its classes only move forward (A, then B, then C)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1 }), (raw) => {
        const values = [...raw].sort((a, b) => b - a);
        const points = abcCurve(values);
        const total = values.reduce((sum, value) => sum + value, 0);
        if (total > 0) expect(points.at(-1)?.cumulativePercent).toBeCloseTo(100, 9);
        for (let index = 1; index < points.length; index++) {
          const [previous, current] = [points[index - 1], points[index]];
          expect(current?.cumulativePercent).toBeGreaterThanOrEqual(previous?.cumulativePercent ?? 0);
          expect((current?.class ?? '') >= (previous?.class ?? '')).toBe(true);
        }
      }),
    );
  });
});

describe('rankingAbcCurve', () => {
  it('counts the lumped rest towards the total but gives it no class', () => {
    // The top two make 40%: the rest (60%, the largest point) would read as A on a sorted list.
    const labels = ['Padaria A', 'Mercado B', othersLabel('clientes', 470)];
    const curve = rankingAbcCurve(labels, [30, 10, 60]);
    expect(curve.map((point) => point.class)).toEqual(['A', 'A', null]);
    expect(curve.map((point) => point.cumulativePercent)).toEqual([30, 40, 100]);
    // A client whose name merely starts with "Outros" keeps its class.
    expect(rankingAbcCurve(['Outros Sabores Ltda'], [10])[0]?.class).toBe('A');
  });
});
