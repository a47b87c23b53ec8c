import { cnpjSchema, type HoldPolicy, type PermissionName, type PromotionPolicy } from '@rota/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { newSecret, sha256 } from '../../crypto/hash.ts';
import { companyWrite } from '../../db/company-write.ts';
import type { Database } from '../../db/database.ts';
import {
  companies,
  companyConfigs,
  integrationKeys,
  profiles,
  sellers,
  sessions,
} from '../../db/schema/index.ts';
import { invalidateSessions } from '../../http/auth/session-caches.ts';
import { ensureCompanyConfigIn } from '../companies/index.ts';

/**
 * Administration used by the admin CLI, the demo seed and tests: companies, profiles, sellers
 * (whose access token is shown once and stored hashed) and integration keys.
 */
export async function createCompany(
  db: Database,
  input: { name: string; cnpj: string; trade_name?: string | null },
) {
  const cnpj = cnpjSchema.parse(input.cnpj);
  const [company] = await db
    .insert(companies)
    .values({ name: input.name, cnpj, trade_name: input.trade_name ?? null })
    .returning();
  if (!company) throw new Error('empresa não criada');
  await companyWrite(db, company.id, (tx) => ensureCompanyConfigIn(tx, company.id));
  return company;
}

export async function createProfile(
  db: Database,
  input: {
    companyId: number;
    description: string;
    permissions: readonly PermissionName[];
    code_erp?: string;
  },
) {
  const [profile] = await companyWrite(db, input.companyId, (tx) =>
    tx
      .insert(profiles)
      .values({
        company_id: input.companyId,
        description: input.description,
        permissions: [...input.permissions],
        code_erp: input.code_erp ?? null,
      })
      .returning(),
  );
  if (!profile) throw new Error('perfil não criado');
  return profile;
}

export async function createSeller(
  db: Database,
  input: {
    companyId: number;
    name: string;
    profileId: number;
    code_erp?: string | null;
    email?: string | null;
    token?: string;
  },
) {
  const token = input.token ?? newSecret(18);
  const [seller] = await companyWrite(db, input.companyId, (tx) =>
    tx
      .insert(sellers)
      .values({
        company_id: input.companyId,
        name: input.name,
        email: input.email ?? null,
        code_erp: input.code_erp ?? null,
        profile_id: input.profileId,
        token_hash: sha256(token),
      })
      .returning(),
  );
  if (!seller) throw new Error('vendedor não criado');
  return { seller, token };
}

/** A new access token for a seller: the old one stops working and its sessions end. */
export async function rotateSellerToken(db: Database, sellerId: number, now: Date) {
  const token = newSecret(18);
  const [seller] = await db
    .select({ companyId: sellers.company_id })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  if (!seller) throw new Error(`vendedor ${sellerId} não encontrado`);
  await companyWrite(db, seller.companyId, (tx) =>
    tx
      .update(sellers)
      .set({ token_hash: sha256(token) })
      .where(eq(sellers.id, sellerId)),
  );
  await revokeSellerSessions(db, sellerId, now);
  return token;
}

/**
 * Ends a seller's sessions. Every server process drops its cached sessions on the database's
 * notification; this process (the CLI's, or a server's own) drops them at once after the commit.
 */
export async function revokeSellerSessions(db: Database, sellerId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.seller_id, sellerId), isNull(sessions.revoked_at)));
  invalidateSessions(db);
}

export async function createIntegrationKey(
  db: Database,
  input: { companyId: number; description: string; key?: string },
) {
  const key = input.key ?? newSecret();
  await db
    .insert(integrationKeys)
    .values({ company_id: input.companyId, description: input.description, key_hash: sha256(key) });
  return key;
}

export function listIntegrationKeys(db: Database, companyId: number) {
  return db
    .select({
      id: integrationKeys.id,
      description: integrationKeys.description,
      created_at: integrationKeys.created_at,
      revoked_at: integrationKeys.revoked_at,
    })
    .from(integrationKeys)
    .where(eq(integrationKeys.company_id, companyId))
    .orderBy(integrationKeys.id);
}

/** Revokes a key of the company; false when the company has no such live key. */
export async function revokeIntegrationKey(
  db: Database,
  companyId: number,
  keyId: number,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(integrationKeys)
    .set({ revoked_at: now })
    .where(
      and(
        eq(integrationKeys.id, keyId),
        eq(integrationKeys.company_id, companyId),
        isNull(integrationKeys.revoked_at),
      ),
    )
    .returning({ id: integrationKeys.id });
  return revoked.length > 0;
}

/**
 * Sets (or clears, with nulls) the company's Pix key and city, checked by the caller with the
 * domain's rules. The config row takes a new version, so devices pull it on their next sync.
 */
export async function setCompanyPix(
  db: Database,
  companyId: number,
  pix: { pix_key: string | null; pix_merchant_city: string | null },
  now: Date,
) {
  await companyWrite(db, companyId, (tx) =>
    tx
      .update(companyConfigs)
      .set({ pix_key: pix.pix_key, pix_merchant_city: pix.pix_merchant_city, updated_at: now })
      .where(eq(companyConfigs.company_id, companyId)),
  );
}

/**
 * Sets the company's minimum order in centavos, null for none (docs/domain.md "Order minimums");
 * devices pull it on their next sync, the server checks every finished sale with it from now on.
 */
export async function setCompanyMinimumOrder(
  db: Database,
  companyId: number,
  cents: number | null,
  now: Date,
) {
  await companyWrite(db, companyId, (tx) =>
    tx
      .update(companyConfigs)
      .set({ min_order_value: cents, updated_at: now })
      .where(eq(companyConfigs.company_id, companyId)),
  );
}

/** The company's rules an order may break and still go through, each with its own policy. */
export type HoldRule = 'credit_policy' | 'stock_policy';

/**
 * Sets what an order over a client's credit or for a blocked client (`credit_policy`), or over
 * the stock known (`stock_policy`), does (docs/domain.md "Credit", "Stock"): devices pull it on
 * their next sync, the server holds finished sales with it from now on.
 */
export async function setHoldPolicy(
  db: Database,
  companyId: number,
  rule: HoldRule,
  policy: HoldPolicy,
  now: Date,
) {
  await companyWrite(db, companyId, (tx) =>
    tx
      .update(companyConfigs)
      .set({ [rule]: policy, updated_at: now })
      .where(eq(companyConfigs.company_id, companyId)),
  );
}

/**
 * Sets whether a line's promotions add up (`combine`) or the best one wins (`best`, the default;
 * docs/domain.md "Promotions"); devices pull it on their next sync, the server checks sales with it.
 */
export async function setPromotionPolicy(
  db: Database,
  companyId: number,
  policy: PromotionPolicy,
  now: Date,
) {
  await companyWrite(db, companyId, (tx) =>
    tx
      .update(companyConfigs)
      .set({ promotion_policy: policy, updated_at: now })
      .where(eq(companyConfigs.company_id, companyId)),
  );
}

/**
 * Sets how many days back a client's mix gap looks (docs/domain.md "Mix gap"); devices pull it on
 * their next sync and the client page reads the gap with it.
 */
export async function setMixGapDays(db: Database, companyId: number, days: number, now: Date) {
  await companyWrite(db, companyId, (tx) =>
    tx
      .update(companyConfigs)
      .set({ mix_gap_days: days, updated_at: now })
      .where(eq(companyConfigs.company_id, companyId)),
  );
}

/**
 * Sets how far from a client's coordinates a check-in counts as at the client, in metres
 * (docs/domain.md "Visits in the field"); devices pull it on their next sync.
 */
export async function setVisitRadius(db: Database, companyId: number, metres: number, now: Date) {
  await companyWrite(db, companyId, (tx) =>
    tx
      .update(companyConfigs)
      .set({ visit_radius_m: metres, updated_at: now })
      .where(eq(companyConfigs.company_id, companyId)),
  );
}

/**
 * Sets the company's discount limits in hundredths of a percent: what a seller gives alone and
 * what a supervisor may approve above it (docs/domain.md "Approval"). Devices pull the new config
 * on their next sync; the server checks every sale with it from now on.
 */
export async function setDiscountLimits(
  db: Database,
  companyId: number,
  limits: { sellerBasisPoints: number; supervisorBasisPoints: number },
  now: Date,
) {
  await companyWrite(db, companyId, (tx) =>
    tx
      .update(companyConfigs)
      .set({
        max_discount_basis_points: limits.sellerBasisPoints,
        approval_discount_basis_points: limits.supervisorBasisPoints,
        updated_at: now,
      })
      .where(eq(companyConfigs.company_id, companyId)),
  );
}
