import type { Database } from '../../db/database.ts';
import { profiles, sellers, sessions } from '../../db/schema/index.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';

/**
 * The tables the session lookup (`authenticate.ts`) reads: a write to one of them may alter or
 * end a cached session. Migration 0022's triggers notify every process of their updates and
 * deletes; code of this process that writes them calls `invalidateSessions` after the commit.
 */
export const sessionTables: readonly unknown[] = [sessions, sellers, profiles];

const caches = new WeakMap<Database, SessionCache>();

/**
 * The session cache of this process for a database (one per `openDatabase`, as the prepared
 * session query). Made on first use, not serving: only a process that listens for the
 * database's notifications (`listenForSessionChanges`) turns it on — the admin CLI, the seed and
 * the bench's direct drivers never do, so they always ask the database.
 */
export function sessionCacheOf(db: Database): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createSessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Drops this process's cached sessions at once, after a write to what the session lookup reads
 * (`sessionTables`) has committed. Other processes learn it from the database's notification;
 * this one must not wait for it: on PostgreSQL the notification reaches the listening
 * connection a moment after the commit returns, and the writer's next request (a 401 expected
 * right after a revoke) could come first.
 */
export function invalidateSessions(db: Database): void {
  caches.get(db)?.clear();
}
