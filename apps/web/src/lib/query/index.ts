/**
 * Online-only calls: TanStack Query over the contract, refreshed by realtime events. Importing
 * this folder creates the app's cache (`query-client.ts`); the shell's `QueryProvider` is
 * imported from its own file, so the login route does not create it.
 */
export { type ApiQueryArgs, type ApiQueryInput, apiQuery, apiQueryKey } from './api-query.ts';
export { appQueryClient } from './app-query-client.ts';
export { createQueryClient, QUERY_MAX_RETRIES, queryClient, shouldRetryQuery } from './query-client.ts';
export { QueryProvider } from './query-provider.tsx';
export { REALTIME_INVALIDATIONS, startRealtimeInvalidation } from './realtime-invalidation.ts';
