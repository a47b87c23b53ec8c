import { PROMOTION_KINDS } from '@rota/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './access.table.ts';
import {
  companyIdColumn,
  enumColumn,
  inativeColumn,
  moneyColumn,
  oneOf,
  quantityColumn,
  syncColumns,
} from './columns.ts';

export const products = pgTable(
  'products',
  {
    uuid: uuid('uuid').primaryKey(),
    id: serial('id').notNull().unique(),
    company_id: companyIdColumn().references(() => companies.id),
    description: text('description').notNull(),
    code_erp: text('code_erp').notNull(),
    unit: text('unit').notNull(),
    /** Decimals the product's quantities take when the ERP says (0–3); null: the unit's (docs/domain.md "Quantities"). */
    quantity_decimals: smallint('quantity_decimals'),
    price: moneyColumn('price'),
    /** Lowest unit price after discounts, ten-thousandths (docs/domain.md "Minimum prices"); null: none. */
    min_price: bigint('min_price', { mode: 'number' }),
    category: text('category'),
    barcode: text('barcode'),
    inative: inativeColumn(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('products_company_code_erp').on(t.company_id, t.code_erp),
    index('products_company_version').on(t.company_id, t.version),
    check('products_quantity_decimals_valid', sql`${t.quantity_decimals} between 0 and 3`),
  ],
);

/**
 * Each product's stock as the ERP counted it (docs/domain.md "Stock"), by the product's ERP code:
 * its own synced table, so an hourly stock load moves this cursor and not the catalogue's.
 */
export const productStocks = pgTable(
  'product_stocks',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp_product: text('code_erp_product').notNull(),
    quantity: quantityColumn('quantity').notNull(),
    counted_at: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('product_stocks_company_product').on(t.company_id, t.code_erp_product),
    index('product_stocks_company_version').on(t.company_id, t.version),
  ],
);

export const formPayments = pgTable(
  'form_payments',
  {
    uuid: uuid('uuid').primaryKey(),
    id: serial('id').notNull().unique(),
    company_id: companyIdColumn().references(() => companies.id),
    description: text('description').notNull(),
    code_erp: text('code_erp').notNull(),
    inative: inativeColumn(),
    hierarchies: jsonb('hierarchies')
      .$type<{ description: string; code_erp: string }[]>()
      .notNull()
      .default([]),
    /** The §5 limits of the form's conditions (`conditionsForForm`); null: no limit. */
    max_parcels: integer('max_parcels'),
    max_days: integer('max_days'),
    only_type_1: boolean('only_type_1').notNull().default(false),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('form_payments_company_code_erp').on(t.company_id, t.code_erp)],
);

export const conditionPayments = pgTable(
  'condition_payments',
  {
    uuid: uuid('uuid').primaryKey(),
    id: serial('id').notNull().unique(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp: text('code_erp').notNull(),
    description: text('description').notNull(),
    inative: inativeColumn(),
    parcels: integer('parcels').notNull(),
    type: integer('type').notNull(),
    itens: jsonb('itens').$type<{ parcel: number; days: number }[]>().notNull().default([]),
    /** Centavos; null: no minimum order (docs/domain.md "Order minimums"). */
    min_order_value: bigint('min_order_value', { mode: 'number' }),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('condition_payments_company_code_erp').on(t.company_id, t.code_erp)],
);

export const priceLists = pgTable(
  'price_lists',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    description: text('description').notNull(),
    code_erp: text('code_erp').notNull(),
    code_erp_product: text('code_erp_product').notNull(),
    price: moneyColumn('price'),
    vigence_date: date('vigence_date', { mode: 'string' }),
    inative: inativeColumn(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('price_lists_company_list_product').on(t.company_id, t.code_erp, t.code_erp_product),
    index('price_lists_company_version').on(t.company_id, t.version),
  ],
);

export const channels = pgTable(
  'channels',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    description: text('description').notNull(),
    code_erp: text('code_erp').notNull(),
    inative: inativeColumn(),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('channels_company_code_erp').on(t.company_id, t.code_erp)],
);

export const finalities = pgTable(
  'finalities',
  {
    uuid: uuid('uuid').primaryKey(),
    id: serial('id').notNull().unique(),
    company_id: companyIdColumn().references(() => companies.id),
    description: text('description').notNull(),
    code_erp: text('code_erp').notNull(),
    status: smallint('status').notNull().default(1),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('finalities_company_code_erp').on(t.company_id, t.code_erp)],
);

export const descParameters = pgTable(
  'desc_parameters',
  {
    id: serial('id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    field: text('field').notNull(),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('desc_parameters_company_field').on(t.company_id, t.field)],
);

export const volumes = pgTable(
  'volumes',
  {
    id: serial('id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    field: text('field').notNull(),
    inative: inativeColumn(),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('volumes_company_field').on(t.company_id, t.field)],
);

/**
 * The company's promotions (docs/domain.md "Promotions"), from the ERP (by `code_erp`) or a
 * manager: synced whole to every device, which applies them to its carts; the server applies the
 * same rule to what it receives. Lists and tiers are JSON arrays; percentages in hundredths.
 */
export const promotions = pgTable(
  'promotions',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp: text('code_erp'),
    name: text('name').notNull(),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    kind: enumColumn('kind', PROMOTION_KINDS).notNull(),
    products: jsonb('products').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    clients: jsonb('clients').$type<string[]>().notNull().default([]),
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    price_lists: jsonb('price_lists').$type<string[]>().notNull().default([]),
    percent_basis_points: integer('percent_basis_points'),
    price_off: bigint('price_off', { mode: 'number' }),
    tiers: jsonb('tiers').$type<{ min_quantity: number; percent: number }[]>(),
    take: integer('take'),
    pay: integer('pay'),
    kit_items: jsonb('kit_items').$type<{ code_erp_product: string; quantity: number }[]>(),
    kit_price: bigint('kit_price', { mode: 'number' }),
    inative: inativeColumn(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('promotions_company_code_erp').on(t.company_id, t.code_erp),
    index('promotions_company_version').on(t.company_id, t.version),
    index('promotions_company_ends_on').on(t.company_id, t.ends_on),
    oneOf('promotions_kind_valid', t.kind, PROMOTION_KINDS),
  ],
);
