import { type DateRange, periodRange, type SaleStatus, zonedDayStart } from '@rota/domain';
import { useMemo, useState } from 'react';
import type { SaleListFilters } from '../api/sale-list.ts';

export const SALE_PERIODS = ['all', 'today', 'week', 'month'] as const;
export type SalePeriod = (typeof SALE_PERIODS)[number];

export interface SaleFilterState {
  status: SaleStatus | null;
  period: SalePeriod;
  setStatus: (status: SaleStatus | null) => void;
  setPeriod: (period: SalePeriod) => void;
  /** What the list filters by, the period read as calendar days in São Paulo. */
  filters: SaleListFilters;
}

/**
 * The status and period chosen on "Vendas" (every status of this month at first: a seller's
 * months of sales are long). `today` is São Paulo's calendar day (`useToday`): the periods turn at
 * its midnight, not at UTC's (21:00 there).
 */
export function useSaleFilters(today: string): SaleFilterState {
  const [status, setStatus] = useState<SaleStatus | null>(null);
  const [period, setPeriod] = useState<SalePeriod>('month');
  const filters = useMemo(() => {
    const range: DateRange | null = period === 'all' ? null : periodRange(period, zonedDayStart(today));
    return { status, range };
  }, [status, period, today]);
  return { status, period, setStatus, setPeriod, filters };
}
