import type { CallAuth } from '@rota/contract';
import { can, type PermissionName, type Profile, type Seller } from '@rota/domain';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../../crypto/hash.ts';
import type { Database } from '../../db/database.ts';
import { integrationKeys, profiles, sellers, sessions } from '../../db/schema/index.ts';
import { forbidden, unauthorized } from '../../errors/service-error.ts';
import type { AuthContext, IntegrationAuth, SessionAuth } from './auth-context.ts';
import { sessionCacheOf } from './session-caches.ts';
import { toProfile, toSeller } from './session-rows.ts';

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * The session lookup every call makes, built once per database (`db.select…prepare`). The tables
 * it reads are `sessionTables` (`session-caches.ts`): a new one must be added there.
 */
function sessionQuery(db: Database) {
  return db
    .select({ session: sessions, seller: sellers, profile: profiles })
    .from(sessions)
    .innerJoin(sellers, eq(sellers.id, sessions.seller_id))
    .innerJoin(profiles, eq(profiles.id, sellers.profile_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql`${sql.placeholder('now')}::timestamptz`),
        eq(sellers.inative, 0),
        isNull(sellers.deleted_at),
      ),
    )
    .limit(1)
    .prepare('rota_session_by_token');
}

const sessionQueries = new WeakMap<Database, ReturnType<typeof sessionQuery>>();

/**
 * A live session of an active seller: unknown, revoked or expired answers 401 (§8). Every
 * request asks it, so the query is built once and, on PostgreSQL, prepared once per connection;
 * and a live session is then served from this process's cache (`session-cache.ts`) until a
 * change to what it read is notified, its maximum age passes or its own `expires_at` comes.
 * Only live sessions are cached: an unknown token always asks the database.
 */
export async function sessionFromToken(db: Database, token: string | null, now: Date): Promise<SessionAuth> {
  if (!token) throw unauthorized();
  const tokenHash = sha256(token);
  const cache = sessionCacheOf(db);
  const cached = cache.get(tokenHash, now);
  if (cached) return cached;
  // Read before the lookup: a change notified while it runs keeps its answer out of the cache.
  const generation = cache.generation();
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
  if (!row) throw unauthorized();
  const auth: SessionAuth = {
    kind: 'session',
    companyId: row.session.company_id,
    sessionId: row.session.id,
    sessionExpiresAt: row.session.expires_at,
    deviceRowId: row.session.device_id,
    seller: toSeller(row.seller),
    profile: toProfile(row.profile),
  };
  cache.put(tokenHash, auth, row.session.expires_at, generation);
  return auth;
}

/** What a live session's open socket needs to stay true to the database. */
export interface LiveSession {
  expiresAt: Date;
  seller: Seller;
  profile: Profile;
}

/**
 * These sessions that are still live (not revoked, not expired, of an active seller), by id,
 * with their seller and profile as they are now: the same test a request's token passes, in one
 * query, for sockets opened earlier (`realtime/socket-sessions.ts`).
 */
export async function liveSessions(
  db: Database,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, LiveSession>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, expiresAt: sessions.expires_at, seller: sellers, profile: profiles })
    .from(sessions)
    .innerJoin(sellers, eq(sellers.id, sessions.seller_id))
    .innerJoin(profiles, eq(profiles.id, sellers.profile_id))
    .where(
      and(
        inArray(sessions.id, [...ids]),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        eq(sellers.inative, 0),
        isNull(sellers.deleted_at),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.id,
      { expiresAt: row.expiresAt, seller: toSeller(row.seller), profile: toProfile(row.profile) },
    ]),
  );
}

async function integrationFromKey(db: Database, key: string | null): Promise<IntegrationAuth> {
  if (!key) throw unauthorized();
  const [row] = await db
    .select({ id: integrationKeys.id, companyId: integrationKeys.company_id })
    .from(integrationKeys)
    .where(and(eq(integrationKeys.key_hash, sha256(key)), isNull(integrationKeys.revoked_at)))
    .limit(1);
  if (!row) throw unauthorized();
  return { kind: 'integration', companyId: row.companyId, keyId: row.id };
}

/**
 * Checks a call's declared auth (DESIGN.md "Auth and tenants"): sessions by bearer token,
 * permissions and areas by the seller's profile (403 when missing), integration by key.
 */
export async function authenticate(
  db: Database,
  auth: CallAuth,
  request: FastifyRequest,
  now: Date,
): Promise<AuthContext> {
  const token = bearerToken(request.headers.authorization);
  switch (auth.kind) {
    case 'public':
      return { kind: 'public' };
    case 'integration':
      return integrationFromKey(db, token);
    case 'session':
    case 'area': {
      const session = await sessionFromToken(db, token, now);
      const permission: PermissionName | undefined = auth.permission;
      if (permission && !can(session.profile, permission)) throw forbidden();
      if (auth.kind === 'session' && auth.anyOf && !auth.anyOf.some((name) => can(session.profile, name)))
        throw forbidden();
      return session;
    }
  }
}
