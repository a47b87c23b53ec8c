import {
  chartPeriodProblem,
  type DateRange,
  type ManagerPeriod,
  type ManagerPeriodKind,
  periodRange,
  zonedDate,
} from '@rota/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useNow } from '../../../lib/clock/use-now.ts';
import { type PeriodChoice, periodOf, readPeriodChoice, writePeriodChoice } from '../model/period-params.ts';

export interface ManagerPeriodState {
  choice: PeriodChoice;
  /** The days and year every chart of the area is asked for. */
  period: ManagerPeriod;
  setKind: (kind: ManagerPeriodKind) => void;
  /** Applies a custom period, or answers why not (the charts refuse it) and keeps the last one. */
  setCustom: (range: DateRange) => string | null;
}

/**
 * The period shared by the manager area's screens, kept in the URL's search (`period-params.ts`):
 * a reload or a move to another screen of the area keeps it. "Today" is renewed each minute, so a
 * dashboard left open past midnight moves to the new day.
 */
export function useManagerPeriod(): ManagerPeriodState {
  const [search, setSearch] = useSearchParams();
  const now = useNow(60_000);
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `search`.
  const choice = useMemo(() => readPeriodChoice(search), [key]);
  const today = zonedDate(now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `today` stands for `now`.
  const period = useMemo(() => periodOf(choice, now), [choice, today]);
  const write = useCallback(
    (next: PeriodChoice) => setSearch((current) => writePeriodChoice(current, next), { replace: true }),
    [setSearch],
  );
  const setKind = useCallback(
    (kind: ManagerPeriodKind) =>
      // Personalizado starts from the days shown, so the manager adjusts rather than retypes.
      write(kind === 'custom' ? { kind, custom: { from: period.from, to: period.to } } : { kind }),
    [write, period.from, period.to],
  );
  const setCustom = useCallback(
    (range: DateRange) => {
      const custom = periodRange('custom', now, undefined, range);
      const problem = chartPeriodProblem(custom);
      if (!problem) write({ kind: 'custom', custom });
      return problem;
    },
    [write, now],
  );
  return { choice, period, setKind, setCustom };
}
