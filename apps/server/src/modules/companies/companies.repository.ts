import type { Company, CompanyConfig } from '@rota/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { companies, companyConfigs } from '../../db/schema/index.ts';

export function toCompany(row: typeof companies.$inferSelect): Company {
  return { id: row.id, name: row.name, cnpj: row.cnpj, trade_name: row.trade_name };
}

export function toCompanyConfig(row: typeof companyConfigs.$inferSelect): CompanyConfig {
  return {
    id: row.id,
    company_id: row.company_id,
    cart_sort_field: row.cart_sort_field,
    allowed_price_lists: row.allowed_price_lists,
    max_discount_percent: row.max_discount_basis_points / 100,
    approval_discount_percent: row.approval_discount_basis_points / 100,
    min_order_value: row.min_order_value,
    credit_policy: row.credit_policy,
    stock_policy: row.stock_policy,
    mix_gap_days: row.mix_gap_days,
    visit_radius_m: row.visit_radius_m,
    working_weekdays: row.working_weekdays,
    holidays: row.holidays,
    promotion_policy: row.promotion_policy,
    allows_pre_sale: row.allows_pre_sale === 1,
    pix_key: row.pix_key,
    pix_merchant_city: row.pix_merchant_city,
    sync_interval_s: row.sync_interval_s,
  };
}

export async function findCompanyByCnpj(db: Executor, cnpj: string) {
  const [row] = await db.select().from(companies).where(eq(companies.cnpj, cnpj)).limit(1);
  return row ? toCompany(row) : null;
}

export async function findCompanyById(db: Executor, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ? toCompany(row) : null;
}

/** The company's stored config, or null. */
export async function findCompanyConfig(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(companyConfigs)
    .where(eq(companyConfigs.company_id, companyId))
    .limit(1);
  return row ?? null;
}

/**
 * The company's config; a company registered without one gets the defaults, created once. Call
 * inside the company's `companyWrite` (the config is a synced row).
 */
export async function ensureCompanyConfig(db: Executor, companyId: number) {
  const row = await findCompanyConfig(db, companyId);
  if (row) return row;
  const [created] = await db
    .insert(companyConfigs)
    .values({ company_id: companyId })
    .onConflictDoNothing({ target: companyConfigs.company_id })
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(companyConfigs)
    .where(eq(companyConfigs.company_id, companyId))
    .limit(1);
  if (!existing) throw new Error(`configuração da empresa ${companyId} não encontrada`);
  return existing;
}
