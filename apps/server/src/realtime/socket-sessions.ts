import { can } from '@rota/domain';
import type { Database } from '../db/database.ts';
import { liveSessions } from '../http/auth/authenticate.ts';
import { realtimeRooms } from './realtime-rooms.ts';
import type { RealtimeSocket } from './realtime-socket.ts';

/**
 * How long a change waits for the ones that follow it (an ERP batch, a revoke of many sessions)
 * before the sockets are re-checked once for all of them; well under the 1 s a change may take.
 */
export const SOCKET_RECHECK_DELAY_MS = 50;
/** setTimeout's longest delay (2^31−1 ms, about 24.8 days); a longer one fires at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface SocketSessionsOptions {
  db: Database;
  clock: () => Date;
  /** This process's sockets, at the moment of a re-check. */
  sockets: () => Iterable<RealtimeSocket>;
  onError: (error: unknown) => void;
}

export interface SocketSessions {
  /**
   * Sessions may have changed: re-checks this process's sockets once, soon. Many calls close
   * together make one re-check; a call while one runs makes one more after it, since that one
   * may have read the database before the change.
   */
  changed(): void;
  /** The periodic sweep's re-check (the backstop of a missed notification or a moved clock). */
  recheck(): void;
  /** How many times `changed` was called: a handshake compares it before and after its lookup. */
  readonly changes: number;
  /** A socket just connected: hangs it up when its session expires. */
  track(socket: RealtimeSocket): void;
  /** Stops re-checking and every socket's expiry timer. */
  close(): void;
}

/** The rooms a permission opens: each followed as the profile is now (granted joins, withdrawn leaves). */
const PERMISSION_ROOMS = [
  ['canAccessBakery', realtimeRooms.bakery],
  ['canApproveSales', realtimeRooms.approvals],
] as const;

function followPermissionRooms(socket: RealtimeSocket): void {
  const { companyId, profile } = socket.data.auth;
  for (const [permission, roomOf] of PERMISSION_ROOMS) {
    const room = roomOf(companyId);
    if (can(profile, permission)) void socket.join(room);
    else void socket.leave(room);
  }
}

/**
 * Keeps every open socket of this process true to its session (docs/realtime.md "Sessions"):
 * a socket whose session was revoked or expired, or whose seller was made inactive or deleted,
 * is hung up; a live one takes its seller and profile as they are now, and its bakery and
 * approvals rooms with them. A re-check is one query for all the sockets, run on `changed` (the session cache's
 * clear: the database's notification, or a write of this process) and by the periodic sweep.
 * Expiry needs no write: each socket has a timer at its session's `expires_at`.
 */
export function socketSessions(options: SocketSessionsOptions): SocketSessions {
  const expiries = new Map<RealtimeSocket, NodeJS.Timeout>();
  let changes = 0;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let again = false;
  let closed = false;

  /**
   * The time left is read once against the app's clock, then counted on the monotonic clock
   * (tests hold the app's still): a session longer than the longest timeout takes a few in a row.
   */
  function armExpiry(socket: RealtimeSocket): void {
    const left = socket.data.auth.sessionExpiresAt.getTime() - options.clock().getTime();
    waitExpiry(socket, performance.now() + left);
  }

  function waitExpiry(socket: RealtimeSocket, deadline: number): void {
    clearTimeout(expiries.get(socket));
    const left = deadline - performance.now();
    if (left <= 0) {
      expiries.delete(socket);
      socket.disconnect(true);
      return;
    }
    const expiry = setTimeout(() => waitExpiry(socket, deadline), Math.min(Math.ceil(left), MAX_TIMEOUT_MS));
    expiry.unref();
    expiries.set(socket, expiry);
  }

  async function recheck(): Promise<void> {
    const sockets = [...options.sockets()];
    const ids = [...new Set(sockets.map((socket) => socket.data.auth.sessionId))];
    const live = await liveSessions(options.db, ids, options.clock());
    for (const socket of sockets) {
      if (!socket.connected) continue;
      const session = live.get(socket.data.auth.sessionId);
      if (!session) {
        socket.disconnect(true);
        continue;
      }
      socket.data.auth = {
        ...socket.data.auth,
        seller: session.seller,
        profile: session.profile,
        sessionExpiresAt: session.expiresAt,
      };
      followPermissionRooms(socket);
      armExpiry(socket);
    }
  }

  async function run(): Promise<void> {
    timer = null;
    running = true;
    try {
      await recheck();
    } catch (error) {
      options.onError(error);
    } finally {
      running = false;
      if (again) {
        again = false;
        schedule();
      }
    }
  }

  function schedule(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(() => void run(), SOCKET_RECHECK_DELAY_MS);
    timer.unref();
  }

  return {
    changed() {
      changes += 1;
      schedule();
    },
    recheck: schedule,
    get changes() {
      return changes;
    },
    track(socket) {
      followPermissionRooms(socket);
      armExpiry(socket);
      socket.once('disconnect', () => {
        clearTimeout(expiries.get(socket));
        expiries.delete(socket);
      });
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const expiry of expiries.values()) clearTimeout(expiry);
      expiries.clear();
    },
  };
}
