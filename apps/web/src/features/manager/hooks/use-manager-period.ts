import {
  chartPeriodProblem,
  type DateRange,
  type ManagerPeriod,
  type ManagerPeriodKind,
  periodRange,
  zonedDayStart,
} from '@rota/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useToday } from '#lib/clock/use-today.ts';
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
 * a reload or a move to another screen of the area keeps it. Today is São Paulo's day (`useToday`),
 * so a dashboard left open past its midnight moves to the new day.
 */
export function useManagerPeriod(): ManagerPeriodState {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `search`.
  const choice = useMemo(() => readPeriodChoice(search), [key]);
  const today = useToday();
  const period = useMemo(() => periodOf(choice, zonedDayStart(today)), [choice, today]);
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
      const custom = periodRange('custom', zonedDayStart(today), undefined, range);
      const problem = chartPeriodProblem(custom);
      if (!problem) write({ kind: 'custom', custom });
      return problem;
    },
    [write, today],
  );
  return { choice, period, setKind, setCustom };
}
