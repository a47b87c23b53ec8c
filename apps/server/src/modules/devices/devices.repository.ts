import { orderNumberPrefix, type RegisteredDevice } from '@rota/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { devices, profiles, sales, sellers, sessions } from '../../db/schema/index.ts';

// Two-integer advisory lock (namespace, company), as sales-rollup-refresh.ts: logins of new devices
// of one company take series one after the other.
const ORDER_SERIES_LOCK_NAMESPACE = 7_031;

export function toRegisteredDevice(row: typeof devices.$inferSelect): RegisteredDevice {
  return {
    id: row.id,
    deviceId: row.device_id,
    seller_id: row.seller_id,
    company_id: row.company_id,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    last_sync_at: row.last_sync_at?.toISOString() ?? null,
  };
}

/** An active seller of the company holding this access token (by its hash), with the profile. */
export async function findSellerByTokenHash(db: Executor, companyId: number, tokenHash: string) {
  const [row] = await db
    .select({ seller: sellers, profile: profiles })
    .from(sellers)
    .innerJoin(profiles, eq(profiles.id, sellers.profile_id))
    .where(
      and(
        eq(sellers.token_hash, tokenHash),
        eq(sellers.company_id, companyId),
        eq(sellers.inative, 0),
        isNull(sellers.deleted_at),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The device row of this seller on this device, its last login set to now. A device row seen for
 * the first time takes the company's next series of order numbers (docs/domain.md "Order
 * numbers"), under a lock of the company's series so two first logins never take the same one;
 * run in a transaction (the lock is held to its end).
 */
export async function upsertDevice(
  db: Executor,
  values: { companyId: number; sellerId: number; deviceId: string; now: Date },
) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ORDER_SERIES_LOCK_NAMESPACE}::int, ${values.companyId}::int)`,
  );
  const [row] = await db
    .insert(devices)
    .values({
      company_id: values.companyId,
      seller_id: values.sellerId,
      device_id: values.deviceId,
      last_login_at: values.now,
      order_series: sql`(select coalesce(max(${devices.order_series}), 0) + 1 from ${devices} where ${devices.company_id} = ${values.companyId})`,
    })
    .onConflictDoUpdate({
      target: [devices.seller_id, devices.device_id],
      set: { last_login_at: values.now },
    })
    .returning();
  if (!row) throw new Error('dispositivo não gravado');
  return row;
}

/**
 * The highest count the company's sales hold in this series of order numbers ("V001-0042" → 42),
 * 0 when none: a device that lost its own count carries on from there.
 */
export async function lastOrderSequence(db: Executor, companyId: number, series: number): Promise<number> {
  const prefix = orderNumberPrefix(series);
  const [row] = await db
    .select({
      last: sql<number>`coalesce(max(substr(${sales.number}, ${prefix.length + 1})::int), 0)::int`,
    })
    .from(sales)
    .where(and(eq(sales.company_id, companyId), sql`${sales.number} like ${`${prefix}%`}`));
  return Number(row?.last ?? 0);
}

export async function createSession(
  db: Executor,
  values: {
    tokenHash: string;
    companyId: number;
    sellerId: number;
    deviceRowId: number;
    expiresAt: Date;
    now: Date;
  },
) {
  await db.insert(sessions).values({
    token_hash: values.tokenHash,
    company_id: values.companyId,
    seller_id: values.sellerId,
    device_id: values.deviceRowId,
    created_at: values.now,
    expires_at: values.expiresAt,
  });
}

export function listSellerDevices(db: Executor, companyId: number, sellerId: number) {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.company_id, companyId), eq(devices.seller_id, sellerId)))
    .orderBy(devices.id);
}

export async function markDeviceSynced(
  db: Executor,
  where: { companyId: number; sellerId: number; deviceId: string },
  now: Date,
) {
  const [row] = await db
    .update(devices)
    .set({ last_sync_at: now })
    .where(
      and(
        eq(devices.company_id, where.companyId),
        eq(devices.seller_id, where.sellerId),
        eq(devices.device_id, where.deviceId),
      ),
    )
    .returning();
  return row ?? null;
}
