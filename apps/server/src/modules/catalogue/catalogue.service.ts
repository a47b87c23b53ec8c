import type { Channel } from '@rota/domain';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../errors/service-error.ts';
import { pullPage, type SyncedTable, syncMeta } from '../../sync/pull-page.ts';
import { findChannel, toChannel } from './catalogue.repository.ts';

/** A synced table whose rows belong to one company. */
export interface CompanySyncedTable extends SyncedTable {
  company_id: PgColumn;
}

type SyncStamps = Parameters<typeof syncMeta>[0];

export interface SyncQuery {
  since?: string | undefined;
  limit?: number | undefined;
}

/** The answer of a pull: rows on the wire (entity + sync metadata) and where to resume. */
export interface SyncAnswer<E> {
  data: (E & { updated_at: string; deleted_at: string | null })[];
  meta: { cursor: string; has_more: boolean };
}

/**
 * A company-scoped pull of `table` mapped by `toEntity` (DESIGN.md "Sync"): the one helper
 * every catalogue `…/all` call is. Catalogue data is server-owned and sent whole, inactive rows
 * included, so the device learns that a row became inactive; §5's "listed only if active" is
 * the device's listing rule (`listActive` in the domain).
 */
export async function pullCompanyTable<T extends CompanySyncedTable, E extends object>(
  db: Executor,
  table: T,
  toEntity: (row: T['$inferSelect']) => E,
  companyId: number,
  query: SyncQuery,
): Promise<SyncAnswer<E>> {
  const page = await pullPage(db, table, {
    where: [eq(table.company_id, companyId)],
    since: query.since,
    limit: query.limit,
  });
  // Every synced table has these columns (SyncedTable); the generic row type cannot show it.
  const rows = page.rows as (T['$inferSelect'] & SyncStamps)[];
  return {
    data: rows.map((row) => ({ ...toEntity(row), ...syncMeta(row) })),
    meta: { cursor: page.cursor, has_more: page.has_more },
  };
}

/** `GET channels/{uuid}`: a live channel of the caller's company; anything else is a 404. */
export async function getChannel(db: Executor, companyId: number, uuid: string): Promise<Channel> {
  const row = await findChannel(db, companyId, uuid);
  if (!row) throw notFound('Canal de venda não encontrado');
  return toChannel(row);
}
