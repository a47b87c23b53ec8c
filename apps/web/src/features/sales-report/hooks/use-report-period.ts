import { type DateRange, type PeriodKind, periodRange, zonedDate } from '@rota/domain';
import { useMemo, useState } from 'react';

export interface ReportPeriod {
  kind: PeriodKind;
  setKind: (kind: PeriodKind) => void;
  custom: DateRange;
  setCustom: (range: DateRange) => void;
  /** The calendar days the report covers (domain `periodRange`, in São Paulo). */
  range: DateRange;
}

/** The report's period: this month at first; a custom one starts as this month's dates. */
export function useReportPeriod(now: Date): ReportPeriod {
  const [kind, setKind] = useState<PeriodKind>('month');
  const [custom, setCustom] = useState<DateRange>(() => periodRange('month', now));
  const today = zonedDate(now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `today` stands for `now`.
  const range = useMemo(() => {
    if (kind !== 'custom') return periodRange(kind, now);
    // A half-typed date keeps the last complete range.
    try {
      return periodRange('custom', now, undefined, custom);
    } catch {
      return periodRange('month', now);
    }
  }, [kind, custom, today]);
  return { kind, setKind, custom, setCustom, range };
}
