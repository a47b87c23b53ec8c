import 'fake-indexeddb/auto';
import { makeClient } from '@rota/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { takeWarmClientRows, WARM_CLIENT_ROWS_MS, warmClientRows } from './warm-client-rows.ts';

describe('clients read ahead', () => {
  beforeEach(async () => {
    await resetLocalDbs();
    takeWarmClientRows();
  });
  afterEach(() => vi.useRealTimers());

  it('gives the rows read ahead once, then nothing', async () => {
    const client = makeClient({ uuid: crypto.randomUUID() });
    await myPwaDb.clients.put(client);
    expect(takeWarmClientRows()).toBeUndefined();
    warmClientRows();
    await vi.waitFor(() => expect(takeWarmClientRows()?.map((row) => row.uuid)).toEqual([client.uuid]));
    expect(takeWarmClientRows()).toBeUndefined();
  });

  it('lets untaken rows go after a while, and reads again when asked again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await myPwaDb.clients.put(makeClient({ uuid: crypto.randomUUID() }));
    warmClientRows();
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    vi.advanceTimersByTime(WARM_CLIENT_ROWS_MS);
    expect(takeWarmClientRows()).toBeUndefined();
    warmClientRows();
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    expect(takeWarmClientRows()).toHaveLength(1);
  });
});
