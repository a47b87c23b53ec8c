import 'fake-indexeddb/auto';
import { makeClient } from '@rota/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#testing/json-response.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { authStore } from '../auth/auth-store.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { configureHttpClient } from '../http/http-client.ts';
import { everyFewMs, PUSH_LOCK, pushNow, requestPush, startPushLoop } from './push-loop.ts';
import { saveAndQueue } from './save-and-queue.ts';
import { syncStatus } from './sync-status.ts';

/**
 * The Web Locks API as a browser gives it to every tab of an origin (one manager shared by all
 * of them): `ifAvailable` answers `null` while another holder has the lock.
 */
function sharedLockManager() {
  const held = new Set<string>();
  const requested: string[] = [];
  const manager = {
    async request<T>(name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<T>) {
      requested.push(name);
      if (held.has(name) && options.ifAvailable) return callback(null);
      held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' } as Lock);
      } finally {
        held.delete(name);
      }
    },
  } as Pick<LockManager, 'request'>;
  return { manager, requested };
}

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.setLogin(makeSession(), 1);
  configureHttpClient({
    baseUrl: 'http://app',
    onUnauthorized: () => undefined,
    onInvalidToken: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('pushNow across tabs', () => {
  it('lets one tab push while the other, asking at the same time, does nothing: each entry is sent once', async () => {
    const clients = [1, 2, 3].map((n) =>
      makeClient({ uuid: crypto.randomUUID(), id: null, name: `Cliente ${n}` }),
    );
    for (const client of clients)
      await saveAndQueue(myPwaDb.clients, client, {
        call: 'clients.create',
        uuid: client.uuid,
        body: client,
      });
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { uuid: string };
        sent.push(body.uuid);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return jsonResponse({
          data: { ...body, id: 1, updated_at: '2026-11-22T13:00:00.000Z', deleted_at: null },
        });
      }),
    );
    const { manager, requested } = sharedLockManager();

    const [tabA, tabB] = await Promise.all([pushNow(manager), pushNow(manager)]);
    expect(requested).toEqual([PUSH_LOCK, PUSH_LOCK]);
    expect([tabA, tabB]).toEqual([{ sent: 3, failed: 0, stoppedBy: null }, null]);
    expect(sent).toEqual(clients.map((client) => client.uuid));
    expect(await myPwaDb.outbox.count()).toBe(0);
    expect(syncStatus.getState()).toMatchObject({
      pushing: false,
      lastError: null,
      lastSyncAt: expect.any(String),
    });
  });

  it('tells the layout why a round stopped when the network is gone', async () => {
    const client = makeClient({ uuid: crypto.randomUUID(), id: null });
    await saveAndQueue(myPwaDb.clients, client, { call: 'clients.create', uuid: client.uuid, body: client });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await pushNow(sharedLockManager().manager)).toEqual({ sent: 0, failed: 0, stoppedBy: 'offline' });
    expect(syncStatus.getState().lastError).toBe(
      'Sem conexão com o servidor; as pendências serão enviadas assim que possível.',
    );
  });
});

describe('the push loop without a network', () => {
  it('sends nothing while the browser is offline, and everything once it is back online', async () => {
    const client = makeClient({ uuid: crypto.randomUUID(), id: null });
    await saveAndQueue(myPwaDb.clients, client, { call: 'clients.create', uuid: client.uuid, body: client });
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      jsonResponse({
        data: {
          ...JSON.parse(String(init.body)),
          id: 1,
          updated_at: '2026-11-22T13:00:00.000Z',
          deleted_at: null,
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = startPushLoop();
    try {
      requestPush();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fetch).not.toHaveBeenCalled();
      expect(await myPwaDb.outbox.get({ uuid: client.uuid })).toMatchObject({
        status: 'pending',
        attempts: 0,
      });

      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(async () => expect(await myPwaDb.outbox.count()).toBe(0));
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      onLine.mockRestore();
    }
  });
});

describe('everyFewMs (the push’s progress on screen)', () => {
  it('reports at most once per period, and always the round’s last entry', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const reported: string[] = [];
    const report = everyFewMs((done, total) => reported.push(`${done}/${total}`), 250);
    for (let done = 1; done <= 10; done += 1) {
      report(done, 10);
      now += 100;
    }
    expect(reported).toEqual(['1/10', '4/10', '7/10', '10/10']);
    vi.restoreAllMocks();
  });
});
