import 'fake-indexeddb/auto';
import { bakeryItemSchema } from '@rota/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBakeryItem } from '#testing/bakery-fixtures.ts';
import { jsonResponse } from '#testing/json-response.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { authStore } from '../auth/auth-store.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { configureHttpClient } from '../http/http-client.ts';
import { heldBakeryLineIds, putServerBakeryLines } from './held-bakery-lines.ts';
import { pushOutboxOnce } from './push-outbox.ts';
import { saveAllAndQueue } from './save-and-queue.ts';

const UUID_A = '6f1c2a4e-8a7b-4c1d-9e2f-1a2b3c4d5e6f';
const UUID_B = '7f1c2a4e-8a7b-4c1d-9e2f-1a2b3c4d5e6f';

function stamp(uuid: string, lines: { id: number; done: number }[]) {
  const rows = lines.map(({ id, done }) => makeBakeryItem({ id, produced: done }));
  return saveAllAndQueue(myPwaDb.bakeryLines, rows, {
    call: 'bakery.productionAt',
    uuid,
    body: { uuid, lines },
  });
}

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.setLogin(makeSession(['canAccessBakery']), 1);
  configureHttpClient({
    baseUrl: 'http://app',
    onUnauthorized: () => undefined,
    onInvalidToken: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('held bakery lines', () => {
  it('holds the lines named by every waiting stamp, and a server copy leaves them alone', async () => {
    await stamp(UUID_A, [{ id: 1, done: 80 }]);
    expect(await heldBakeryLineIds()).toEqual(new Set([1]));
    await myPwaDb.transaction('rw', myPwaDb.bakeryLines, myPwaDb.outbox, () =>
      putServerBakeryLines([makeBakeryItem({ id: 1, produced: 0 }), makeBakeryItem({ id: 2, produced: 5 })]),
    );
    expect((await myPwaDb.bakeryLines.get(1))?.produced).toBe(80);
    expect((await myPwaDb.bakeryLines.get(2))?.produced).toBe(5);
  });

  it('the acknowledgement stores the answered lines by id, except one a later stamp still waits on', async () => {
    await stamp(UUID_A, [
      { id: 1, done: 80 },
      { id: 2, done: 40 },
    ]);
    await stamp(UUID_B, [{ id: 2, done: 50 }]);
    const answers = [
      [
        makeBakeryItem({ id: 1, produced: 80, production_by: 'Servidor' }),
        makeBakeryItem({ id: 2, produced: 40 }),
      ],
      [makeBakeryItem({ id: 2, produced: 50, production_by: 'Servidor' })],
    ];
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        paths.push(new URL(url).pathname);
        const data = answers.shift() ?? [];
        for (const line of data) bakeryItemSchema.parse(line);
        // Between the two answers the second stamp still waits: line 2 must keep 50 after the first.
        if (answers.length === 1) return jsonResponse({ data });
        expect((await myPwaDb.bakeryLines.get(2))?.produced).toBe(50);
        return jsonResponse({ data });
      }),
    );
    expect(await pushOutboxOnce()).toEqual({ sent: 2, failed: 0, stoppedBy: null });
    expect(paths).toEqual(['/api/bakery/production-at', '/api/bakery/production-at']);
    expect(await myPwaDb.bakeryLines.get(1)).toMatchObject({ produced: 80, production_by: 'Servidor' });
    expect(await myPwaDb.bakeryLines.get(2)).toMatchObject({ produced: 50, production_by: 'Servidor' });
    expect(await myPwaDb.outbox.count()).toBe(0);
  });
});

describe('the order of stamps on one line', () => {
  const UUID_C = '8f1c2a4e-8a7b-4c1d-9e2f-1a2b3c4d5e6f';

  it('keeps a correction behind the earlier stamp of its line while that one waits out its back-off', async () => {
    // 100 produced, then corrected to 80; a third stamp touches another line only.
    await stamp(UUID_A, [{ id: 1, done: 100 }]);
    await stamp(UUID_B, [{ id: 1, done: 80 }]);
    await stamp(UUID_C, [{ id: 7, done: 5 }]);
    const first = await myPwaDb.outbox.where('uuid').equals(UUID_A).first();
    const later = new Date(Date.now() + 60_000).toISOString();
    await myPwaDb.outbox.update(first?.id as number, { attempts: 3, next_attempt_at: later });
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { lines: { id: number; done: number }[] };
        bodies.push(body.lines);
        return jsonResponse({
          data: body.lines.map(({ id, done }) => makeBakeryItem({ id, produced: done })),
        });
      }),
    );
    // Only the other line's stamp goes: the correction waits for the stamp before it.
    expect(await pushOutboxOnce()).toEqual({ sent: 1, failed: 0, stoppedBy: null });
    expect(bodies).toEqual([[{ id: 7, done: 5 }]]);
    expect((await myPwaDb.bakeryLines.get(1))?.produced).toBe(80);

    // Once the wait is over both go, in the order they were made: the server ends at 80.
    await myPwaDb.outbox.update(first?.id as number, { next_attempt_at: null });
    expect(await pushOutboxOnce()).toEqual({ sent: 2, failed: 0, stoppedBy: null });
    expect(bodies.slice(1)).toEqual([[{ id: 1, done: 100 }], [{ id: 1, done: 80 }]]);
    expect((await myPwaDb.bakeryLines.get(1))?.produced).toBe(80);
  });
});

describe('a refused bakery stamp', () => {
  it('stays in the outbox as failed with the server’s pt-BR message, its lines still held', async () => {
    await stamp(UUID_A, [{ id: 1, done: 80 }]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          { message: 'Só 0 de 100 foram produzidos', errors: { lines: ['Só 0 de 100 foram produzidos'] } },
          422,
        ),
      ),
    );
    expect(await pushOutboxOnce()).toEqual({ sent: 0, failed: 1, stoppedBy: null });
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry).toMatchObject({ call: 'bakery.productionAt', status: 'failed' });
    expect(entry?.last_error).toContain('Só 0 de 100 foram produzidos');
    expect(await heldBakeryLineIds()).toEqual(new Set([1]));
  });
});
