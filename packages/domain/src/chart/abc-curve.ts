import { isOthersLabel } from './chart-labels.ts';

/** The classes of an ABC curve: A the few that make most of the revenue, C the long tail. */
export const ABC_CLASSES = ['A', 'B', 'C'] as const;
export type AbcClass = (typeof ABC_CLASSES)[number];

/** Where class A ends and class B ends, in percent of the total (the rest is C). */
export const ABC_LIMITS = { A: 80, B: 95 } as const;

/** One point of an ABC curve, in the order the values were given. */
export interface AbcPoint {
  /** The share of the total up to and including this point, in percent (0–100). */
  cumulativePercent: number;
  class: AbcClass;
}

/**
 * The ABC curve of values already sorted largest first (the clients of `charts/sales-group-client`):
 * each point's cumulative share of the total and its class.
 *
 * How the edges are read: a point belongs to the class in which it *starts*, that is by the
 * cumulative share of the points before it — A while that share is under 80%, B while it is under
 * 95%, C after. So the point that crosses 80% is still A (the largest client is always A, even
 * when it alone makes 90%), and a point starting at exactly 80% is B; likewise exactly 95% is C.
 * Shares are compared in integers (centavos × 100 against the total × limit), never in floats.
 *
 * A negative value (a period with more returns than sales) counts as 0. When the total is 0 every
 * point is C with a share of 0: there is no revenue to classify.
 */
export function abcCurve(values: readonly number[]): AbcPoint[] {
  const amounts = values.map((value) => Math.max(0, value));
  const total = amounts.reduce((sum, value) => sum + value, 0);
  let before = 0;
  return amounts.map((value) => {
    const klass: AbcClass =
      total === 0
        ? 'C'
        : before * 100 < total * ABC_LIMITS.A
          ? 'A'
          : before * 100 < total * ABC_LIMITS.B
            ? 'B'
            : 'C';
    before += value;
    return { cumulativePercent: total === 0 ? 0 : (before * 100) / total, class: klass };
  });
}

/** A point of a ranking's ABC curve: the lumped rest ("Outros … (N)") has no class of its own. */
export interface RankedAbcPoint {
  cumulativePercent: number;
  class: AbcClass | null;
}

/**
 * The ABC curve of a ranking chart (labels and values, largest first, perhaps ending in the
 * "Outros … (N)" point that lumps the clients beyond the top): every point's share counts towards
 * the total, but the lumped rest gets no class — it holds many clients, each of which may be A, B
 * or C, and is usually the largest point, which the classes' reading of a sorted list cannot take.
 */
export function rankingAbcCurve(labels: readonly string[], values: readonly number[]): RankedAbcPoint[] {
  return abcCurve(values).map((point, index) =>
    isOthersLabel(labels[index] ?? '') ? { ...point, class: null } : point,
  );
}
