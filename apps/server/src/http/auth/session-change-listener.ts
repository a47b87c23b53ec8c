import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/database.ts';
import { sessionCacheOf } from './session-caches.ts';

/** The channel of migration 0022's triggers. */
export const SESSION_CHANGES_CHANNEL = 'rota_session_changes';
/** The listening connection's name in `pg_stat_activity`. */
export const SESSION_LISTENER_APPLICATION = 'rota-session-listener';
const DEFAULT_RETRY_MS = 1_000;

export interface SessionChangeListener {
  /** Settles once the cache serves (the first LISTEN ran); never if closed before. */
  listening: Promise<void>;
  /** Stops serving from the cache, ends the listening connection and any retry. Idempotent. */
  close(): Promise<void>;
}

export interface SessionChangeListenerOptions {
  /** How long to wait before connecting again after the connection failed or dropped. */
  retryMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** PGlite is this process: its notifications are heard before the committing query returns. */
function listenOnPglite(client: PGlite, db: Database, log: SessionChangeListenerOptions['log']) {
  const cache = sessionCacheOf(db);
  let closed = false;
  const unlisten = client
    .listen(SESSION_CHANGES_CHANNEL, () => cache.clear())
    .then((stop) => {
      if (!closed) cache.setServing(true);
      return stop;
    });
  const listening = unlisten.then(
    () => {},
    (error: unknown) => {
      log?.warn({ err: error }, 'cache de sessões: LISTEN falhou; cada requisição consulta o banco');
      return new Promise<void>(() => {});
    },
  );
  return {
    listening,
    close: async () => {
      if (closed) return;
      closed = true;
      cache.setServing(false);
      const stop = await unlisten.catch(() => null);
      await stop?.();
    },
  };
}

/**
 * PostgreSQL: one connection of its own (not the request pool's, whose connections come and go)
 * runs `LISTEN` and clears the cache on every notification. The cache serves only from the
 * moment the `LISTEN` succeeded until the connection fails or ends: meanwhile every request asks
 * the database, so a change whose notification it missed is never served stale. It connects
 * again after `retryMs`, clearing the cache when it listens again. As with socket.io's adapter
 * (`realtime/listener-pool.ts`), a close while connecting ends what arrives and retries nothing,
 * so no connection or timer is left behind.
 */
function listenOnPostgres(pool: pg.Pool, db: Database, options: SessionChangeListenerOptions) {
  const cache = sessionCacheOf(db);
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  let closed = false;
  let current: pg.Client | null = null;
  let wake: (() => void) | null = null;
  let heard: () => void = () => {};
  const listening = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const warn = (error: unknown, message: string) => {
    if (!closed) options.log?.warn({ err: error }, message);
  };

  /** One connection's life: connect, listen, serve until it ends. */
  async function listenOnce(): Promise<void> {
    const client = new pg.Client({
      ...pool.options,
      application_name: SESSION_LISTENER_APPLICATION,
      keepAlive: true,
    });
    current = client;
    let ended: () => void = () => {};
    const end = new Promise<void>((resolve) => {
      ended = resolve;
    });
    client.on('error', (error) => {
      warn(error, 'cache de sessões: a conexão LISTEN caiu; cada requisição consulta o banco até reconectar');
      ended();
    });
    client.on('end', () => ended());
    client.on('notification', () => cache.clear());
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
      if (!closed) {
        cache.setServing(true);
        heard();
        await end;
      }
    } catch (error) {
      warn(error, 'cache de sessões: não foi possível escutar as mudanças; cada requisição consulta o banco');
    } finally {
      cache.setServing(false);
      current = null;
      await client.end().catch(() => {});
    }
  }

  const running = (async () => {
    while (!closed) {
      await listenOnce();
      if (closed) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, retryMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();

  return {
    listening,
    close: async () => {
      closed = true;
      cache.setServing(false);
      wake?.();
      await current?.end().catch(() => {});
      await running;
    },
  };
}

/**
 * Keeps this process's session cache (`session-cache.ts`) true to the database: every change
 * the triggers of migration 0022 notify clears it, and it serves only while this process hears
 * them. Without a listener the cache never serves. Started by the server (`main.ts`, tests'
 * `startTestApp`); closed after the app, before the database.
 */
export function listenForSessionChanges(
  database: { db: Database; pool: pg.Pool | null; pglite: PGlite | null },
  options: SessionChangeListenerOptions = {},
): SessionChangeListener {
  if (database.pglite) return listenOnPglite(database.pglite, database.db, options.log);
  if (database.pool) return listenOnPostgres(database.pool, database.db, options);
  return { listening: new Promise(() => {}), close: async () => {} };
}
