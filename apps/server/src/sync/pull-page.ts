import { DEFAULT_SYNC_PAGE_SIZE } from '@rota/contract';
import { and, asc, gt, isNull, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.ts';
import { syncHorizon } from './sync-horizon.ts';

export interface SyncedTable extends PgTable {
  version: PgColumn;
  updated_at: PgColumn;
  deleted_at: PgColumn;
}

export interface PullOptions {
  /** The company pulled: the pull waits for its writes in flight (`syncHorizon`). */
  companyId: number;
  /** Tenant and seller scoping, in SQL. */
  where: SQL[];
  since?: string | undefined;
  limit?: number | undefined;
}

export interface PulledPage<Row> {
  rows: Row[];
  cursor: string;
  has_more: boolean;
}

/**
 * The query of one page of a pull (DESIGN.md "Sync"): rows whose version is above `since` and
 * at most `horizon` (see `syncHorizon`: every version up to it is final), in version order, one
 * more than `limit` (that extra row only says whether more follow). Without `since` it is a
 * snapshot and skips tombstones; with it, tombstones come along so the device deletes them.
 */
export function pageQuery<T extends SyncedTable>(
  db: Executor,
  table: T,
  options: PullOptions,
  horizon: bigint,
) {
  const conditions = [...options.where, lte(table.version, horizon)];
  if (options.since === undefined) conditions.push(isNull(table.deleted_at));
  else conditions.push(gt(table.version, BigInt(options.since)));
  return db
    .select()
    .from(table as PgTable)
    .where(and(...conditions))
    .orderBy(asc(table.version))
    .limit(pageLimit(options) + 1);
}

/** The rows a page holds: `limit`, or the default page size without one. */
export function pageLimit(options: Pick<PullOptions, 'limit'>): number {
  return options.limit ?? DEFAULT_SYNC_PAGE_SIZE;
}

/**
 * One page of a pull (see {@link pageQuery}) mapped by Drizzle, read once the company's writes
 * in flight have finished (`syncHorizon`). The cursor is the last row's version, so a cut sync
 * resumes exactly after the last page it applied.
 */
export async function pullPage<T extends SyncedTable>(
  db: Executor,
  table: T,
  options: PullOptions,
): Promise<PulledPage<T['$inferSelect']>> {
  const limit = pageLimit(options);
  const horizon = await syncHorizon(db, options.companyId);
  const rows = (await pageQuery(db, table, options, horizon)) as T['$inferSelect'][];
  const has_more = rows.length > limit;
  const page = has_more ? rows.slice(0, limit) : rows;
  const last = page.at(-1) as { version: bigint } | undefined;
  return { rows: page, cursor: last ? String(last.version) : (options.since ?? '0'), has_more };
}

/** A pull's answer on the wire (DESIGN.md "Sync"): the rows and where the next page starts. */
export interface SyncEnvelope<E> {
  data: E[];
  meta: { cursor: string; has_more: boolean };
}

/** Wraps a pulled page in the sync envelope, mapping each row to the wire: the one place it is built. */
export function syncEnvelope<Row, E = Row>(page: PulledPage<Row>, toWire?: (row: Row) => E): SyncEnvelope<E> {
  return {
    data: toWire ? page.rows.map(toWire) : (page.rows as unknown as E[]),
    meta: { cursor: page.cursor, has_more: page.has_more },
  };
}

/** The sync metadata of a row on the wire. */
export function syncMeta(row: { updated_at: Date; deleted_at: Date | null }) {
  return { updated_at: row.updated_at.toISOString(), deleted_at: row.deleted_at?.toISOString() ?? null };
}
