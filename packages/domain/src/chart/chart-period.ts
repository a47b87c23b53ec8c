import type { DateRange } from '../time/periods.ts';

/**
 * The period a manager's chart reads, from the query's `from`/`to` and today (the São Paulo
 * date, from the caller): `to` defaults to today, `from` to the first day of `to`'s month — so no
 * dates at all is the current month so far (domain `periodRange('month')`) and `to` alone is its
 * month up to that day. `from` after `to` answers null: the caller refuses it (422). `year`
 * defaults to the year of `to`.
 */
export function chartPeriod(
  query: { from?: string | undefined; to?: string | undefined; year?: number | undefined },
  today: string,
): { range: DateRange; year: number } | null {
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 8)}01`;
  if (from > to) return null;
  return { range: { from, to }, year: query.year ?? Number(to.slice(0, 4)) };
}
