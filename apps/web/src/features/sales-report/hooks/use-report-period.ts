import { type DateRange, type PeriodKind, periodRange, zonedDayStart } from '@rota/domain';
import { useMemo, useState } from 'react';

export interface ReportPeriod {
  kind: PeriodKind;
  setKind: (kind: PeriodKind) => void;
  custom: DateRange;
  setCustom: (range: DateRange) => void;
  /** The calendar days the report covers (domain `periodRange`, in São Paulo). */
  range: DateRange;
}

/**
 * The report's period: this month at first; a custom one starts as this month's dates. `today` is
 * São Paulo's calendar day (`useToday`), so "Hoje" and the month turn at its midnight.
 */
export function useReportPeriod(today: string): ReportPeriod {
  const [kind, setKind] = useState<PeriodKind>('month');
  const [custom, setCustom] = useState<DateRange>(() => periodRange('month', zonedDayStart(today)));
  const range = useMemo(() => {
    const now = zonedDayStart(today);
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
