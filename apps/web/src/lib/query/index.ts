/** Online-only calls: TanStack Query over the contract, refreshed by realtime events. */
export { type ApiQueryArgs, type ApiQueryInput, apiQuery, apiQueryKey } from './api-query.ts';
export { createQueryClient, QUERY_MAX_RETRIES, queryClient, shouldRetryQuery } from './query-client.ts';
export { QueryProvider } from './query-provider.tsx';
export { REALTIME_INVALIDATIONS, startRealtimeInvalidation } from './realtime-invalidation.ts';
