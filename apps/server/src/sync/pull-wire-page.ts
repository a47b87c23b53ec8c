import type { Executor } from '../db/database.ts';
import { type DriverRow, wireTimestamp } from './driver-row.ts';
import { type PullOptions, pageLimit, pageQuery, type SyncEnvelope, type SyncedTable } from './pull-page.ts';
import { syncHorizon } from './sync-horizon.ts';

/** The sync stamps every pulled row carries on the wire (a type, not an interface: answers are
 * checked against records, which an interface without an index signature is not). */
export type WireStamps = {
  updated_at: string;
  deleted_at: string | null;
};

/**
 * One page of a pull (the same query as `pullPage`) read with the driver alone and turned
 * straight into the wire envelope: `toWire` builds each row's entity from the driver's values
 * in one object, and the stamps are set on it. This is the path of the large pulls (products,
 * price lists): Drizzle's row mapping, then the entity mapping, then a spread with the stamps
 * rebuilt each row three times and cost more than reading the rows (docs/bench.md).
 */
export async function pullWirePage<T extends SyncedTable, E extends object>(
  db: Executor,
  table: T,
  options: PullOptions,
  toWire: (row: DriverRow<T>) => E,
): Promise<SyncEnvelope<E & WireStamps>> {
  const limit = pageLimit(options);
  const horizon = await syncHorizon(db, options.companyId);
  // `execute` answers the driver's own result; both drivers (pg, PGlite) carry the rows in `rows`.
  const result = (await db.execute(pageQuery(db, table, options, horizon))) as unknown as {
    rows: DriverRow<T>[];
  };
  const has_more = result.rows.length > limit;
  const rows = has_more ? result.rows.slice(0, limit) : result.rows;
  const data = new Array<E & WireStamps>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as DriverRow<T> & { updated_at: string; deleted_at: string | null };
    const wire = toWire(row) as E & WireStamps;
    wire.updated_at = wireTimestamp(row.updated_at);
    wire.deleted_at = row.deleted_at === null ? null : wireTimestamp(row.deleted_at);
    data[i] = wire;
  }
  const last = rows.at(-1) as { version: string | number | bigint } | undefined;
  return { data, meta: { cursor: last ? String(last.version) : (options.since ?? '0'), has_more } };
}
