import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient, QueryProvider } from '#lib/query/index.ts';
import { renderPage } from '#testing/render-page.tsx';

/** A query client that does not retry (a failure shows at once). */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** A manager screen at `initialEntry` (a path with its search), with its own query cache. */
export function renderManager(client: QueryClient, element: ReactElement, path: string, initialEntry = path) {
  return renderPage(<QueryProvider client={client}>{element}</QueryProvider>, path, initialEntry);
}

export const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
export const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));
