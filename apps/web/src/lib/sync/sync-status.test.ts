import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSyncServer } from '#testing/fake-sync-server.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { makeProduct } from '#testing/sync-fixtures.ts';
import { authStore } from '../auth/auth-store.ts';
import { configureHttpClient } from '../http/http-client.ts';
import { HttpError } from '../http/http-error.ts';
import { pullDelta } from './pull-delta.ts';
import { LAST_SYNC_STORAGE_KEY, type SyncStatusState, syncStatus } from './sync-status.ts';

const session = makeSession();
let seen: SyncStatusState[];
let stop: () => void;

beforeEach(async () => {
  await resetLocalDbs();
  localStorage.clear();
  await authStore.setLogin(session, 1);
  configureHttpClient({ baseUrl: '', onUnauthorized: () => undefined, onInvalidToken: () => undefined });
  seen = [];
  stop = syncStatus.subscribe((state) => seen.push(state));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('syncStatus', () => {
  it('reports a push round and keeps the time it reached the server across a reload', async () => {
    syncStatus.startPush();
    syncStatus.progress(3, 10);
    expect(syncStatus.getState()).toMatchObject({ pushing: true, progress: { done: 3, total: 10 } });
    syncStatus.endPush({ sent: 10, failed: 0, stoppedBy: null });
    const { lastSyncAt } = syncStatus.getState();
    expect(syncStatus.getState()).toMatchObject({ pushing: false, progress: null, lastSyncOwner: '1:7' });
    expect(Date.now() - Date.parse(lastSyncAt ?? '')).toBeLessThan(5_000);
    expect(JSON.parse(localStorage.getItem(LAST_SYNC_STORAGE_KEY) ?? 'null')).toEqual({
      owner: '1:7',
      at: lastSyncAt,
    });

    vi.resetModules();
    const reloaded = await import('./sync-status.ts');
    expect(reloaded.syncStatus.getState()).toMatchObject({
      lastSyncAt,
      lastSyncOwner: '1:7',
      pushing: false,
    });
  });

  it('does not move the last sync when a round stopped without reaching the server', () => {
    syncStatus.endPush({ sent: 0, failed: 0, stoppedBy: null });
    const before = syncStatus.getState().lastSyncAt;
    syncStatus.startPush();
    syncStatus.endPush({ sent: 0, failed: 0, stoppedBy: 'offline' });
    expect(syncStatus.getState()).toMatchObject({
      lastSyncAt: before,
      lastError: 'Sem conexão com o servidor; as pendências serão enviadas assim que possível.',
    });
  });

  it('adds up overlapping pulls in one bar, and stops pulling when the last one ends', () => {
    const first = syncStatus.startPull(4);
    const second = syncStatus.startPull(2);
    first.step();
    second.step();
    second.step();
    expect(syncStatus.getState()).toMatchObject({ pulling: true, pullProgress: { done: 3, total: 6 } });
    second.end();
    expect(syncStatus.getState()).toMatchObject({ pulling: true, pullProgress: { done: 1, total: 4 } });
    first.end(new HttpError(0, 'Sem conexão com o servidor'));
    expect(syncStatus.getState()).toMatchObject({
      pulling: false,
      pullProgress: null,
      pullError: 'Sem conexão com o servidor',
    });
    syncStatus.startPull(1).end(new TypeError('x is undefined'));
    expect(syncStatus.getState().pullError).toBe('Não foi possível baixar as atualizações do servidor.');
    syncStatus.pulled();
    expect(syncStatus.getState().pullError).toBeNull();
  });
});

describe('pullDelta and the sync status', () => {
  it('reports one step per call while pulling, then the time it reached the server', async () => {
    const server = createFakeSyncServer({ profiles: [session.profile], seller: session.seller });
    server.upsert('products/all', [makeProduct()]);
    vi.stubGlobal('fetch', vi.fn(server.fetch));

    await pullDelta();
    const pulling = seen.filter((state) => state.pulling);
    const total = pulling[0]?.pullProgress?.total ?? 0;
    expect(total).toBeGreaterThan(5);
    expect(pulling.map((state) => state.pullProgress?.done)).toEqual(
      Array.from({ length: total + 1 }, (_, i) => i),
    );
    expect(syncStatus.getState()).toMatchObject({
      pulling: false,
      pullProgress: null,
      pullError: null,
      lastSyncOwner: '1:7',
    });
    expect(Date.now() - Date.parse(syncStatus.getState().lastSyncAt ?? '')).toBeLessThan(5_000);
  });

  it('says why a pull failed, and ends it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await pullDelta().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(syncStatus.getState()).toMatchObject({
      pulling: false,
      pullProgress: null,
      pullError: (error as HttpError).message,
    });
  });
});
