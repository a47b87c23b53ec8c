import type { ChartData } from '@rota/domain';
import type { UseQueryResult } from '@tanstack/react-query';

/** What a chart card shows: its data, a skeleton, the offline notice or the error with a retry. */
export type ChartState =
  | { status: 'ready'; data: ChartData }
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; retry: () => void };

/**
 * A chart query as the card reads it. Data already received stays on screen (offline or while
 * refreshing); without data, a query paused by `networkMode: 'online'` means the browser is
 * offline (lib/query), and an error offers "Tentar novamente".
 */
export function chartState(query: UseQueryResult<ChartData>): ChartState {
  if (query.data) return { status: 'ready', data: query.data };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (query.fetchStatus === 'paused') return { status: 'offline' };
  return { status: 'loading' };
}
