import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useStore } from '../store/use-store.ts';
import { appQueryClient } from './app-query-client.ts';

interface QueryProviderProps {
  children: ReactNode;
  /** The app's cache by default, once it exists (`appQueryClient`); tests pass their own. */
  client?: QueryClient;
}

/**
 * Gives screens the cache of online-only calls (`useQuery(apiQuery(call, input))`). Until the
 * app's cache exists, nothing below reads it: it is created by the chunks whose screens query
 * (see `app-query-client.ts`). The context stays in place as the cache arrives, so the screens
 * under it keep their state. Like TanStack's own provider, it mounts the cache (refetch on
 * focus and reconnection) while it is given.
 */
export function QueryProvider({ children, client }: QueryProviderProps) {
  const appClient = useStore(appQueryClient);
  const value = client ?? appClient;
  useEffect(() => {
    if (!value) return;
    value.mount();
    return () => value.unmount();
  }, [value]);
  return <QueryClientContext.Provider value={value}>{children}</QueryClientContext.Provider>;
}
