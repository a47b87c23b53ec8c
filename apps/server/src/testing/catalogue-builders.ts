import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { companyWrite } from '../db/company-write.ts';
import type { Database } from '../db/database.ts';
import type {
  channels,
  conditionPayments,
  descParameters,
  finalities,
  formPayments,
  priceLists,
  products,
  teams,
  volumes,
} from '../db/schema/index.ts';

/*
 * Rows of the server-owned catalogue as the ERP integration stores them, for tests that read
 * them back through the API. `n` makes codes and descriptions distinct within a company.
 */

export const productRow = (
  companyId: number,
  n: number,
  overrides: Partial<typeof products.$inferInsert> = {},
) =>
  ({
    uuid: randomUUID(),
    company_id: companyId,
    description: `Produto ${n}`,
    code_erp: `P${String(n).padStart(4, '0')}`,
    unit: 'UN',
    price: 12_345 + n,
    category: '01',
    barcode: '7891000100103',
    inative: 0,
    ...overrides,
  }) satisfies typeof products.$inferInsert;

export const formPaymentRow = (
  companyId: number,
  n: number,
  overrides: Partial<typeof formPayments.$inferInsert> = {},
) =>
  ({
    uuid: randomUUID(),
    company_id: companyId,
    description: `Boleto ${n}`,
    code_erp: `BOL${n}`,
    hierarchies: [{ description: 'Boleto 28 dias', code_erp: `B28-${n}` }],
    ...overrides,
  }) satisfies typeof formPayments.$inferInsert;

export const conditionPaymentRow = (
  companyId: number,
  n: number,
  overrides: Partial<typeof conditionPayments.$inferInsert> = {},
) =>
  ({
    uuid: randomUUID(),
    company_id: companyId,
    code_erp: `C${n}`,
    description: '30/60',
    parcels: 2,
    type: 1,
    itens: [
      { parcel: 1, days: 30 },
      { parcel: 2, days: 60 },
    ],
    ...overrides,
  }) satisfies typeof conditionPayments.$inferInsert;

export const priceListRow = (
  companyId: number,
  n: number,
  overrides: Partial<typeof priceLists.$inferInsert> = {},
) =>
  ({
    uuid: randomUUID(),
    company_id: companyId,
    description: 'Tabela Varejo',
    code_erp: 'T01',
    code_erp_product: `P${String(n).padStart(4, '0')}`,
    price: 9_990 + n,
    vigence_date: '2026-12-31',
    ...overrides,
  }) satisfies typeof priceLists.$inferInsert;

export const channelRow = (
  companyId: number,
  n: number,
  overrides: Partial<typeof channels.$inferInsert> = {},
) =>
  ({
    uuid: randomUUID(),
    company_id: companyId,
    description: `Canal ${n}`,
    code_erp: `CAN${n}`,
    ...overrides,
  }) satisfies typeof channels.$inferInsert;

export const finalityRow = (
  companyId: number,
  n: number,
  overrides: Partial<typeof finalities.$inferInsert> = {},
) =>
  ({
    uuid: randomUUID(),
    company_id: companyId,
    description: `Finalidade ${n}`,
    code_erp: `F${n}`,
    status: 1,
    ...overrides,
  }) satisfies typeof finalities.$inferInsert;

export const descParameterRow = (
  companyId: number,
  n: number,
  overrides: Partial<typeof descParameters.$inferInsert> = {},
) =>
  ({ company_id: companyId, field: `campo_${n}`, ...overrides }) satisfies typeof descParameters.$inferInsert;

export const volumeRow = (
  companyId: number,
  n: number,
  overrides: Partial<typeof volumes.$inferInsert> = {},
) => ({ company_id: companyId, field: `Caixa ${n}`, ...overrides }) satisfies typeof volumes.$inferInsert;

export const teamRow = (companyId: number, n: number, overrides: Partial<typeof teams.$inferInsert> = {}) =>
  ({
    uuid: randomUUID(),
    company_id: companyId,
    name: `Equipe ${n}`,
    code_erp: `E${n}`,
    ...overrides,
  }) satisfies typeof teams.$inferInsert;

/** Inserts rows into a synced table inside the company's write lock, as every synced write. */
export async function insertSynced<T extends PgTable>(
  db: Database,
  companyId: number,
  table: T,
  rows: T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  return companyWrite(db, companyId, async (tx) => {
    const inserted = await tx.insert(table).values(rows).returning();
    return inserted as T['$inferSelect'][];
  });
}

/** Updates the rows matching `key = value` inside the company's write lock (the version moves). */
export async function updateSynced<T extends PgTable>(
  db: Database,
  companyId: number,
  table: T,
  key: PgColumn,
  value: string | number,
  changes: Partial<T['$inferInsert']>,
): Promise<void> {
  await companyWrite(db, companyId, async (tx) => {
    await tx
      .update(table)
      .set(changes as PgUpdateSetSource<T>)
      .where(eq(key, value));
  });
}

/** Soft-deletes (tombstones) the rows matching `key = value`, as a delete is done on a synced table. */
export function softDeleteSynced<T extends PgTable>(
  db: Database,
  companyId: number,
  table: T,
  key: PgColumn,
  value: string | number,
  now = new Date(),
): Promise<void> {
  return updateSynced(db, companyId, table, key, value, { deleted_at: now } as Partial<T['$inferInsert']>);
}
