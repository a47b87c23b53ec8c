import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loginAttempts } from '../../db/schema/index.ts';

/**
 * Wrong logins a minute each key allows. A device and a token prefix are a single guesser's:
 * past their limit an attempt is refused before its token is looked at, even a right one. An
 * address may be a whole office or a carrier NAT, so it counts only the wrong tokens that were
 * checked (a locked-out phone's further guesses never reach it) and its bar is one an office
 * does not reach by accident: 50 checked wrong tokens a minute is five phones each locked out,
 * or fifty people mistyping in the same minute. Past it a wrong token answers 429 instead of
 * 422, and a right token from a device under its own limit still logs in: a guesser minting a
 * device id per guess is bounded by the tokens' 144 random bits and the in-process flood guard
 * on public calls, not by a bar that would let one phone lock out its office.
 */
export const LOGIN_LIMITS = { device: 10, token: 10, address: 50 } as const;
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
interface ThrottleKey {
  scope: Scope;
  key: string;
}

/** The keys counted before the token is checked: a single guesser's device and token prefix. */
function guesserKeys(attempt: LoginAttempt): ThrottleKey[] {
  return [
    { scope: 'device', key: `${attempt.companyId}:${attempt.deviceId}` },
    { scope: 'token', key: `${attempt.companyId}:${attempt.token.slice(0, TOKEN_PREFIX_LENGTH)}` },
  ];
}

/** Whether an attempt may go on, and when a refused one may try again. */
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt for each key in ONE atomic statement (an upsert per key, each row locked
 * while it is counted) and refuses it when any key is past its limit: 100 concurrent attempts
 * see counts 1, 2, … 100. The window is fixed: it starts at a key's first attempt and lasts a
 * minute, which is also when a refused attempt may try again.
 */
async function count(db: Database, keys: ThrottleKey[], now: Date): Promise<ThrottleVerdict> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const expired = sql`${loginAttempts.window_started_at} <= ${windowStart}`;
  const rows = await db
    .insert(loginAttempts)
    .values(keys.map((key) => ({ ...key, window_started_at: now, attempts: 1 })))
    .onConflictDoUpdate({
      target: [loginAttempts.scope, loginAttempts.key],
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginAttempts.attempts} + 1 END`,
        window_started_at: sql`CASE WHEN ${expired} THEN ${now} ELSE ${loginAttempts.window_started_at} END`,
      },
    })
    .returning({
      scope: loginAttempts.scope,
      attempts: loginAttempts.attempts,
      windowStartedAt: loginAttempts.window_started_at,
    });
  const over = rows.filter((row) => row.attempts > LOGIN_LIMITS[row.scope as Scope]);
  if (over.length === 0) return { allowed: true };
  const reopensAt = Math.max(...over.map((row) => row.windowStartedAt.getTime() + WINDOW_MS));
  return { allowed: false, retryAfterSeconds: (reopensAt - now.getTime()) / 1000 };
}

/**
 * Counts a login attempt against its device and token prefix *before* the token is looked at,
 * so at most {@link LOGIN_LIMITS}.device of 100 concurrent wrong logins from one device go on
 * to have their token checked. The address is not counted here: one phone's guesses must not
 * lock its colleagues out.
 */
export function reserveLoginAttempt(
  db: Database,
  attempt: LoginAttempt,
  now: Date,
): Promise<ThrottleVerdict> {
  return count(db, guesserKeys(attempt), now);
}

/**
 * Counts a checked wrong token against its address; refused once the address is past
 * {@link LOGIN_LIMITS}.address (the caller answers 429 instead of 422). Only wrong tokens ever
 * reach it, so a right token is never refused for its address.
 */
export function recordWrongTokenAtAddress(
  db: Database,
  attempt: LoginAttempt,
  now: Date,
): Promise<ThrottleVerdict> {
  return count(db, [{ scope: 'address', key: attempt.address }], now);
}

/** A right token gives its device and prefix attempt back: logging in uses up no guesses. */
export async function releaseLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ attempts: sql`GREATEST(${loginAttempts.attempts} - 1, 0)` })
    .where(
      or(
        ...guesserKeys(attempt).map(({ scope, key }) =>
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
