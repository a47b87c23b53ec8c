import { api, type CallDefinition } from '@rota/contract';
import type { BakeryDriver, BakeryItem } from '@rota/domain';
import { companyToday } from '@rota/domain';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { createQueryClient, QueryProvider } from '#lib/query/index.ts';
import { makeBakeryItem } from '#testing/bakery-fixtures.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';

/** Today in São Paulo: the day the screens open on. */
export const today = () => companyToday(new Date());

/** A line of today (the screens' default day). */
export const line = (overrides: Partial<BakeryItem>) =>
  makeBakeryItem({ delivery_date: today(), ...overrides });

/** What the fake server answers: the day's lines (or a failure) and the drivers. */
export interface FakeBakeryServer {
  lines: BakeryItem[] | HttpError;
  drivers: BakeryDriver[];
}

/**
 * Answers `callApi` (mocked by the test file) as the bakery's server would for the reads; the
 * writes are never sent in these tests (no push loop runs), they stay in the outbox.
 */
export function serveBakery(callApi: Mock, server: FakeBakeryServer): void {
  callApi.mockImplementation(async (call: CallDefinition) => {
    if (call === api.bakery.production) {
      if (server.lines instanceof HttpError) throw server.lines;
      return server.lines;
    }
    if (call === api.bakery.driverNames) return server.drivers;
    throw new HttpError(0, 'Sem conexão com o servidor');
  });
}

/** A query client that does not retry (a failure shows at once). */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/**
 * Each test of a bakery screen on a fresh device: empty databases and day, a bakery user logged
 * in, `callApi` answering from a new `server`, a new query client; afterwards back online and
 * logged out. `ready` hands the test file its client and server for the test.
 */
export function setUpBakeryScreens(
  callApi: Mock,
  freshServer: () => FakeBakeryServer,
  ready: (client: QueryClient, server: FakeBakeryServer) => void,
): void {
  let client: QueryClient | null = null;
  beforeEach(async () => {
    await resetLocalDbs();
    sessionStorage.clear();
    await authStore.setLogin(makeSession(['canAccessBakery']), 1);
    const server = freshServer();
    serveBakery(callApi, server);
    client = testQueryClient();
    ready(client, server);
  });
  afterEach(async () => {
    cleanup();
    goOnline();
    client?.clear();
    vi.clearAllMocks();
    await authStore.logout();
  });
}

export function renderBakery(client: QueryClient, element: ReactElement, path: string) {
  return renderPage(<QueryProvider client={client}>{element}</QueryProvider>, path);
}

/** The outbox's bakery stamps, in order, as queued. */
export async function queuedStamps() {
  return (await myPwaDb.outbox.orderBy('id').toArray()).map((entry) => ({
    call: entry.call,
    body: entry.body as {
      uuid: string;
      at?: string;
      received_by?: string;
      lines: { id: number; done: number }[];
    },
  }));
}

export const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
export const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));
