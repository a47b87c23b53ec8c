import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { listenerPool } from './listener-pool.ts';

/** A stand-in pool whose `connect` answers when the test says so. */
function fakePool() {
  const released: string[] = [];
  let answer: ((client: pg.PoolClient) => void) | null = null;
  const pool = {
    connect: () =>
      new Promise<pg.PoolClient>((resolve) => {
        answer = resolve;
      }),
    query: async (text: string) => ({ rows: [{ text }] }),
  };
  const queries: string[] = [];
  let answerQuery: (() => void) | null = null;
  const client = (name: string) =>
    ({
      name,
      release: () => void released.push(name),
      query(this: { name: string }, text: string) {
        // `this` is the client itself: the guard binds the client's methods to it.
        queries.push(`${this.name}: ${text}`);
        return new Promise<void>((resolve) => {
          answerQuery = resolve;
        });
      },
    }) as unknown as pg.PoolClient;
  return {
    pool: pool as unknown as pg.Pool,
    released,
    queries,
    hand: (name: string) => answer?.(client(name)),
    answerQuery: () => answerQuery?.(),
  };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

describe('the PostgreSQL adapter pool guard', () => {
  it('hands out the LISTEN connection and passes queries through while open', async () => {
    const fake = fakePool();
    const guarded = listenerPool(fake.pool);
    const connecting = guarded.pool.connect();
    fake.hand('escuta');
    expect(await settled(connecting)).toBe(true);
    expect(fake.released).toEqual([]);
    expect(await guarded.pool.query('SELECT 1')).toEqual({ rows: [{ text: 'SELECT 1' }] });
  });

  it('says it listens only once the handed-out connection ran its first LISTEN', async () => {
    const fake = fakePool();
    const guarded = listenerPool(fake.pool);
    const connecting = guarded.pool.connect();
    fake.hand('escuta');
    const client = await connecting;
    const listen = client.query('LISTEN "socket.io#/"');
    expect(fake.queries).toEqual(['escuta: LISTEN "socket.io#/"']);
    expect(await settled(guarded.listening)).toBe(false);
    fake.answerQuery();
    await listen;
    expect(await settled(guarded.listening)).toBe(true);
  });

  it('does not say it listens for a query that is not a LISTEN', async () => {
    const fake = fakePool();
    const guarded = listenerPool(fake.pool);
    const connecting = guarded.pool.connect();
    fake.hand('escuta');
    const client = await connecting;
    const select = client.query('SELECT 1');
    fake.answerQuery();
    await select;
    expect(await settled(guarded.listening)).toBe(false);
  });

  it('releases a connection that arrives after close and never answers the adapter', async () => {
    const fake = fakePool();
    const guarded = listenerPool(fake.pool);
    const connecting = guarded.pool.connect();
    guarded.close();
    fake.hand('atrasada');
    expect(await settled(connecting)).toBe(false);
    expect(fake.released).toEqual(['atrasada']);
  });

  it('does not connect at all after close', async () => {
    const fake = fakePool();
    const guarded = listenerPool(fake.pool);
    guarded.close();
    const connecting = guarded.pool.connect();
    fake.hand('nenhuma');
    expect(await settled(connecting)).toBe(false);
    expect(fake.released).toEqual([]);
  });
});
