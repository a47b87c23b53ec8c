import {
  BAKERY_STAGES,
  PRODUCTION_ORDER_STATUSES,
  SHORT_DELIVERY_REASONS,
  SITUATION_KINDS,
} from '@rota/domain';
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
  quantityColumn,
  syncColumns,
  timestampColumn,
} from './columns.ts';
import { sales } from './sales.table.ts';

/**
 * The bakery's day, one row per item of a finalised sale whose product has a bakery category
 * (docs/server.md "Bakery"). `produced`, `separated` and `delivered` are how much of `quantity`
 * is done at each stage (absolute: a stamp sets them, it never adds); `…_at` and `…_by` when and
 * by whom each last moved, null while nothing is done there.
 *
 * - `bakery_items_sale_item`: one line per sale item, so rebuilding a sale's lines (a replayed
 *   `POST sales`, each ERP transition) never duplicates one. Per item and not per product: a sale
 *   may carry one product on two lines. Rows stored before migration 0017 were paired with their
 *   sale's items by product; one that found no item keeps a null key (unique ignores nulls).
 * - `bakery_items_day`: every bakery read is one company's delivery day.
 */
export const bakeryItems = pgTable(
  'bakery_items',
  {
    id: serial('id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    sale_uuid: uuid('sale_uuid')
      .notNull()
      .references(() => sales.uuid),
    sale_item_uuid: uuid('sale_item_uuid'),
    delivery_date: date('delivery_date', { mode: 'string' }).notNull(),
    client_name: text('client_name').notNull(),
    code_erp_client: text('code_erp_client'),
    code_erp_product: text('code_erp_product').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    unit: text('unit').notNull(),
    quantity: quantityColumn('quantity').notNull(),
    driver_name: text('driver_name'),
    delivery_order: integer('delivery_order'),
    produced: quantityColumn('produced').notNull().default(0),
    separated: quantityColumn('separated').notNull().default(0),
    delivered: quantityColumn('delivered').notNull().default(0),
    production_at: timestampColumn('production_at'),
    production_by: text('production_by'),
    separation_at: timestampColumn('separation_at'),
    separation_by: text('separation_by'),
    delivery_at: timestampColumn('delivery_at'),
    delivery_by: text('delivery_by'),
    received_by: text('received_by'),
    short_reason: enumColumn('short_reason', SHORT_DELIVERY_REASONS),
    short_note: text('short_note'),
  },
  (t) => [
    index('bakery_items_day').on(t.company_id, t.delivery_date),
    oneOf('bakery_items_short_reason_valid', t.short_reason, SHORT_DELIVERY_REASONS),
    index('bakery_items_sale').on(t.sale_uuid),
    uniqueIndex('bakery_items_sale_item').on(t.sale_item_uuid),
    check(
      'bakery_items_done_valid',
      sql`${t.produced} between 0 and ${t.quantity} and ${t.separated} between 0 and ${t.quantity} and ${t.delivered} between 0 and ${t.quantity}`,
    ),
  ],
);

/**
 * Every line a bakery stamp moved, append-only (docs/server.md "Bakery"): what it was before
 * (`done_before`) and after (`done`, 0 = undone), when (`at`, the device's or the server's
 * clock) and who stamped (`seller_id`, `seller_name` as it was then). A resend is told by the
 * stamp's row in `idempotency_keys` (the same body answers the lines as they are, another is a
 * 409); a `uuid` here without one (a stamp taken before issue 23) is answered as a resend.
 * `item_id` keeps no foreign key: a cancelled sale's lines are removed (docs/server.md), their
 * history is not.
 */
export const bakeryStamps = pgTable(
  'bakery_stamps',
  {
    id: serial('id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    uuid: uuid('uuid').notNull(),
    stage: enumColumn('stage', BAKERY_STAGES).notNull(),
    item_id: integer('item_id').notNull(),
    done_before: quantityColumn('done_before').notNull(),
    done: quantityColumn('done').notNull(),
    at: timestampColumn('at').notNull(),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    seller_name: text('seller_name').notNull(),
    /** A delivery closed short: why, and the driver's note (migration 0023). */
    short_reason: enumColumn('short_reason', SHORT_DELIVERY_REASONS),
    short_note: text('short_note'),
    created_at: timestampColumn('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('bakery_stamps_company_uuid').on(t.company_id, t.uuid),
    oneOf('bakery_stamps_short_reason_valid', t.short_reason, SHORT_DELIVERY_REASONS),
    index('bakery_stamps_item').on(t.company_id, t.item_id),
    oneOf('bakery_stamps_stage_valid', t.stage, BAKERY_STAGES),
  ],
);

/**
 * The bakery lines whose delivery a stamp changed, one row per line, its `version` taken anew at
 * each change: the ERP's cursor over deliveries (`GET /integration/v1/bakery/deliveries/changed`,
 * docs/integration.md "Bakery deliveries"), which reads the line's state now from `bakery_items`.
 * Its own synced table rather than a version on `bakery_items`: every other write of the lines
 * (builds inside a sale's write, production and separation stamps, the ERP's delivery moves)
 * stays out of the company's sync writers. No foreign key, like `bakery_stamps`.
 */
export const bakeryDeliveryChanges = pgTable(
  'bakery_delivery_changes',
  {
    item_id: integer('item_id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    ...syncColumns(),
  },
  (t) => [index('bakery_delivery_changes_company_version').on(t.company_id, t.version)],
);

/**
 * When, by whom and in which turn the ERP delivers a sale (`PUT /integration/v1/sales/{uuid}/delivery`).
 * Its own table, not columns of `sales`: the sale's sync version does not move for it, devices
 * do not pull it, and the bakery's lines copy it (date, driver's name, order) when built or when
 * it changes.
 */
export const saleDeliveries = pgTable('sale_deliveries', {
  sale_uuid: uuid('sale_uuid')
    .primaryKey()
    .references(() => sales.uuid),
  company_id: companyIdColumn().references(() => companies.id),
  delivery_date: date('delivery_date', { mode: 'string' }).notNull(),
  driver_id: integer('driver_id').references(() => drivers.id),
  delivery_order: integer('delivery_order'),
  updated_at: timestampColumn('updated_at').notNull().defaultNow(),
});

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
    quantity_planned: quantityColumn('quantity_planned').notNull(),
    quantity_produced: quantityColumn('quantity_produced').notNull().default(0),
    quantity_scrap: quantityColumn('quantity_scrap').notNull().default(0),
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
    quantity: quantityColumn('quantity').notNull().default(0),
    quantity_scrap: quantityColumn('quantity_scrap').notNull().default(0),
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
