import type pg from 'pg';

/** The two pool methods `@socket.io/postgres-adapter` uses, with a way to stop it for good. */
export interface ListenerPool {
  /** What to hand to `createAdapter` (it only calls `connect` and `query`). */
  pool: pg.Pool;
  /**
   * Settles once the adapter's connection has run its first `LISTEN`: from then on this process
   * hears the events other processes publish. Before it, an event published elsewhere is lost.
   */
  listening: Promise<void>;
  /** After this, a LISTEN connection the adapter is still waiting for is released at once. */
  close(): void;
}

/** A promise that never settles; it holds no timer, so it keeps nothing alive. */
const never = <T>() => new Promise<T>(() => {});

const isListen = (query: unknown) => typeof query === 'string' && /^\s*LISTEN\b/i.test(query);

/**
 * The adapter's connection as the adapter sees it, except that a `LISTEN` that succeeds calls
 * `onListen`. Every other member is the client's own, bound to it.
 */
function observeListen(client: pg.PoolClient, onListen: () => void): pg.PoolClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property !== 'query') return value.bind(target);
      return (...args: unknown[]) => {
        const result = (target.query as (...a: unknown[]) => unknown)(...args);
        if (isListen(args[0]) && result instanceof Promise) void result.then(onListen, () => {});
        return result;
      };
    },
  });
}

/**
 * Guards the adapter's LISTEN connection against a shutdown that comes while it is being
 * acquired. The adapter connects in the background and, when its connection ends, reconnects on
 * a timer; closed before the connection arrives, it would keep that connection checked out (so
 * `pool.end()` never returns) or retry forever on an ended pool. After `close()`, `connect`
 * releases whatever arrives and never answers, so the adapter stops without a timer.
 */
export function listenerPool(pool: pg.Pool): ListenerPool {
  let closed = false;
  let heard: () => void = () => {};
  const listening = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const guarded = {
    connect: async () => {
      if (closed) return never<pg.PoolClient>();
      const client = await pool.connect();
      if (!closed) return observeListen(client, heard);
      client.release();
      return never<pg.PoolClient>();
    },
    query: pool.query.bind(pool),
  };
  return {
    pool: guarded as unknown as pg.Pool,
    listening,
    close: () => {
      closed = true;
    },
  };
}
