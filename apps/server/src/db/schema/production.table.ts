import { PRODUCTION_ORDER_STATUSES } from '@rota/domain';
import { date, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access.table.ts';
import { companyIdColumn, enumColumn, inativeColumn, oneOf, timestampColumn } from './columns.ts';
import { sales } from './sales.table.ts';

/** The bakery's day, one row per product of a sale (filled by the bakery issue's service). */
export const bakeryItems = pgTable(
  'bakery_items',
  {
    id: serial('id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    sale_uuid: uuid('sale_uuid')
      .notNull()
      .references(() => sales.uuid),
    delivery_date: date('delivery_date', { mode: 'string' }).notNull(),
    client_name: text('client_name').notNull(),
    code_erp_client: text('code_erp_client'),
    code_erp_product: text('code_erp_product').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    driver_name: text('driver_name'),
    production_at: timestampColumn('production_at'),
    separation_at: timestampColumn('separation_at'),
    delivery_at: timestampColumn('delivery_at'),
  },
  (t) => [index('bakery_items_day').on(t.company_id, t.delivery_date)],
);

export const drivers = pgTable('drivers', {
  id: serial('id').primaryKey(),
  company_id: companyIdColumn().references(() => companies.id),
  name: text('name').notNull(),
  inative: inativeColumn(),
});

export const productionOrders = pgTable(
  'production_orders',
  {
    id: serial('id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    num_op: text('num_op').notNull(),
    code_erp_product: text('code_erp_product').notNull(),
    description: text('description').notNull(),
    unit: text('unit').notNull(),
    quantity_planned: integer('quantity_planned').notNull(),
    quantity_produced: integer('quantity_produced').notNull().default(0),
    status: enumColumn('status', PRODUCTION_ORDER_STATUSES).notNull(),
    start_date: date('start_date', { mode: 'string' }),
    due_date: date('due_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('production_orders_company_num').on(t.company_id, t.num_op),
    oneOf('production_orders_status_valid', t.status, PRODUCTION_ORDER_STATUSES),
  ],
);

const codedRow = {
  id: serial('id').primaryKey(),
  company_id: companyIdColumn().references(() => companies.id),
  code_erp: text('code_erp').notNull(),
};

export const machines = pgTable('machines', {
  ...codedRow,
  description: text('description').notNull(),
  inative: inativeColumn(),
});
export const operators = pgTable('operators', {
  ...codedRow,
  name: text('name').notNull(),
  inative: inativeColumn(),
});
export const situations = pgTable('situations', {
  ...codedRow,
  description: text('description').notNull(),
  kind: text('kind').notNull(),
});

export const appointments = pgTable(
  'appointments',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    num_op: text('num_op').notNull(),
    machine_id: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    situation_id: integer('situation_id')
      .notNull()
      .references(() => situations.id),
    started_at: timestampColumn('started_at').notNull(),
    finished_at: timestampColumn('finished_at'),
    quantity: integer('quantity').notNull().default(0),
    quantity_scrap: integer('quantity_scrap').notNull().default(0),
    notes: text('notes'),
  },
  (t) => [index('appointments_op').on(t.company_id, t.num_op)],
);
