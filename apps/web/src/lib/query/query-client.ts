import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../http/http-error.ts';
import { appQueryClient } from './app-query-client.ts';
import { followBrowserOnline } from './follow-browser-online.ts';

/** How many times a failed online-only call is tried again before its error is shown. */
export const QUERY_MAX_RETRIES = 2;

/**
 * Whether a failed call is worth another try: no answer, a time-out, 408, 429 or a 5xx. Never
 * another 4xx: the same request gets the same refusal (a 401 has already sent the user to the
 * login), and on a phone each retry costs battery and data.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  if (!(error instanceof HttpError)) return false;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * The cache of online-only calls (DESIGN.md "Sync": synced tables are read from Dexie instead).
 * - `networkMode: 'online'`, chosen for offline: while the browser says it is offline a query
 *   does not run and does not fail, it pauses (`fetchStatus: 'paused'`) and runs when the
 *   `online` event comes. Screens therefore show what they have, never an error, offline.
 *   Not `'offlineFirst'`: that mode is for answers a service worker may serve from its cache,
 *   and ours sends `/api/` to the network only (vite.config.ts).
 * - `staleTime` 30 s: a screen opened again within it shows the cached answer without a new
 *   request; realtime events invalidate what changed sooner (`realtime-invalidation.ts`).
 * - Window focus (the PWA coming back to the foreground) and reconnection refetch stale queries.
 * Writes never go through mutations here: they go through the outbox (DESIGN.md "Offline writes").
 */
export function createQueryClient(): QueryClient {
  followBrowserOnline();
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'online',
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
    },
  });
}

/** The app's one query cache (tests make their own with `createQueryClient`). */
export const queryClient: QueryClient = createQueryClient();
// Announced as soon as it exists: a chunk that reads queries imports this folder, so the cache
// reaches `QueryProvider` while the chunk loads, before its first screen renders.
appQueryClient.publish(queryClient);
