import type { QueryClient } from '@tanstack/react-query';
import { createStore } from '../store/create-store.ts';

const current = createStore<QueryClient | undefined>(undefined);

/**
 * Where the app's query cache is announced once it exists. The cache (TanStack Query's core) is
 * created when `query-client.ts` first loads: with the first login, or with the first chunk
 * whose screens read a query (they import this folder). `QueryProvider` passes it on to the
 * screens from then on, so the login route downloads none of TanStack Query.
 */
export const appQueryClient = {
  getState: current.getState,
  subscribe: current.subscribe,
  publish(client: QueryClient): void {
    current.setState(client);
  },
};
