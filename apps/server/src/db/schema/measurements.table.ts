import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies, sellers } from './access.table.ts';
import { volumes } from './catalogue.table.ts';
import { companyIdColumn, quantityColumn, syncColumns, timestampColumn } from './columns.ts';
import { drivers } from './production.table.ts';

/**
 * Measured loads (docs/measurements.md), written by devices through `POST measurements`,
 * idempotent by `uuid`. `seller_id` is who recorded it (the session's), `received_at` when the
 * server first got it.
 *
 * - `measurements_company_seller_version`: a seller's pull (`measurements/all`) by cursor;
 * - `measurements_company_version`: the ERP's cursor read of every change;
 * - `measurements_company_date`: the manager's charts by period.
 */
export const measurements = pgTable(
  'measurements',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    date: date('date', { mode: 'string' }).notNull(),
    driver_id: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    plate: text('plate').notNull(),
    material: text('material').notNull(),
    volume_id: integer('volume_id')
      .notNull()
      .references(() => volumes.id),
    quantity: quantityColumn('quantity').notNull(),
    notes: text('notes'),
    received_at: timestampColumn('received_at').notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [
    index('measurements_company_seller_version').on(t.company_id, t.seller_id, t.version),
    index('measurements_company_version').on(t.company_id, t.version),
    index('measurements_company_date').on(t.company_id, t.date),
    check('measurements_quantity_valid', sql`${t.quantity} >= 0`),
  ],
);
