import { addDays, type DateRange, startOfMonth } from '../time/periods.ts';

/**
 * The period a manager's chart reads, from the query's `from`/`to` and today (the São Paulo
 * date, from the caller): `to` defaults to today, `from` to the first day of `to`'s month — so no
 * dates at all is the current month so far (domain `periodRange('month')`) and `to` alone is its
 * month up to that day. A period {@link chartPeriodProblem} refuses answers its `problem`: the
 * caller refuses it (422). `year` defaults to the year of `to`.
 */
export function chartPeriod(
  query: { from?: string | undefined; to?: string | undefined; year?: number | undefined },
  today: string,
): { range: DateRange; year: number } | { problem: string } {
  const to = query.to ?? today;
  const from = query.from ?? startOfMonth(to);
  const problem = chartPeriodProblem({ from, to });
  if (problem) return { problem };
  return { range: { from, to }, year: query.year ?? Number(to.slice(0, 4)) };
}

/** The longest period a chart reads: two years and a day (any two calendar years fit). */
export const MAX_CHART_DAYS = 731;
/** The first and last days a chart may read (the `year` bounds of the chart query). */
export const CHART_DATE_BOUNDS = { from: '2000-01-01', to: '2100-12-31' } as const;

/**
 * What is wrong with a chart period, in pt-BR, or null: a day outside 2000–2100, `from` after
 * `to`, or more than {@link MAX_CHART_DAYS} days — a chart by day answers one point per day, so an
 * unbounded period would make one answer of millions of points. The contract refuses such a query
 * (422) and the manager's period picker keeps the last valid period.
 */
export function chartPeriodProblem(range: Partial<DateRange>): string | null {
  const { from, to } = range;
  for (const day of [from, to]) {
    if (day !== undefined && (day < CHART_DATE_BOUNDS.from || day > CHART_DATE_BOUNDS.to)) {
      return 'Escolha datas entre 2000 e 2100';
    }
  }
  if (from === undefined || to === undefined) return null;
  if (from > to) return 'A data inicial deve ser anterior ou igual à final';
  if (addDays(from, MAX_CHART_DAYS - 1) < to) return 'Escolha um período de no máximo 2 anos';
  return null;
}
