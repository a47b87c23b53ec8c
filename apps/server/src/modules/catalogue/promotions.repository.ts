import type { PromotionInput } from '@rota/contract';
import type { Promotion } from '@rota/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { promotions } from '../../db/schema/index.ts';
import { toPromotion } from './catalogue.repository.ts';
import { toPromotionColumns } from './promotion-columns.ts';

/** The company's promotions, not deleted: the latest to end first, then by name. */
export async function companyPromotions(db: Executor, companyId: number): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.company_id, companyId), isNull(promotions.deleted_at)))
    .orderBy(desc(promotions.ends_on), asc(promotions.name));
  return rows.map(toPromotion);
}

/** What a save must know of the row a uuid names, whichever company holds it (deleted ones too). */
export async function storedPromotion(
  tx: Transaction,
  uuid: string,
): Promise<{ company_id: number; code_erp: string | null; deleted: boolean } | null> {
  const [row] = await tx
    .select({
      company_id: promotions.company_id,
      code_erp: promotions.code_erp,
      deleted_at: promotions.deleted_at,
    })
    .from(promotions)
    .where(eq(promotions.uuid, uuid));
  return row
    ? { company_id: row.company_id, code_erp: row.code_erp, deleted: row.deleted_at !== null }
    : null;
}

/**
 * Creates or edits the promotion by its uuid; answers it and the sync version the table's trigger
 * gave it, or null when the uuid is another company's.
 */
export async function upsertPromotion(
  tx: Transaction,
  companyId: number,
  input: Required<PromotionInput>,
  now: Date,
): Promise<{ promotion: Promotion; version: number } | null> {
  const { uuid, ...fields } = toPromotionColumns({
    ...input,
    percent: input.percent ?? null,
  });
  const values = { ...fields, company_id: companyId, updated_at: now, deleted_at: null };
  const [row] = await tx
    .insert(promotions)
    .values({ uuid, ...values })
    .onConflictDoUpdate({ target: promotions.uuid, set: values, where: eq(promotions.company_id, companyId) })
    .returning();
  if (!row) return null;
  return { promotion: toPromotion(row), version: Number(row.version) };
}
