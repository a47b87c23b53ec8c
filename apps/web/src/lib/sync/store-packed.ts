import type { EntityTable } from 'dexie';
import type { ProductPricesRow } from '../db/my-pwa-db.ts';

type PulledRow = Record<string, unknown> & { uuid: string; deleted_at: string | null };

/**
 * What a packed pull knows about its table during one run: the keys of the records it wrote,
 * when the run began by emptying the table (a snapshot). Then only those records can already
 * hold rows of a page, and the others need not be read; `null` when the run resumed or pulls a
 * delta, and any record may exist.
 */
export interface PackedRun {
  written: Set<string> | null;
}

/**
 * Applies a page to a table of packed records (price rows per product, `ProductPricesRow`),
 * inside the page's transaction: each row replaces the entry with its uuid in its record's
 * `lists`, a tombstone removes it, and a record left without rows is deleted. A product's rows
 * may arrive in different pages, so the records a page touches are read and merged, never
 * overwritten.
 */
export async function storePacked(
  table: EntityTable<ProductPricesRow, 'code_erp_product'>,
  by: 'code_erp_product',
  rows: PulledRow[],
  run: PackedRun,
): Promise<void> {
  const keys = [...new Set(rows.map((row) => String(row[by])))];
  const toRead = run.written ? keys.filter((key) => run.written?.has(key)) : keys;
  const records = new Map<string, ProductPricesRow>();
  if (toRead.length > 0) {
    const stored = await table.bulkGet(toRead);
    for (const record of stored) if (record) records.set(record.code_erp_product, record);
  }
  for (const row of rows) {
    const key = String(row[by]);
    const record = records.get(key) ?? { code_erp_product: key, lists: [] };
    const lists = record.lists.some((entry) => entry.uuid === row.uuid)
      ? record.lists.filter((entry) => entry.uuid !== row.uuid)
      : record.lists;
    records.set(key, {
      code_erp_product: key,
      lists:
        row.deleted_at === null ? [...lists, row as unknown as ProductPricesRow['lists'][number]] : lists,
    });
  }
  const all = [...records.values()];
  const emptied = all.filter((record) => record.lists.length === 0).map((record) => record.code_erp_product);
  if (emptied.length > 0) await table.bulkDelete(emptied);
  await table.bulkPut(all.filter((record) => record.lists.length > 0));
  for (const key of keys) run.written?.add(key);
}
