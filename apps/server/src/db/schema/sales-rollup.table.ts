import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
 * `refreshSalesRollup` writes it, from the sales as they are: a sale added or taken away, or a
 * day summed again. Its pages keep room (fillfactor 70, migration 0044) for those updates.
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
 * A day a sold sale left, written by migration 0021's trigger until migration 0044 replaced it
 * with `sales_rollup_changes`: the refresh still sums the days a company's rows name, so those
 * recorded before the upgrade are not lost; nothing writes it any more.
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

/**
 * A change of a sale the rollup has to follow (migration 0044's triggers), once the company has a
 * rollup: a new sale, an update of a sale that counted before or counts after it or whose day,
 * seller, client or total changed, and a change of a sale's item or payment lines. A refresh
 * follows the changes it sees and deletes them: a sale's first change left says whether and where
 * it counted when the rollup last followed it, and whether its figures changed since
 * (docs/server.md "The sales rollup").
 */
export const salesRollupChanges = pgTable(
  'sales_rollup_changes',
  {
    company_id: companyIdColumn(),
    sale_uuid: uuid('sale_uuid').notNull(),
    /** The row version the change took (a lines change takes one of its own): their order. */
    version: bigint('version', { mode: 'bigint' }).notNull(),
    /** The sale day it counted in before the change; null when it did not count. */
    old_day: date('old_day', { mode: 'string' }),
    /** Its day, seller, client, total or lines changed: what it adds may differ from what it added. */
    figures: boolean('figures').notNull(),
  },
  (t) => [index('sales_rollup_changes_company_version').on(t.company_id, t.version)],
);
