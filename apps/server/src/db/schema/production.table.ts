import { PRODUCTION_ORDER_STATUSES, SITUATION_KINDS } from '@rota/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, sellers } from './access.table.ts';
import {
  companyIdColumn,
  enumColumn,
  inativeColumn,
  oneOf,
  syncColumns,
  timestampColumn,
} from './columns.ts';
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

/**
 * The company's drivers: the bakery's deliveries name them, measurements record loads against
 * them (docs/measurements.md). The ERP's, by `code_erp`; synced to the devices that record
 * measurements (`drivers/all`).
 */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp: text('code_erp').notNull(),
    name: text('name').notNull(),
    inative: inativeColumn(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('drivers_company_code_erp').on(t.company_id, t.code_erp),
    index('drivers_company_version').on(t.company_id, t.version),
  ],
);

/**
 * A production order (§7 "Order production"): the ERP's, by `num_op`; `quantity_produced` and
 * `quantity_scrap` are the sums of its appointments, kept by the appointment write in the same
 * transaction (docs/server.md "Order production").
 */
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
    quantity_scrap: integer('quantity_scrap').notNull().default(0),
    status: enumColumn('status', PRODUCTION_ORDER_STATUSES).notNull(),
    start_date: date('start_date', { mode: 'string' }),
    due_date: date('due_date', { mode: 'string' }),
    ...syncColumns(),
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

export const machines = pgTable(
  'machines',
  {
    ...codedRow,
    description: text('description').notNull(),
    inative: inativeColumn(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('machines_company_code_erp').on(t.company_id, t.code_erp),
    index('machines_company_version').on(t.company_id, t.version),
  ],
);
export const operators = pgTable(
  'operators',
  {
    ...codedRow,
    name: text('name').notNull(),
    inative: inativeColumn(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('operators_company_code_erp').on(t.company_id, t.code_erp),
    index('operators_company_version').on(t.company_id, t.version),
  ],
);
export const situations = pgTable(
  'situations',
  {
    ...codedRow,
    description: text('description').notNull(),
    kind: enumColumn('kind', SITUATION_KINDS).notNull(),
    inative: inativeColumn(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('situations_company_code_erp').on(t.company_id, t.code_erp),
    index('situations_company_version').on(t.company_id, t.version),
    oneOf('situations_kind_valid', t.kind, SITUATION_KINDS),
  ],
);

/**
 * Appointments (docs/server.md "Order production"). Their pauses are `appointment_pauses`; the
 * wire's `pauses` is built from them. `seller_id` is who recorded it (the area's login on the
 * tablet; null for the demo's and the ERP's history), `received_at` when the server first got it.
 *
 * - `appointments_one_open_per_machine`: at most one open appointment per machine, whatever
 *   path writes it (the service checks first, inside the company's write lock, to name the open
 *   one in its refusal; this index is the guarantee);
 * - `appointments_company_started`: the reads by day (`started_at` between a day's bounds) and
 *   the manager's aggregates by company and date; `appointments_company_version`: the ERP's
 *   cursor read of finished appointments.
 */
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
    scrap_reason_id: integer('scrap_reason_id').references(() => situations.id),
    notes: text('notes'),
    seller_id: integer('seller_id').references(() => sellers.id),
    received_at: timestampColumn('received_at').notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [
    index('appointments_op').on(t.company_id, t.num_op),
    index('appointments_company_started').on(t.company_id, t.started_at),
    index('appointments_company_version').on(t.company_id, t.version),
    uniqueIndex('appointments_one_open_per_machine')
      .on(t.company_id, t.machine_id)
      .where(sql`${t.finished_at} is null and ${t.deleted_at} is null`),
    foreignKey({
      name: 'appointments_order_fk',
      columns: [t.company_id, t.num_op],
      foreignColumns: [productionOrders.company_id, productionOrders.num_op],
    }),
    check('appointments_quantities_valid', sql`${t.quantity} >= 0 and ${t.quantity_scrap} >= 0`),
    check(
      'appointments_end_after_start',
      sql`${t.finished_at} is null or ${t.finished_at} >= ${t.started_at}`,
    ),
  ],
);

/** The stops inside an appointment, in order (`position` from 0), replaced with each write of it. */
export const appointmentPauses = pgTable(
  'appointment_pauses',
  {
    appointment_uuid: uuid('appointment_uuid')
      .notNull()
      .references(() => appointments.uuid),
    position: integer('position').notNull(),
    company_id: companyIdColumn().references(() => companies.id),
    situation_id: integer('situation_id')
      .notNull()
      .references(() => situations.id),
    started_at: timestampColumn('started_at').notNull(),
    finished_at: timestampColumn('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.appointment_uuid, t.position] }),
    index('appointment_pauses_company_started').on(t.company_id, t.started_at),
    check(
      'appointment_pauses_end_after_start',
      sql`${t.finished_at} is null or ${t.finished_at} >= ${t.started_at}`,
    ),
  ],
);
