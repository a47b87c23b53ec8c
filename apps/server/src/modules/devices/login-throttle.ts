import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loginAttempts } from '../../db/schema/index.ts';

/**
 * Wrong logins a minute before each key answers 429. A device and a token prefix are a single
 * guesser's; an address may be a whole office or a carrier NAT, so it gets a higher bar, and a
 * right token never counts against it (its attempt is given back).
 */
export const LOGIN_LIMITS = { device: 10, token: 10, address: 30 } as const;
export const LOGIN_FAILURES_PER_MINUTE = LOGIN_LIMITS.device;
const WINDOW_MS = 60_000;
/** Characters of the typed token that key the token-prefix throttle. */
const TOKEN_PREFIX_LENGTH = 6;

export interface LoginAttempt {
  companyId: number;
  deviceId: string;
  token: string;
  address: string;
}

type Scope = keyof typeof LOGIN_LIMITS;

function keysOf(attempt: LoginAttempt): { scope: Scope; key: string }[] {
  return [
    { scope: 'device', key: `${attempt.companyId}:${attempt.deviceId}` },
    { scope: 'token', key: `${attempt.companyId}:${attempt.token.slice(0, TOKEN_PREFIX_LENGTH)}` },
    { scope: 'address', key: attempt.address },
  ];
}

/**
 * Counts a login attempt for each of its keys and tells whether any key is over its limit, in
 * ONE atomic statement (an upsert per key, each row locked while it is counted): 100 concurrent
 * wrong logins from one device see 1, 2, … 100, so at most {@link LOGIN_LIMITS}.device of them
 * go on to have their token checked. The window is fixed: it starts at a key's first attempt
 * and lasts a minute.
 */
export async function reserveLoginAttempt(db: Database, attempt: LoginAttempt, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const expired = sql`${loginAttempts.window_started_at} <= ${windowStart}`;
  const rows = await db
    .insert(loginAttempts)
    .values(keysOf(attempt).map((key) => ({ ...key, window_started_at: now, attempts: 1 })))
    .onConflictDoUpdate({
      target: [loginAttempts.scope, loginAttempts.key],
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginAttempts.attempts} + 1 END`,
        window_started_at: sql`CASE WHEN ${expired} THEN ${now} ELSE ${loginAttempts.window_started_at} END`,
      },
    })
    .returning({ scope: loginAttempts.scope, attempts: loginAttempts.attempts });
  return rows.every((row) => row.attempts <= LOGIN_LIMITS[row.scope as Scope]);
}

/** A right token gives its attempt back, so valid logins never throttle an office's address. */
export async function releaseLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ attempts: sql`GREATEST(${loginAttempts.attempts} - 1, 0)` })
    .where(
      or(
        ...keysOf(attempt).map(({ scope, key }) =>
          and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key)),
        ),
      ),
    );
}

/** Drops keys no window can see any more; called after a failure, so an idle server keeps nothing. */
export async function forgetOldLoginAttempts(db: Database, now: Date): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.window_started_at, new Date(now.getTime() - 10 * WINDOW_MS)));
}
