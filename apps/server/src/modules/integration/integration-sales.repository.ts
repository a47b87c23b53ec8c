import type { Sale } from '@rota/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { sales } from '../../db/schema/index.ts';
import type { SaleRow } from '../sales/index.ts';

/** The company's live sale, locked until the transaction ends; another company's is not found. */
export async function lockCompanySale(
  tx: Transaction,
  companyId: number,
  uuid: string,
): Promise<SaleRow | null> {
  const [row] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.company_id, companyId), eq(sales.uuid, uuid)))
    .limit(1)
    .for('update');
  return row && row.deleted_at === null ? row : null;
}

/** Records a status move and what it carries; the trigger gives the row its new version. */
export async function saveSaleStatus(
  tx: Transaction,
  uuid: string,
  fields: Pick<Sale, 'status' | 'code_erp' | 'reason_canceled' | 'failure_message'>,
): Promise<SaleRow> {
  const [row] = await tx.update(sales).set(fields).where(eq(sales.uuid, uuid)).returning();
  if (!row) throw new Error(`venda ${uuid} não atualizada`);
  return row;
}
