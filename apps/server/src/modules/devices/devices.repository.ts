import type { RegisteredDevice } from '@rota/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { devices, profiles, sellers, sessions } from '../../db/schema/index.ts';

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

export async function upsertDevice(
  db: Executor,
  values: { companyId: number; sellerId: number; deviceId: string; now: Date },
) {
  const [row] = await db
    .insert(devices)
    .values({
      company_id: values.companyId,
      seller_id: values.sellerId,
      device_id: values.deviceId,
      last_login_at: values.now,
    })
    .onConflictDoUpdate({
      target: [devices.seller_id, devices.device_id],
      set: { last_login_at: values.now },
    })
    .returning();
  if (!row) throw new Error('dispositivo não gravado');
  return row;
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
