import type { QueryClient } from '@tanstack/react-query';

type Listener = () => void;

let current: QueryClient | undefined;
const listeners = new Set<Listener>();

/**
 * Where the app's query cache is announced once it exists. The cache (TanStack Query's core) is
 * created when `query-client.ts` first loads: with the first login, or with the first chunk
 * whose screens read a query (they import this folder). `QueryProvider` passes it on to the
 * screens from then on, so the login route downloads none of TanStack Query.
 */
export const appQueryClient = {
  get: (): QueryClient | undefined => current,
  publish(client: QueryClient): void {
    current = client;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
