import type { Server as HttpServer } from 'node:http';
import type { Socket as NetSocket } from 'node:net';
import { errorMessages } from '@rota/contract';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { Server } from 'socket.io';
import type { Database } from '../db/database.ts';
import { ServiceError } from '../errors/service-error.ts';
import type { EventBus } from '../events/event-bus.ts';
import { sessionFromToken } from '../http/auth/authenticate.ts';
import { sessionCacheOf } from '../http/auth/session-caches.ts';
import { listenerPool } from './listener-pool.ts';
import { realtimeRooms } from './realtime-rooms.ts';
import type { RealtimeIo } from './realtime-socket.ts';
import { socketEventBus } from './socket-event-bus.ts';
import { socketSessions } from './socket-sessions.ts';

export interface RealtimeOptions {
  db: Database;
  clock: () => Date;
  /** PostgreSQL: events reach the sockets of every process through the PostgreSQL adapter. */
  pool: pg.Pool | null;
  /** Validate every event against the contract before sending it (tests). */
  validateEvents: boolean;
  /**
   * How often this process re-checks its sockets' sessions whatever it heard (default 15 s): the
   * backstop of a missed notification. A change is acted on at once (`socket-sessions.ts`).
   */
  sessionCheckMs?: number;
}

const DEFAULT_SESSION_CHECK_MS = 15_000;

/**
 * The PostgreSQL adapter's own connections (its LISTEN, and the NOTIFY of every event) on the
 * database of the request pool, apart from it: a burst of events never waits for a connection
 * requests hold. Their commits do not wait for the disk (`synchronous_commit=off`): a NOTIFY
 * gives its transaction an id, so with the server's default each event cost a flushed commit of
 * its own (docs/bench.md), and a notification keeps nothing a crash could lose but itself, which
 * the devices' next pull makes up for.
 */
function adapterPool(pool: pg.Pool): pg.Pool {
  const own = new pg.Pool({ ...pool.options, max: 2, options: '-c synchronous_commit=off' });
  // An idle connection cut by the server (a restart, a dropped database) is not an event error.
  own.on('error', () => {});
  return own;
}

export interface RealtimeServer {
  io: RealtimeIo;
  /** The event bus services publish to (after their transaction commits). */
  events: EventBus;
  /**
   * Settles once this process hears the events other processes publish (its adapter's `LISTEN`
   * ran); at once without PostgreSQL, where there is no other process.
   */
  listening: Promise<void>;
  /** Serves socket.io on the app's HTTP server and ties its shutdown to the app's. */
  attach(app: FastifyInstance): void;
  /** Closes sockets, the adapter (its LISTEN connection and timers) and engine.io. Idempotent. */
  close(): Promise<void>;
}

/** How long a closed websocket may take to hang up before its TCP socket is destroyed. */
const hangUpGraceMs = 2_000;

/**
 * socket.io on the API's port (DESIGN.md "Realtime"). The handshake carries the session token
 * (`io(url, { auth: { token } })`); an unknown, revoked or expired one is refused with
 * "Sessão expirada, realize o login". A socket joins `company:<id>` and `seller:<id>` (and
 * `bakery:<id>` with `canAccessBakery`, `approvals:<id>` with `canApproveSales`) and receives `REALTIME_EVENT` with what changed; the client then pulls the delta.
 * An open socket follows its session (`socket-sessions.ts`): hung up once it is revoked or
 * expires or its seller is inactive, and in or out of the bakery and approvals rooms as its profile changes.
 *
 * Shutdown, tied to Fastify's (`attach`): on `preClose` new handshakes are refused and this
 * process's connections are closed (clients reconnect, to another process behind a balancer),
 * so they do not hold the HTTP server open; once in-flight requests finished (`onClose`) the
 * adapter and engine close. Events published after that are dropped.
 */
export function createRealtimeServer(options: RealtimeOptions): RealtimeServer {
  let log: FastifyBaseLogger | null = null;
  let closing = false;
  let closed: Promise<void> | null = null;
  let attached = false;
  const ownPool = options.pool ? adapterPool(options.pool) : null;
  const listener = ownPool ? listenerPool(ownPool) : null;
  const io: RealtimeIo = new Server({
    serveClient: false,
    // Refused at the engine level, the client retries (maybe on another process).
    allowRequest: (_request, callback) => callback(null, !closing),
    ...(listener
      ? {
          adapter: createAdapter(listener.pool, {
            errorHandler: (error) => log?.warn({ err: error }, 'socket.io: erro no adaptador PostgreSQL'),
          }),
        }
      : {}),
  });

  const sessions = socketSessions({
    db: options.db,
    clock: options.clock,
    sockets: () => io.of('/').sockets.values(),
    onError: (error) => log?.warn({ err: error }, 'socket.io: erro ao conferir as sessões dos sockets'),
  });

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const changesBefore = sessions.changes;
    try {
      const auth = await sessionFromToken(
        options.db,
        typeof token === 'string' ? token : null,
        options.clock(),
      );
      socket.data.auth = auth;
      // A change heard during the lookup may postdate what it read, and a re-check that ran
      // meanwhile did not see this socket yet: check again once it has joined (a tick later).
      if (sessions.changes !== changesBefore) sessions.changed();
      next();
    } catch (error) {
      if (error instanceof ServiceError) return next(new Error(error.message));
      log?.error({ err: error }, 'socket.io: erro ao autenticar');
      next(new Error(errorMessages.internal));
    }
  });
  io.on('connection', (socket) => {
    const { companyId, seller } = socket.data.auth;
    void socket.join([realtimeRooms.company(companyId), realtimeRooms.seller(seller.id)]);
    // The bakery and approvals rooms by the profile, and a timer at the session's expiry.
    sessions.track(socket);
  });

  const bus = socketEventBus(io, { validate: options.validateEvents });

  let sessionTimer: NodeJS.Timeout | null = null;
  let stopHearing: (() => void) | null = null;
  const upgraded = new Set<NetSocket>();

  /** Refuses new handshakes and hangs up this process's sockets (never other processes'). */
  function hangUp(): void {
    closing = true;
    io.engine.close();
    const timer = setTimeout(() => {
      for (const socket of upgraded) socket.destroy();
    }, hangUpGraceMs);
    timer.unref();
  }

  function close(): Promise<void> {
    closing = true;
    if (sessionTimer) clearInterval(sessionTimer);
    stopHearing?.();
    sessions.close();
    closed ??= (async () => {
      listener?.close();
      // Never attached, there is no engine to close: only the adapter holds anything.
      if (attached) await io.close();
      else await io.of('/').adapter.close();
      for (const socket of upgraded) socket.destroy();
      await ownPool?.end();
    })();
    return closed;
  }

  return {
    io,
    listening: listener?.listening ?? Promise.resolve(),
    events: {
      publish(event) {
        if (closed) return;
        bus.publish(event);
      },
    },
    attach(app) {
      log = app.log;
      const server: HttpServer = app.server;
      server.on('upgrade', (_request, socket: NetSocket) => {
        upgraded.add(socket);
        socket.once('close', () => upgraded.delete(socket));
      });
      io.attach(server);
      attached = true;
      // Every clear of the session cache: the database's notification (every process hears it)
      // and this process's own writes (`invalidateSessions`).
      stopHearing = sessionCacheOf(options.db).onClear(() => sessions.changed());
      sessionTimer = setInterval(
        () => sessions.recheck(),
        options.sessionCheckMs ?? DEFAULT_SESSION_CHECK_MS,
      );
      sessionTimer.unref();
      app.addHook('preClose', async () => hangUp());
      app.addHook('onClose', () => close());
    },
    close,
  };
}
