import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { companies, profiles, sellers, sessions } from '../db/schema/index.ts';

/* Reads the admin CLI needs beyond modules/admin/admin.service.ts (which writes). */

export function listCompanies(db: Executor) {
  return db.select().from(companies).orderBy(asc(companies.id));
}

export async function findCompany(db: Executor, cnpj: string) {
  const [row] = await db.select().from(companies).where(eq(companies.cnpj, cnpj)).limit(1);
  return row ?? null;
}

export async function findProfile(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.company_id, companyId), eq(profiles.id, id), isNull(profiles.deleted_at)))
    .limit(1);
  return row ?? null;
}

export function listSellers(db: Executor, companyId: number) {
  return db
    .select({ seller: sellers, profile: profiles.description })
    .from(sellers)
    .innerJoin(profiles, eq(profiles.id, sellers.profile_id))
    .where(eq(sellers.company_id, companyId))
    .orderBy(asc(sellers.id));
}

export async function findSeller(db: Executor, id: number) {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id)).limit(1);
  return row ?? null;
}

export async function findSellerByCode(db: Executor, companyId: number, codeErp: string) {
  const [row] = await db
    .select()
    .from(sellers)
    .where(and(eq(sellers.company_id, companyId), eq(sellers.code_erp, codeErp)))
    .limit(1);
  return row ?? null;
}

/** Sessions of a seller still usable at `now` (not revoked, not expired). */
export async function countLiveSessions(db: Executor, sellerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sessions)
    .where(and(eq(sessions.seller_id, sellerId), isNull(sessions.revoked_at), gt(sessions.expires_at, now)));
  return row?.total ?? 0;
}
