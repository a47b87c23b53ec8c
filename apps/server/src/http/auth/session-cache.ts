import type { SessionAuth } from './auth-context.ts';

/** At most this many sessions are kept; the oldest stored goes first. About 1 KB each. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/**
 * How long a looked-up session is served from memory at most, whatever happens. Invalidation
 * is by notification (`session-change-listener.ts`); this bounds the damage of a notification
 * that never arrives on a connection that looks alive (a half-open TCP link, which only
 * keepalive notices, after much longer). 5 s still covers a device's bursts — a sync's dozen
 * pulls, a day's sales pushed in a row — and the bench's stream of sales.
 */
export const SESSION_CACHE_MAX_AGE_MS = 5_000;

export interface SessionCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  /** A monotonic clock in ms (default `performance.now`); not the app's clock, which tests move. */
  elapsedMs?: () => number;
}

export interface SessionCache {
  /**
   * The session stored for this token hash, if the cache is serving, it is younger than the
   * maximum age and its own `expires_at` is after `now` (the app's clock); otherwise undefined,
   * and the caller asks the database.
   */
  get(tokenHash: string, now: Date): SessionAuth | undefined;
  /** To read before a database lookup and hand to `put`. */
  generation(): number;
  /**
   * Keeps a session the database answered, unless the cache stopped serving or was cleared
   * since `generation` was read: the answer may then predate the change that cleared it.
   */
  put(tokenHash: string, auth: SessionAuth, expiresAt: Date, generation: number): void;
  /** Forgets every session (a notification, or a write in this process). */
  clear(): void;
  /**
   * Calls `listener` after every clear, i.e. whenever sessions may have changed (a notification,
   * a write of this process, the listener's connection starting or stopping); the realtime
   * server re-checks its sockets then. Returns the unsubscribe.
   */
  onClear(listener: () => void): () => void;
  /** Serves only while the notifications are heard; a change of either way clears it. */
  setServing(serving: boolean): void;
  readonly serving: boolean;
  readonly size: number;
}

interface Entry {
  auth: SessionAuth;
  expiresAtMs: number;
  storedAtMs: number;
}

/** Frozen: the same object answers many requests, none may change it for the others. */
function frozen(auth: SessionAuth): SessionAuth {
  Object.freeze(auth.profile.permissions);
  Object.freeze(auth.profile);
  Object.freeze(auth.seller);
  return Object.freeze(auth);
}

/**
 * Live sessions by token hash, in memory, for one process. It never serves on its own say: it
 * starts not serving, and `session-change-listener.ts` turns it on once this process hears the
 * database's change notifications, off whenever it stops hearing them. Every clear bumps a
 * generation, so a lookup that ran across a change never stores what it read before it.
 */
export function createSessionCache(options: SessionCacheOptions = {}): SessionCache {
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const maxAgeMs = options.maxAgeMs ?? SESSION_CACHE_MAX_AGE_MS;
  const elapsedMs = options.elapsedMs ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  let generation = 0;
  let serving = false;
  const listeners = new Set<() => void>();

  function clear(): void {
    generation += 1;
    entries.clear();
    for (const listener of listeners) listener();
  }

  return {
    get(tokenHash, now) {
      if (!serving) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.expiresAtMs <= now.getTime() || elapsedMs() - entry.storedAtMs >= maxAgeMs) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.auth;
    },
    generation: () => generation,
    put(tokenHash, auth, expiresAt, since) {
      if (!serving || since !== generation) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, {
        auth: frozen(auth),
        expiresAtMs: expiresAt.getTime(),
        storedAtMs: elapsedMs(),
      });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    clear,
    onClear(listener) {
      // A wrapper of its own: the same function subscribed twice is unsubscribed once each.
      const own = () => listener();
      listeners.add(own);
      return () => listeners.delete(own);
    },
    setServing(next) {
      serving = next;
      clear();
    },
    get serving() {
      return serving;
    },
    get size() {
      return entries.size;
    },
  };
}
