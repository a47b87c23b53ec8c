import type pg from 'pg';

/** The two pool methods `@socket.io/postgres-adapter` uses, with a way to stop it for good. */
export interface ListenerPool {
  /** What to hand to `createAdapter` (it only calls `connect` and `query`). */
  pool: pg.Pool;
  /** After this, a LISTEN connection the adapter is still waiting for is released at once. */
  close(): void;
}

/** A promise that never settles; it holds no timer, so it keeps nothing alive. */
const never = <T>() => new Promise<T>(() => {});

/**
 * Guards the adapter's LISTEN connection against a shutdown that comes while it is being
 * acquired. The adapter connects in the background and, when its connection ends, reconnects on
 * a timer; closed before the connection arrives, it would keep that connection checked out (so
 * `pool.end()` never returns) or retry forever on an ended pool. After `close()`, `connect`
 * releases whatever arrives and never answers, so the adapter stops without a timer.
 */
export function listenerPool(pool: pg.Pool): ListenerPool {
  let closed = false;
  const guarded = {
    connect: async () => {
      if (closed) return never<pg.PoolClient>();
      const client = await pool.connect();
      if (!closed) return client;
      client.release();
      return never<pg.PoolClient>();
    },
    query: pool.query.bind(pool),
  };
  return {
    pool: guarded as unknown as pg.Pool,
    close: () => {
      closed = true;
    },
  };
}
