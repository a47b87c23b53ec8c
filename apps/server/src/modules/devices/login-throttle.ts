import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loginFailures } from '../../db/schema/index.ts';

/** Failures allowed per device and per address in a minute before logins answer 429. */
export const LOGIN_FAILURES_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

export interface ThrottleKeys {
  device: string;
  address: string;
}

/**
 * Throttles guessing of access tokens, counted in the database so every server process sees
 * the same numbers. A device or an address that failed 10 times in the last minute waits; other
 * devices and addresses are not affected.
 */
export async function isLoginThrottled(db: Database, keys: ThrottleKeys, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - WINDOW_MS);
  for (const [scope, key] of Object.entries(keys)) {
    const [row] = await db
      .select({ failures: count() })
      .from(loginFailures)
      .where(
        and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), gt(loginFailures.failed_at, since)),
      );
    if ((row?.failures ?? 0) >= LOGIN_FAILURES_PER_MINUTE) return true;
  }
  return false;
}

export async function recordLoginFailure(db: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  await db
    .insert(loginFailures)
    .values(Object.entries(keys).map(([scope, key]) => ({ scope, key, failed_at: now })));
  // Old failures only slow the count down; drop what no window can see any more.
  await db.delete(loginFailures).where(lt(loginFailures.failed_at, new Date(now.getTime() - 10 * WINDOW_MS)));
}
