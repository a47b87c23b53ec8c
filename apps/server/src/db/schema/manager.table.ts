import { DRE_CLASSES, FINANCIAL_TITLE_STATUSES } from '@rota/domain';
import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access.table.ts';
import { companyIdColumn, enumColumn, moneyColumn, oneOf, syncColumns } from './columns.ts';

/** Payables (títulos a pagar) to suppliers, from the ERP: the manager's purchases charts. */
export const payableTitles = pgTable(
  'payable_titles',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp: text('code_erp').notNull(),
    supplier_code_erp: text('supplier_code_erp').notNull(),
    supplier_name: text('supplier_name').notNull(),
    document_number: text('document_number').notNull(),
    installment: text('installment').notNull().default(''),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    amount: moneyColumn('amount'),
    amount_paid: moneyColumn('amount_paid'),
    payment_date: date('payment_date', { mode: 'string' }),
    status: enumColumn('status', FINANCIAL_TITLE_STATUSES).notNull(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('payable_titles_company_code_erp').on(t.company_id, t.code_erp),
    index('payable_titles_company_due').on(t.company_id, t.due_date),
    index('payable_titles_company_payment').on(t.company_id, t.payment_date),
    oneOf('payable_titles_status_valid', t.status, FINANCIAL_TITLE_STATUSES),
  ],
);

/** Purchases from suppliers (notas de entrada), from the ERP. */
export const purchases = pgTable(
  'purchases',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp: text('code_erp').notNull(),
    supplier_code_erp: text('supplier_code_erp').notNull(),
    supplier_name: text('supplier_name').notNull(),
    document_number: text('document_number').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    total: moneyColumn('total'),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('purchases_company_code_erp').on(t.company_id, t.code_erp),
    index('purchases_company_date').on(t.company_id, t.date),
  ],
);

/** Realised DRE amounts per account and month, each mapped to a class of domain `DRE_CLASSES`. */
export const dreLines = pgTable(
  'dre_lines',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp: text('code_erp').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    class: enumColumn('class', DRE_CLASSES).notNull(),
    account_code: text('account_code').notNull(),
    account_description: text('account_description').notNull(),
    /** Centavos with their sign: a cost or a deduction is negative. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('dre_lines_company_code_erp').on(t.company_id, t.code_erp),
    index('dre_lines_company_year').on(t.company_id, t.year, t.month),
    oneOf('dre_lines_class_valid', t.class, DRE_CLASSES),
  ],
);

/** Charts saved by the ERP (`charts/{hash}`): a base chart call, stored filters and a title. */
export const savedCharts = pgTable(
  'saved_charts',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    hash: text('hash').notNull(),
    title: text('title').notNull(),
    base: text('base').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    ...syncColumns(),
  },
  (t) => [uniqueIndex('saved_charts_company_hash').on(t.company_id, t.hash)],
);
