import { randomUUID } from 'node:crypto';
import {
  api,
  type BulkRows,
  type bulkUpsertCall,
  channelBulkRows,
  checkBulkRows,
  clientBulkRows,
  conditionPaymentBulkRows,
  descParameterBulkRows,
  dreLineBulkRows,
  driverBulkRows,
  finalityBulkRows,
  financialTitleBulkRows,
  formPaymentBulkRows,
  integration,
  machineBulkRows,
  operatorBulkRows,
  payableTitleBulkRows,
  priceListBulkRows,
  productBulkRows,
  productionOrderBulkRows,
  productStockBulkRows,
  profileBulkRows,
  promotionBulkRows,
  purchaseBulkRows,
  sellerBulkRows,
  sellerGoalBulkRows,
  situationBulkRows,
  teamBulkRows,
  volumeBulkRows,
} from '@rota/contract';
import {
  BOUNDED_DATE_FIELDS,
  type BoundedDateField,
  quantityProblem,
  unitQuantityDecimals,
} from '@rota/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Transaction } from '../../db/database.ts';
import {
  channels,
  checks,
  clients,
  conditionPayments,
  descParameters,
  dreLines,
  drivers,
  finalities,
  financialTitles,
  formPayments,
  machines,
  operators,
  payableTitles,
  priceLists,
  productionOrders,
  productStocks,
  products,
  profiles,
  promotions,
  purchases,
  sellerGoals,
  sellers,
  situations,
  teams,
  volumes,
} from '../../db/schema/index.ts';
import { toPromotionColumns } from '../catalogue/index.ts';
import { type KeyedTable, type RowValues, valuesByErpCode } from './bulk-upsert.repository.ts';

/** A row mapped to its table's columns, or the reasons it cannot be stored (pt-BR, by field). */
export type MappedRow = { values: RowValues } | { errors: Record<string, string[]> };

/** One entity the ERP upserts in bulk: its call, row schema, table, key and the pulls it feeds. */
export interface BulkEntity<Row = Record<string, unknown>, Context = unknown> {
  call: ReturnType<typeof bulkUpsertCall>;
  rows: BulkRows;
  table: KeyedTable;
  /** Columns of the unique index after `company_id`, in the order of `rows.key`. */
  keyColumns: readonly PgColumn[];
  /** Tables keyed by uuid get a new random one per new row; existing rows keep theirs. */
  hasUuid: boolean;
  /** The §7 calls (by name) whose data a change here alters, for `catalogue.changed` (none: no event). */
  pulls: readonly string[];
  /** Reads what mapping needs from the database once per batch (sellers: profiles and teams). */
  load?: (tx: Transaction, companyId: number, rows: readonly Row[]) => Promise<Context>;
  /** The row's dates and their bounds (docs/server.md "Dates"): a row with one outside is refused. */
  dates?: readonly BoundedDateField[];
  /** The columns of a valid row (without `company_id` and `uuid`, which the service adds). */
  toColumns?: (row: Row, context: Context) => MappedRow;
}

/** Keeps the compiler's row type of each entity while listing them together. */
function entity<S extends BulkRows, Context = undefined>(
  spec: Omit<BulkEntity<z.output<S['row']>, Context>, 'rows'> & { rows: S },
): BulkEntity {
  return spec as unknown as BulkEntity;
}

type SellerContext = { profileIds: Map<string, unknown>; teamUuids: Map<string, unknown> };

const sellerEntity = entity<typeof sellerBulkRows, SellerContext>({
  call: integration.access.sellers,
  rows: sellerBulkRows,
  table: sellers,
  keyColumns: [sellers.code_erp],
  hasUuid: false,
  pulls: [api.catalogue.seller.name],
  load: async (tx, companyId, rows) => ({
    profileIds: await valuesByErpCode(
      tx,
      profiles,
      profiles.id,
      companyId,
      rows.map((row) => row.profile_code_erp),
    ),
    teamUuids: await valuesByErpCode(
      tx,
      teams,
      teams.uuid,
      companyId,
      rows.flatMap((row) => (row.team_code_erp ? [row.team_code_erp] : [])),
    ),
  }),
  toColumns: ({ profile_code_erp, team_code_erp, deleted: _, ...row }, { profileIds, teamUuids }) => {
    const errors: Record<string, string[]> = {};
    const profileId = profileIds.get(profile_code_erp);
    const teamUuid = team_code_erp === null ? null : teamUuids.get(team_code_erp);
    if (profileId === undefined) errors.profile_code_erp = ['Perfil não encontrado'];
    if (teamUuid === undefined) errors.team_code_erp = ['Equipe não encontrada'];
    if (Object.keys(errors).length > 0) return { errors };
    return { values: { ...row, profile_id: profileId, team_uuid: teamUuid } };
  },
});

/**
 * Every entity of the bulk upserts, by the name of its call. Columns are named as the wire
 * fields, so most rows map as they are; clients turn `reproved_at` into a timestamp, profiles
 * keep permission names, sellers resolve their profile and team by ERP code.
 */
export const bulkEntities: readonly BulkEntity[] = [
  entity({
    call: integration.clients.clients,
    rows: clientBulkRows,
    dates: BOUNDED_DATE_FIELDS.client,
    table: clients,
    keyColumns: [clients.code_erp],
    hasUuid: true,
    pulls: [api.clients.all.name],
    toColumns: ({ deleted: _, reproved_at, ...row }) => ({
      values: { ...row, reproved_at: reproved_at === null ? null : new Date(reproved_at) },
    }),
  }),
  entity({
    call: integration.catalogue.products,
    rows: productBulkRows,
    table: products,
    keyColumns: [products.code_erp],
    hasUuid: true,
    pulls: [api.catalogue.products.name],
  }),
  entity({
    call: integration.catalogue.priceLists,
    rows: priceListBulkRows,
    dates: BOUNDED_DATE_FIELDS.priceList,
    table: priceLists,
    keyColumns: [priceLists.code_erp, priceLists.code_erp_product],
    hasUuid: true,
    pulls: [api.catalogue.priceLists.name],
  }),
  entity({
    call: integration.catalogue.productStocks,
    rows: productStockBulkRows,
    table: productStocks,
    keyColumns: [productStocks.code_erp_product],
    hasUuid: true,
    pulls: [api.catalogue.productStocks.name],
    toColumns: ({ deleted: _, counted_at, ...row }) => ({
      values: { ...row, counted_at: new Date(counted_at) },
    }),
  }),
  entity({
    call: integration.catalogue.promotions,
    rows: promotionBulkRows,
    table: promotions,
    keyColumns: [promotions.code_erp],
    hasUuid: true,
    pulls: [api.catalogue.promotions.name],
    toColumns: ({ deleted: _, ...row }) => ({ values: toPromotionColumns(row) }),
  }),
  entity({
    call: integration.catalogue.formPayments,
    rows: formPaymentBulkRows,
    table: formPayments,
    keyColumns: [formPayments.code_erp],
    hasUuid: true,
    pulls: [api.catalogue.formPayments.name],
  }),
  entity({
    call: integration.catalogue.conditionPayments,
    rows: conditionPaymentBulkRows,
    table: conditionPayments,
    keyColumns: [conditionPayments.code_erp],
    hasUuid: true,
    pulls: [api.catalogue.conditionPayments.name],
  }),
  entity({
    call: integration.catalogue.channels,
    rows: channelBulkRows,
    table: channels,
    keyColumns: [channels.code_erp],
    hasUuid: true,
    pulls: [api.catalogue.channels.name, api.catalogue.channel.name],
  }),
  entity({
    call: integration.catalogue.finalities,
    rows: finalityBulkRows,
    table: finalities,
    keyColumns: [finalities.code_erp],
    hasUuid: true,
    pulls: [api.catalogue.finalities.name],
  }),
  entity({
    call: integration.catalogue.volumes,
    rows: volumeBulkRows,
    table: volumes,
    keyColumns: [volumes.field],
    hasUuid: false,
    pulls: [api.catalogue.volumes.name],
  }),
  entity({
    call: integration.catalogue.descParameters,
    rows: descParameterBulkRows,
    table: descParameters,
    keyColumns: [descParameters.field],
    hasUuid: false,
    pulls: [api.catalogue.descParameters.name],
  }),
  entity({
    call: integration.access.profiles,
    rows: profileBulkRows,
    table: profiles,
    keyColumns: [profiles.code_erp],
    hasUuid: false,
    pulls: [api.catalogue.profiles.name],
    toColumns: ({ deleted: _, permissions, ...row }) => ({
      values: { ...row, permissions: [...new Set(permissions.map((permission) => permission.name))] },
    }),
  }),
  entity({
    call: integration.access.teams,
    rows: teamBulkRows,
    table: teams,
    keyColumns: [teams.code_erp],
    hasUuid: true,
    pulls: [api.catalogue.teams.name],
  }),
  sellerEntity,
  entity({
    call: integration.financials.financialTitles,
    rows: financialTitleBulkRows,
    dates: BOUNDED_DATE_FIELDS.financialTitle,
    table: financialTitles,
    keyColumns: [financialTitles.code_erp],
    hasUuid: true,
    pulls: [api.financials.all.name, api.financials.overdue.name],
  }),
  entity({
    call: integration.financials.checks,
    rows: checkBulkRows,
    dates: BOUNDED_DATE_FIELDS.check,
    table: checks,
    keyColumns: [checks.code_erp],
    hasUuid: true,
    pulls: [api.financials.checks.name],
  }),
  // The factory (docs/integration.md "Production"). An order is read by its number, not pulled:
  // `orderProduction.get` in the event tells the tablets to read the orders they show again.
  entity({
    call: integration.production.orders,
    rows: productionOrderBulkRows,
    dates: BOUNDED_DATE_FIELDS.productionOrder,
    table: productionOrders,
    keyColumns: [productionOrders.num_op],
    hasUuid: false,
    pulls: [api.orderProduction.get.name],
    // The planned quantity takes the decimals of the order's unit (12,5 KG; never 12,5 UN).
    toColumns: ({ deleted: _, ...row }) => {
      const problem = quantityProblem(row.quantity_planned, {
        decimals: unitQuantityDecimals(row.unit),
        allowZero: true,
      });
      return problem ? { errors: { quantity_planned: [problem] } } : { values: row };
    },
  }),
  entity({
    call: integration.production.machines,
    rows: machineBulkRows,
    table: machines,
    keyColumns: [machines.code_erp],
    hasUuid: false,
    pulls: [api.orderProduction.machines.name],
  }),
  entity({
    call: integration.production.operators,
    rows: operatorBulkRows,
    table: operators,
    keyColumns: [operators.code_erp],
    hasUuid: false,
    pulls: [api.orderProduction.operators.name],
  }),
  entity({
    call: integration.production.situations,
    rows: situationBulkRows,
    table: situations,
    keyColumns: [situations.code_erp],
    hasUuid: false,
    pulls: [api.orderProduction.situations.name],
  }),
  // Drivers feed the measurements (docs/measurements.md) and name the bakery's deliveries.
  entity({
    call: integration.measurements.drivers,
    rows: driverBulkRows,
    table: drivers,
    keyColumns: [drivers.code_erp],
    hasUuid: false,
    pulls: [api.measurements.drivers.name],
  }),
  // The manager area (docs/manager.md): read by the charts only, which no device pulls; their
  // writes bump row versions, which is what renews the charts' cache.
  entity({
    call: integration.manager.payableTitles,
    rows: payableTitleBulkRows,
    dates: BOUNDED_DATE_FIELDS.payableTitle,
    table: payableTitles,
    keyColumns: [payableTitles.code_erp],
    hasUuid: true,
    pulls: [],
  }),
  entity({
    call: integration.manager.purchases,
    rows: purchaseBulkRows,
    dates: BOUNDED_DATE_FIELDS.purchase,
    table: purchases,
    keyColumns: [purchases.code_erp],
    hasUuid: true,
    pulls: [],
  }),
  entity({
    call: integration.manager.dreLines,
    rows: dreLineBulkRows,
    table: dreLines,
    keyColumns: [dreLines.code_erp],
    hasUuid: true,
    pulls: [],
  }),
  entity({
    call: integration.manager.sellerGoals,
    rows: sellerGoalBulkRows,
    table: sellerGoals,
    keyColumns: [sellerGoals.code_erp_seller, sellerGoals.month],
    hasUuid: true,
    pulls: [api.goals.mine.name],
  }),
];

/** The columns of a valid row: the entity's own mapping, or the row as it is without `deleted`. */
export function rowColumns(spec: BulkEntity, row: Record<string, unknown>, context: unknown): MappedRow {
  if (spec.toColumns) return spec.toColumns(row, context);
  const { deleted: _, ...values } = row;
  return { values };
}

export function newRowValues(spec: BulkEntity, companyId: number, values: RowValues): RowValues {
  return spec.hasUuid
    ? { uuid: randomUUID(), ...values, company_id: companyId }
    : { ...values, company_id: companyId };
}
