import { randomUUID } from 'node:crypto';
import type { SellerGoal } from '@rota/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { sellerGoals, sellers } from '../../db/schema/index.ts';
import { type DriverRow, wireNumber } from '../../sync/driver-row.ts';

type GoalRow = DriverRow<typeof sellerGoals> | typeof sellerGoals.$inferSelect;

/** A goal row in its wire shape (read with the driver in a pull, or by Drizzle). */
export function toSellerGoal(row: GoalRow): SellerGoal {
  return {
    uuid: row.uuid,
    company_id: row.company_id,
    code_erp_seller: row.code_erp_seller,
    month: row.month,
    sales_value: row.sales_value === null ? null : wireNumber(row.sales_value),
    positivation: row.positivation,
    mix: row.mix,
    mix_basis: row.mix_basis,
  };
}

/** The live goals of a month, by seller code. */
export async function goalsOfMonth(db: Executor, companyId: number, month: string) {
  const rows = await db
    .select()
    .from(sellerGoals)
    .where(
      and(
        eq(sellerGoals.company_id, companyId),
        eq(sellerGoals.month, month),
        isNull(sellerGoals.deleted_at),
      ),
    );
  return new Map(rows.map((row) => [row.code_erp_seller, toSellerGoal(row)]));
}

/** Whether the company has a live seller with this ERP code. */
export async function hasSellerCode(db: Executor, companyId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.company_id, companyId), eq(sellers.code_erp, code), isNull(sellers.deleted_at)))
    .limit(1);
  return row !== undefined;
}

/** Writes a seller's goals for a month over what was there (a goal deleted before comes back). */
export async function upsertGoal(
  tx: Transaction,
  companyId: number,
  goal: Omit<SellerGoal, 'uuid' | 'company_id'>,
  now: Date,
): Promise<SellerGoal> {
  const values = { ...goal, company_id: companyId, updated_at: now, deleted_at: null };
  const [row] = await tx
    .insert(sellerGoals)
    .values({ uuid: randomUUID(), ...values })
    .onConflictDoUpdate({
      target: [sellerGoals.company_id, sellerGoals.code_erp_seller, sellerGoals.month],
      set: {
        sales_value: sql`excluded.sales_value`,
        positivation: sql`excluded.positivation`,
        mix: sql`excluded.mix`,
        mix_basis: sql`excluded.mix_basis`,
        updated_at: now,
        deleted_at: null,
      },
    })
    .returning();
  if (!row) throw new Error('upsertGoal: nenhuma linha gravada');
  return toSellerGoal(row);
}
