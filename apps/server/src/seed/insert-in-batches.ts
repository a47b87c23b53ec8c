import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/database.ts';

/**
 * Inserts rows in batches (500 by default) inside the caller's transaction, in the order given,
 * so serial ids and row versions follow it; the version trigger runs for every row as for any
 * other write.
 *
 * Each batch is one statement with one parameter, the batch as JSON, expanded by
 * `json_populate_recordset` against the table's own row type: PostgreSQL converts every value
 * with the column's type (timestamps, dates, jsonb, bigint). The usual multi-row
 * `insert(...).values(rows)` binds one parameter per cell and spends most of the seed's time
 * building them (measured: about half of the CPU time on PGlite). Columns missing from the rows
 * take their defaults (serial ids, versions); every row must carry the same columns.
 */
export async function insertInBatches<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchSize = 500,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const names = Object.keys(first as object).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`coluna desconhecida em ${getTableName(table)}: ${key}`);
    return column.name;
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const rowType = sql.identifier(getTableName(table));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = JSON.stringify(rows.slice(start, start + batchSize));
    await tx.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${rowType}, ${batch}::json)`,
    );
  }
}
