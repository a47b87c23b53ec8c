import { CHECK_STATUSES, FINANCIAL_TITLE_STATUSES } from '@rota/domain';
import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access.table.ts';
import { companyIdColumn, enumColumn, moneyColumn, oneOf, syncColumns } from './columns.ts';

export const financialTitles = pgTable(
  'financial_titles',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp: text('code_erp').notNull(),
    code_erp_client: text('code_erp_client').notNull(),
    document_number: text('document_number').notNull(),
    installment: text('installment').notNull().default(''),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    amount: moneyColumn('amount'),
    amount_paid: moneyColumn('amount_paid'),
    payment_date: date('payment_date', { mode: 'string' }),
    form_payment_description: text('form_payment_description'),
    status: enumColumn('status', FINANCIAL_TITLE_STATUSES).notNull(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('financial_titles_company_code_erp').on(t.company_id, t.code_erp),
    index('financial_titles_client').on(t.company_id, t.code_erp_client),
    // The manager's financial charts read receivables by due and by payment day.
    index('financial_titles_company_due').on(t.company_id, t.due_date),
    index('financial_titles_company_payment').on(t.company_id, t.payment_date),
    oneOf('financial_titles_status_valid', t.status, FINANCIAL_TITLE_STATUSES),
  ],
);

export const checks = pgTable(
  'checks',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp: text('code_erp').notNull(),
    code_erp_client: text('code_erp_client').notNull(),
    bank: text('bank').notNull(),
    agency: text('agency').notNull(),
    account: text('account').notNull(),
    number: text('number').notNull(),
    issuer_name: text('issuer_name').notNull(),
    amount: moneyColumn('amount'),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    good_for: date('good_for', { mode: 'string' }).notNull(),
    status: enumColumn('status', CHECK_STATUSES).notNull(),
    return_reason: text('return_reason'),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('checks_company_code_erp').on(t.company_id, t.code_erp),
    index('checks_client').on(t.company_id, t.code_erp_client),
    oneOf('checks_status_valid', t.status, CHECK_STATUSES),
  ],
);
