import type { Channel } from '@rota/domain';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import {
  channels,
  conditionPayments,
  descParameters,
  finalities,
  formPayments,
  priceLists,
  productStocks,
  products,
  promotions,
  volumes,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors/service-error.ts';
import { toProfile } from '../../http/auth/session-rows.ts';
import type { DriverRow } from '../../sync/driver-row.ts';
import type { SyncEnvelope, SyncedTable } from '../../sync/pull-page.ts';
import { pullWirePage, type WireStamps } from '../../sync/pull-wire-page.ts';
import {
  findChannel,
  listActiveTeams,
  listProfiles,
  toChannel,
  toConditionPayment,
  toDescParameter,
  toFinality,
  toFormPayment,
  toPriceList,
  toProduct,
  toProductStock,
  toPromotion,
  toTeam,
  toVolume,
} from './catalogue.repository.ts';

/** A synced table whose rows belong to one company. */
export interface CompanySyncedTable extends SyncedTable {
  company_id: PgColumn;
}

export interface SyncQuery {
  since?: string | undefined;
  limit?: number | undefined;
}

/**
 * A company-scoped pull of `table` mapped by `toEntity` (DESIGN.md "Sync"): the one helper
 * every catalogue `…/all` call is. Catalogue data is server-owned and sent whole, inactive rows
 * included, so the device learns that a row became inactive; §5's "listed only if active" is
 * the device's listing rule (`listActive` in the domain). Rows are read with the driver and
 * built once in their wire shape (`pullWirePage`): these are the largest pulls a device makes.
 */
export function pullCompanyTable<T extends CompanySyncedTable, E extends object>(
  db: Executor,
  table: T,
  toEntity: (row: DriverRow<T>) => E,
  companyId: number,
  query: SyncQuery,
): Promise<SyncEnvelope<E & WireStamps>> {
  return pullWirePage(
    db,
    table,
    { companyId, where: [eq(table.company_id, companyId)], since: query.since, limit: query.limit },
    toEntity,
  );
}

/** `GET channels/{uuid}`: a live channel of the caller's company; anything else is a 404. */
export async function getChannel(db: Executor, companyId: number, uuid: string): Promise<Channel> {
  const row = await findChannel(db, companyId, uuid);
  if (!row) throw notFound('Canal de venda não encontrado');
  return toChannel(row);
}

/** Each catalogue `…/all` call's table and its row-to-wire mapping. */
const catalogueTables = {
  products: [products, toProduct],
  formPayments: [formPayments, toFormPayment],
  conditionPayments: [conditionPayments, toConditionPayment],
  priceLists: [priceLists, toPriceList],
  channels: [channels, toChannel],
  finalities: [finalities, toFinality],
  descParameters: [descParameters, toDescParameter],
  volumes: [volumes, toVolume],
  productStocks: [productStocks, toProductStock],
  promotions: [promotions, toPromotion],
} as const;
export type CatalogueEntity = keyof typeof catalogueTables;

/** One page of a catalogue entity of the company (see {@link pullCompanyTable}). */
export function pullCatalogue<K extends CatalogueEntity>(
  db: Executor,
  entity: K,
  companyId: number,
  query: SyncQuery,
) {
  const [table, toEntity] = catalogueTables[entity];
  return pullCompanyTable(
    db,
    table as CompanySyncedTable,
    toEntity as (row: unknown) => ReturnType<(typeof catalogueTables)[K][1]>,
    companyId,
    query,
  );
}

/** The company's active teams. */
export async function listTeams(db: Executor, companyId: number) {
  return (await listActiveTeams(db, companyId)).map(toTeam);
}

/** §4: the device replaces its profiles with this list on every sync. */
export async function listCompanyProfiles(db: Executor, companyId: number) {
  return (await listProfiles(db, companyId)).map(toProfile);
}

/** The company's live profiles as stored, ERP code and permission names included (the admin CLI lists them). */
export function storedProfiles(db: Executor, companyId: number) {
  return listProfiles(db, companyId);
}
