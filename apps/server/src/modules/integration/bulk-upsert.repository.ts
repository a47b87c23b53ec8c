import { and, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/database.ts';

/** A synced table keyed within a company by ERP fields (a unique index on company + key). */
export interface KeyedTable extends PgTable {
  company_id: PgColumn;
  version: PgColumn;
  deleted_at: PgColumn;
}

/** Rows per statement: far under PostgreSQL's 65,535 parameters for the widest table (clients). */
export const STATEMENT_ROWS = 500;

export type RowValues = Record<string, unknown>;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

const excluded = (column: PgColumn) => sql`excluded.${sql.identifier(column.name)}`;

/**
 * Inserts rows or updates them by `company_id` + key (`insert … on conflict do update`). New rows
 * keep the uuid they bring; existing rows keep theirs. An existing row is updated only when a
 * value differs or it was a tombstone (which the update clears), so sending the same rows again
 * leaves their versions alone. A column a row leaves out keeps its stored value (a new row gets
 * the column's default): rows are written in groups of the same columns. Answers the versions of
 * the rows written.
 */
export async function upsertRows(
  tx: Transaction,
  table: KeyedTable,
  keyColumns: readonly PgColumn[],
  rows: readonly RowValues[],
): Promise<bigint[]> {
  const groups = new Map<string, RowValues[]>();
  for (const row of rows) {
    const columns = Object.keys(row).sort().join(',');
    const group = groups.get(columns);
    if (group) group.push(row);
    else groups.set(columns, [row]);
  }
  const versions: bigint[] = [];
  for (const group of groups.values())
    versions.push(...(await upsertSameColumns(tx, table, keyColumns, group)));
  return versions;
}

/** {@link upsertRows} for rows that all carry the same columns. */
async function upsertSameColumns(
  tx: Transaction,
  table: KeyedTable,
  keyColumns: readonly PgColumn[],
  rows: readonly RowValues[],
): Promise<bigint[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fixed = new Set<PgColumn>([table.company_id, ...keyColumns]);
  const updated = Object.keys(first)
    .filter((name) => name !== 'uuid')
    .map((name) => {
      const column = columns[name];
      if (!column) throw new Error(`coluna desconhecida em ${name}`);
      return [name, column] as const;
    })
    .filter(([, column]) => !fixed.has(column));
  const set: Record<string, SQL | null> = { deleted_at: null };
  for (const [name, column] of updated) set[name] = excluded(column);
  const differs =
    updated.length === 0
      ? sql`false`
      : sql`(${sql.join(
          updated.map(([, column]) => column),
          sql`, `,
        )}) is distinct from (${sql.join(
          updated.map(([, column]) => excluded(column)),
          sql`, `,
        )})`;
  const versions: bigint[] = [];
  for (const chunk of chunks(rows, STATEMENT_ROWS)) {
    const written = await tx
      .insert(table)
      .values(chunk as never)
      .onConflictDoUpdate({
        target: [table.company_id, ...keyColumns],
        set: set as never,
        setWhere: sql`${table.deleted_at} is not null or ${differs}`,
      })
      .returning({ version: table.version });
    for (const row of written) versions.push(row.version as bigint);
  }
  return versions;
}

/**
 * Tombstones the company's rows with the given keys (each a list of values in `keyColumns`
 * order): sets `deleted_at`, so the next pulls carry the deletion. Rows already deleted or never
 * sent are left alone. Answers the versions of the rows tombstoned now.
 */
export async function tombstoneRows(
  tx: Transaction,
  table: KeyedTable,
  companyId: number,
  keyColumns: readonly PgColumn[],
  keys: readonly (readonly string[])[],
  now: Date,
): Promise<bigint[]> {
  const versions: bigint[] = [];
  const keyTuple = sql`(${sql.join([...keyColumns], sql`, `)})`;
  for (const chunk of chunks(keys, STATEMENT_ROWS)) {
    // One text array per key column, joined back into tuples by `unnest`: a semi-join, where a
    // list of row constructors, `(a, b) in ((…), (…), …)`, is an expression hundreds deep that
    // overflowed PGlite's stack at 438 two-column keys (a wasm abort, a 500).
    const columns = keyColumns.map((_, position) => chunk.map((values) => values[position] ?? ''));
    const keyRows = sql`select * from unnest(${sql.join(
      columns.map((values) => sql`${sql.param(values)}::text[]`),
      sql`, `,
    )})`;
    const written = await tx
      .update(table)
      .set({ deleted_at: now } as never)
      .where(and(eq(table.company_id, companyId), isNull(table.deleted_at), sql`${keyTuple} in (${keyRows})`))
      .returning({ version: table.version });
    for (const row of written) versions.push(row.version as bigint);
  }
  return versions;
}

/**
 * The live rows of a company whose ERP code is among `codes`, as `code_erp → value` (an id or a
 * uuid): how sellers name their profile and team.
 */
export async function valuesByErpCode(
  tx: Transaction,
  table: KeyedTable & { code_erp: PgColumn },
  valueColumn: PgColumn,
  companyId: number,
  codes: readonly string[],
): Promise<Map<string, unknown>> {
  if (codes.length === 0) return new Map();
  const found = await tx
    .select({ code: table.code_erp, value: valueColumn })
    .from(table as PgTable)
    .where(
      and(
        eq(table.company_id, companyId),
        isNull(table.deleted_at),
        inArray(table.code_erp, [...new Set(codes)]),
      ),
    );
  return new Map(found.map((row) => [String(row.code), row.value]));
}
