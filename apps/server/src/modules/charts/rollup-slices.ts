import { addDays, type DateRange, daysOf, endOfMonth, startOfMonth, startOfNextMonth } from '@rota/domain';

/** A run of days read from the daily rollup, added (1) or taken away (-1). */
export interface DaySlice {
  from: string;
  to: string;
  sign: 1 | -1;
}

/**
 * How a period is read from the rollup (docs/server.md "The sales rollup"): whole months from the
 * monthly rows (`months`, first days of the first and last month, or null), and days from the
 * daily rows. A month the period covers in part is read as its days in the period, or — when
 * those are more than the month's other days — as the whole month minus its other days, so no
 * period reads more than about a month of daily rows (and "this month so far" reads none: the
 * days after today have no rows).
 */
export interface RollupSlices {
  months: { from: string; to: string } | null;
  days: DaySlice[];
}

export function rollupSlices(range: DateRange): RollupSlices {
  const wholeMonths: string[] = [];
  const days: DaySlice[] = [];
  for (let month = startOfMonth(range.from); month <= range.to; month = startOfNextMonth(month)) {
    const monthEnd = endOfMonth(month);
    const from = range.from > month ? range.from : month;
    const to = range.to < monthEnd ? range.to : monthEnd;
    const inside = daysOf({ from, to }).length;
    const length = daysOf({ from: month, to: monthEnd }).length;
    if (inside === length) wholeMonths.push(month);
    else if (inside <= length - inside) days.push({ from, to, sign: 1 });
    else {
      wholeMonths.push(month);
      if (from > month) days.push({ from: month, to: addDays(from, -1), sign: -1 });
      if (to < monthEnd) days.push({ from: addDays(to, 1), to: monthEnd, sign: -1 });
    }
  }
  const first = wholeMonths[0];
  const last = wholeMonths[wholeMonths.length - 1];
  return { months: first && last ? { from: first, to: last } : null, days };
}
