import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type LookupKind, lookupCache, lookupQuotas } from '../../db/schema/index.ts';

/** A cached answer: the body Rota sends, or null for "not found". */
export interface CachedLookup {
  body: unknown;
}

/** The cached answer to a lookup while it is fresh; null when there is none (or it expired). */
export async function readCachedLookup(
  db: Database,
  kind: LookupKind,
  key: string,
  now: Date,
): Promise<CachedLookup | null> {
  const [row] = await db
    .select({ body: lookupCache.body })
    .from(lookupCache)
    .where(and(eq(lookupCache.kind, kind), eq(lookupCache.key, key), gt(lookupCache.expires_at, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps an answer (`body`, or null for "not found") until `expiresAt`, replacing an older one, and
 * drops the answers already expired, so the table holds only what may still be served.
 */
export async function writeCachedLookup(
  db: Database,
  entry: { kind: LookupKind; key: string; body: unknown; now: Date; expiresAt: Date },
): Promise<void> {
  const values = {
    kind: entry.kind,
    key: entry.key,
    body: entry.body,
    fetched_at: entry.now,
    expires_at: entry.expiresAt,
  };
  await db
    .insert(lookupCache)
    .values(values)
    .onConflictDoUpdate({
      target: [lookupCache.kind, lookupCache.key],
      set: { body: sql`excluded.body`, fetched_at: entry.now, expires_at: entry.expiresAt },
    });
  await db.delete(lookupCache).where(lt(lookupCache.expires_at, entry.now));
}

const WINDOW_MS = 60_000;

/** Whose minute a lookup counts against: the company's (`sellerId` 0) or one seller's share of it. */
export interface QuotaHolder {
  companyId: number;
  kind: LookupKind;
  /** The seller, or 0 for the whole company. */
  sellerId: number;
}

/**
 * Counts one lookup against the holder's one-minute window and tells whether it is within
 * `limit`, in ONE atomic upsert (the row is locked while it is counted), so concurrent lookups
 * from every server process see 1, 2, 3… and no more than `limit` pass. The window starts at
 * the first lookup and lasts a minute; `retryAfterSeconds` is what is left of it.
 */
export async function reserveLookup(
  db: Database,
  holder: QuotaHolder,
  limit: number,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const expired = sql`${lookupQuotas.window_started_at} <= ${new Date(now.getTime() - WINDOW_MS)}`;
  const [row] = await db
    .insert(lookupQuotas)
    .values({
      company_id: holder.companyId,
      kind: holder.kind,
      seller_id: holder.sellerId,
      window_started_at: now,
      lookups: 1,
    })
    .onConflictDoUpdate({
      target: [lookupQuotas.company_id, lookupQuotas.kind, lookupQuotas.seller_id],
      set: {
        lookups: sql`CASE WHEN ${expired} THEN 1 ELSE ${lookupQuotas.lookups} + 1 END`,
        window_started_at: sql`CASE WHEN ${expired} THEN ${now} ELSE ${lookupQuotas.window_started_at} END`,
      },
    })
    .returning({ lookups: lookupQuotas.lookups, window_started_at: lookupQuotas.window_started_at });
  if (!row) throw new Error('cota de consultas não gravada');
  const left = row.window_started_at.getTime() + WINDOW_MS - now.getTime();
  return { allowed: row.lookups <= limit, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
}
