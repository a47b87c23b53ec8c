import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client.ts';

interface QueryProviderProps {
  children: ReactNode;
  /** The app's cache by default; tests pass a fresh one from `createQueryClient`. */
  client?: QueryClient;
}

/** Gives screens the cache of online-only calls (`useQuery(apiQuery(call, input))`). */
export function QueryProvider({ children, client = queryClient }: QueryProviderProps) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
