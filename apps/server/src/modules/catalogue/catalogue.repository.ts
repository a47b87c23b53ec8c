import type {
  Channel,
  ConditionPayment,
  DescParameter,
  Finality,
  FormPayment,
  PriceList,
  Product,
  ProductStock,
  Promotion,
  Team,
  Volume,
} from '@rota/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { quantityFromDb } from '../../db/schema/columns.ts';
import {
  channels,
  type conditionPayments,
  type descParameters,
  type finalities,
  type formPayments,
  type priceLists,
  type productStocks,
  type products,
  profiles,
  type promotions,
  teams,
  type volumes,
} from '../../db/schema/index.ts';
import { type DriverRow, wireNumber, wireTimestamp } from '../../sync/driver-row.ts';

/** §3's 0/1 flags (`inative`, finality `status`) as the wire's literal type. */
const flag = (value: number): 0 | 1 => (value === 0 ? 0 : 1);

/**
 * The columns an entity is built from, as either reader gives them: a row mapped by Drizzle
 * (`$inferSelect`) or one read with the driver alone (a pull, `pullWirePage`), where a `bigint`
 * may still be text. The sync columns are left to the pull.
 */
type CatalogueRow<T extends PgTable> = Omit<DriverRow<T>, 'version' | 'updated_at' | 'deleted_at'>;

/*
 * Database rows of the server-owned catalogue to the domain's wire shapes, each in one object
 * literal: a pull of 100,000 price rows builds 100,000 of them.
 */

export function toProduct(row: CatalogueRow<typeof products>): Product {
  return {
    uuid: row.uuid,
    id: row.id,
    company_id: row.company_id,
    description: row.description,
    code_erp: row.code_erp,
    unit: row.unit,
    quantity_decimals: row.quantity_decimals,
    price: wireNumber(row.price),
    min_price: row.min_price === null ? null : wireNumber(row.min_price),
    category: row.category,
    barcode: row.barcode,
    inative: flag(row.inative),
  };
}

/** A stock row read with the driver (a pull: text timestamp) or by Drizzle (a `Date`). */
export function toProductStock(
  row: Omit<CatalogueRow<typeof productStocks>, 'counted_at'> & { counted_at: string | Date },
): ProductStock {
  return {
    uuid: row.uuid,
    company_id: row.company_id,
    code_erp_product: row.code_erp_product,
    quantity: quantityFromDb(row.quantity),
    counted_at:
      typeof row.counted_at === 'string' ? wireTimestamp(row.counted_at) : row.counted_at.toISOString(),
  };
}

export function toFormPayment(row: CatalogueRow<typeof formPayments>): FormPayment {
  return {
    uuid: row.uuid,
    id: row.id,
    description: row.description,
    code_erp: row.code_erp,
    company_id: row.company_id,
    inative: flag(row.inative),
    hierarchies: row.hierarchies.map(({ description, code_erp }) => ({ description, code_erp })),
    max_parcels: row.max_parcels,
    max_days: row.max_days,
    only_type_1: row.only_type_1,
  };
}

export function toConditionPayment(row: CatalogueRow<typeof conditionPayments>): ConditionPayment {
  return {
    uuid: row.uuid,
    id: row.id,
    code_erp: row.code_erp,
    description: row.description,
    company_id: row.company_id,
    inative: flag(row.inative),
    parcels: row.parcels,
    type: row.type,
    itens: row.itens.map(({ parcel, days }) => ({ parcel, days })),
    min_order_value: row.min_order_value === null ? null : wireNumber(row.min_order_value),
  };
}

export function toPriceList(row: CatalogueRow<typeof priceLists>): PriceList {
  return {
    uuid: row.uuid,
    description: row.description,
    code_erp: row.code_erp,
    code_erp_product: row.code_erp_product,
    price: wireNumber(row.price),
    vigence_date: row.vigence_date,
    company_id: row.company_id,
    inative: flag(row.inative),
  };
}

export function toChannel(row: CatalogueRow<typeof channels>): Channel {
  return {
    uuid: row.uuid,
    description: row.description,
    code_erp: row.code_erp,
    company_id: row.company_id,
    inative: flag(row.inative),
  };
}

export function toFinality(row: CatalogueRow<typeof finalities>): Finality {
  return {
    uuid: row.uuid,
    id: row.id,
    description: row.description,
    code_erp: row.code_erp,
    company_id: row.company_id,
    status: flag(row.status),
  };
}

export function toDescParameter(row: CatalogueRow<typeof descParameters>): DescParameter {
  return { id: row.id, field: row.field, company_id: row.company_id };
}

export function toVolume(row: CatalogueRow<typeof volumes>): Volume {
  return { id: row.id, field: row.field, company_id: row.company_id, inative: flag(row.inative) };
}

export function toTeam(row: CatalogueRow<typeof teams>): Team {
  return { uuid: row.uuid, name: row.name, company_id: row.company_id, inative: flag(row.inative) };
}

/** A live channel of the company; another company's or a deleted one is not found. */
export async function findChannel(db: Executor, companyId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.company_id, companyId), eq(channels.uuid, uuid), isNull(channels.deleted_at)))
    .limit(1);
  return row ?? null;
}

/** The company's active, live teams, by name. */
export function listActiveTeams(db: Executor, companyId: number) {
  return db
    .select()
    .from(teams)
    .where(and(eq(teams.company_id, companyId), eq(teams.inative, 0), isNull(teams.deleted_at)))
    .orderBy(asc(teams.name), asc(teams.uuid));
}

/** Every live profile of the company, by id. */
export function listProfiles(db: Executor, companyId: number) {
  return db
    .select()
    .from(profiles)
    .where(and(eq(profiles.company_id, companyId), isNull(profiles.deleted_at)))
    .orderBy(asc(profiles.id));
}

/** A promotion row in its wire shape: the percentage back from hundredths, amounts as numbers. */
export function toPromotion(row: CatalogueRow<typeof promotions>): Promotion {
  return {
    uuid: row.uuid,
    company_id: row.company_id,
    code_erp: row.code_erp,
    name: row.name,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    kind: row.kind,
    products: row.products,
    categories: row.categories,
    clients: row.clients,
    channels: row.channels,
    price_lists: row.price_lists,
    percent: row.percent_basis_points === null ? null : row.percent_basis_points / 100,
    price_off: row.price_off === null ? null : wireNumber(row.price_off),
    tiers: row.tiers,
    take: row.take,
    pay: row.pay,
    kit_items: row.kit_items,
    kit_price: row.kit_price === null ? null : wireNumber(row.kit_price),
    inative: row.inative === 1 ? 1 : 0,
  };
}
