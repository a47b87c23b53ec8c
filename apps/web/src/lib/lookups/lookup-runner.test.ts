import 'fake-indexeddb/auto';
import type { CepLookup } from '@rota/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#testing/json-response.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { authStore } from '../auth/auth-store.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { configureHttpClient } from '../http/http-client.ts';
import { LOOKUP_BACKOFF, lookupBackoffMs } from './lookup-outcome.ts';
import { queueLookup } from './lookup-queue.ts';
import { nextLookupAt, runQueuedLookupsOnce } from './lookup-runner.ts';

const CLIENT = '5b0f3c1e-2a4d-4e8f-9b6a-7c8d9e0f1a2b';
const PAULISTA: CepLookup = {
  cep: '01310100',
  street: 'Avenida Paulista',
  complement: 'de 612 a 1510 - lado par',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  city_iso: '3550308',
};

/** The server's `lookups/*` as the runner meets it: each request answered by the next script line. */
function scriptServer(script: Array<(path: string) => Response>) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://app').pathname.replace(/^\/api\//, '');
      paths.push(path);
      const answer = script.shift();
      if (!answer) throw new Error(`sem resposta para ${path}`);
      return answer(path);
    }),
  );
  return paths;
}

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.setLogin(makeSession(), 1);
  configureHttpClient({ baseUrl: 'http://app', onUnauthorized: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe('runQueuedLookupsOnce', () => {
  it('runs queued lookups one at a time, oldest first, and keeps each answer for the screen', async () => {
    await queueLookup({ kind: 'cep', value: '01310100', client_uuid: CLIENT });
    await queueLookup({ kind: 'cnpj', value: '11222333000181', client_uuid: CLIENT, purpose: 'fantasy' });
    const paths = scriptServer([
      () => jsonResponse({ data: PAULISTA }),
      () => jsonResponse({ message: 'CNPJ não encontrado' }, 404),
    ]);

    expect(await runQueuedLookupsOnce()).toEqual({ done: 2, stoppedBy: null });
    expect(paths).toEqual(['lookups/cep/01310100', 'lookups/cnpj/11222333000181']);
    const rows = await myPwaDb.lookups.orderBy('id').toArray();
    expect(rows.map((row) => [row.kind, row.status, row.purpose, row.error])).toEqual([
      ['cep', 'ready', 'autofill', null],
      ['cnpj', 'not_found', 'fantasy', 'CNPJ não encontrado'],
    ]);
    expect(rows[0]?.result).toEqual(PAULISTA);

    // A 404 is settled: the next round asks nothing.
    const again = scriptServer([]);
    expect(await runQueuedLookupsOnce()).toEqual({ done: 0, stoppedBy: null });
    expect(again).toEqual([]);
  });

  it('backs off on 429, 503 or no network and stops the round; runs it when the wait is over', async () => {
    await queueLookup({ kind: 'cep', value: '01310100', client_uuid: CLIENT });
    await queueLookup({ kind: 'cep', value: '20040002', client_uuid: crypto.randomUUID() });
    let now = new Date('2026-11-22T13:00:00.000Z');
    const clock = { now: () => now, random: () => 0.5 };
    const paths = scriptServer([() => jsonResponse({ message: 'Muitas consultas' }, 429)]);

    expect(await runQueuedLookupsOnce(clock)).toEqual({ done: 0, stoppedBy: 'offline' });
    expect(paths).toEqual(['lookups/cep/01310100']);
    const delay = lookupBackoffMs(1, () => 0.5);
    expect(delay).toBe(LOOKUP_BACKOFF.baseMs * 0.75);
    const [waiting] = await myPwaDb.lookups.orderBy('id').toArray();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, failure: 'busy' });
    // 13:00 UTC + 15 s is 10:00 in São Paulo.
    expect(waiting?.error).toBe('O serviço de CEP atingiu o limite de consultas: nova tentativa às 10:00.');
    expect(await nextLookupAt()).toEqual(new Date(0));

    // The first waits; the second (never tried) goes; a network failure stops it too.
    const second = scriptServer([
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    expect(await runQueuedLookupsOnce(clock)).toEqual({ done: 0, stoppedBy: 'offline' });
    expect(second).toEqual(['lookups/cep/20040002']);
    expect(await nextLookupAt()).toEqual(new Date(now.getTime() + delay));

    now = new Date(now.getTime() + LOOKUP_BACKOFF.maxMs);
    const third = scriptServer([
      () => jsonResponse({ data: PAULISTA }),
      () => jsonResponse({ message: 'Serviço indisponível' }, 503),
    ]);
    expect(await runQueuedLookupsOnce(clock)).toEqual({ done: 1, stoppedBy: 'offline' });
    expect(third).toEqual(['lookups/cep/01310100', 'lookups/cep/20040002']);
    expect((await myPwaDb.lookups.orderBy('id').toArray()).map((row) => [row.status, row.attempts])).toEqual([
      ['ready', 1],
      ['queued', 2],
    ]);
  });

  it('replaces a queued lookup of the same kind for the same client, and leaves another seller’s alone', async () => {
    await queueLookup({ kind: 'cep', value: '01310100', client_uuid: CLIENT });
    await queueLookup({ kind: 'cep', value: '20040002', client_uuid: CLIENT });
    expect((await myPwaDb.lookups.toArray()).map((row) => row.value)).toEqual(['20040002']);

    await authStore.setLogin(makeSession(['canCreateClient'], 8), 1);
    const paths = scriptServer([]);
    expect(await runQueuedLookupsOnce()).toEqual({ done: 0, stoppedBy: null });
    expect(paths).toEqual([]);
  });
});
