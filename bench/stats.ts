/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** Runs `measure` once to warm up, then `runs` times; the median of the measured runs. */
export async function medianOf<T extends { ms: number }>(
  runs: number,
  measure: () => Promise<T>,
): Promise<T & { runsMs: number[] }> {
  await measure();
  const results: T[] = [];
  for (let i = 0; i < runs; i++) results.push(await measure());
  const runsMs = results.map((result) => result.ms);
  const middle = median(runsMs);
  const chosen = results.reduce((best, result) =>
    Math.abs(result.ms - middle) < Math.abs(best.ms - middle) ? result : best,
  );
  return { ...chosen, ms: middle, runsMs };
}
