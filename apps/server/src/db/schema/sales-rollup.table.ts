import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './access.table.ts';
import { companyIdColumn, quantityColumn } from './columns.ts';

/**
 * What a rollup row sums (docs/server.md "Manager charts", "The sales rollup"): the sold sales
 * themselves (`sale`, no key), per client (`client`, the client's uuid or '' for none), their
 * payment lines per form and per condition of payment (`form`, `condition`, the id) and their
 * item lines per product (`product`, the product's uuid).
 */
export const SALES_ROLLUP_KINDS = ['sale', 'client', 'form', 'condition', 'product'] as const;
export type SalesRollupKind = (typeof SALES_ROLLUP_KINDS)[number];

/** The columns a daily and a monthly rollup row share, beside its day or month. */
const rollupColumns = () => ({
  company_id: companyIdColumn().references(() => companies.id),
  kind: text('kind').$type<SalesRollupKind>().notNull(),
  seller_id: integer('seller_id').notNull(),
  key: text('key').notNull(),
  /** The label the sales had for the key (client name, form, product description). */
  label: text('label'),
  /** Centavos: the sales' totals, the payment lines' prices or the item lines' values. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** The item lines' quantities (products only, else 0), exact to the thousandth (2,5 kg). */
  quantity: quantityColumn('quantity', { precision: 14 }).notNull(),
  /** How many sales (or lines) were summed. */
  sales: integer('sales').notNull(),
});

/**
 * The company's sold sales summed per sale day, seller and one chart key: what the manager's
 * sales charts read instead of every sale, payment and item line of the period. Not synced; only
 * `refreshSalesRollup` writes it, a day at a time, from the sales as they are.
 */
export const salesRollup = pgTable(
  'sales_rollup',
  { ...rollupColumns(), day: date('day', { mode: 'string' }).notNull() },
  (t) => [primaryKey({ columns: [t.company_id, t.kind, t.day, t.seller_id, t.key] })],
);

/**
 * The daily rows summed per month (`month`, its first day): what a period's whole months read.
 * Kept by adding what a refresh writes into the daily rows and taking away what it deletes; a row
 * whose sales fall to 0 is deleted. Its label is the greatest the month ever had.
 */
export const salesRollupMonths = pgTable(
  'sales_rollup_months',
  { ...rollupColumns(), month: date('month', { mode: 'string' }).notNull() },
  (t) => [primaryKey({ columns: [t.company_id, t.kind, t.month, t.seller_id, t.key] })],
);

/**
 * How far a company's rollup is: every sale whose row version is at or below `version` is in
 * it as the sale was then.
 */
export const salesRollupState = pgTable('sales_rollup_state', {
  company_id: companyIdColumn()
    .primaryKey()
    .references(() => companies.id),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});

/**
 * A day a sold sale left (its status, day, total or lines changed), written by a trigger on the
 * sale's update with the row version the update took: the sale's new row says its new day, not
 * the one it was summed in.
 */
export const salesRollupStaleDays = pgTable(
  'sales_rollup_stale_days',
  {
    company_id: companyIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    version: bigint('version', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('sales_rollup_stale_days_company_version').on(t.company_id, t.version)],
);
