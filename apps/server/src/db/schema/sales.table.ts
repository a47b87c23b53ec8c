import {
  APPROVAL_STATUSES,
  type ApprovalCredit,
  type ApprovalDecision,
  type ApprovalReason,
  type ApprovalStockLine,
  CREDIT_COMMITTED_STATUSES,
  SALE_STATUSES,
  SOLD_SALE_STATUSES,
} from '@rota/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, sellers } from './access.table.ts';
import {
  companyIdColumn,
  enumColumn,
  moneyColumn,
  oneOf,
  quantityColumn,
  syncColumns,
  timestampColumn,
} from './columns.ts';

/** §3 Sale type: `app` for every sale made in Rota. */
const SALE_TYPES = ['app'] as const;

type Choice = { id: number; description: string; code_erp: string };

/**
 * The day a sale belongs to (domain `saleDay`): its competence date, else the São Paulo day the
 * server received it. `timezone(text, timestamptz)` is immutable, so the expression is indexable.
 */
export function saleDayOf(competenceAt: PgColumn | SQL, receivedAt: PgColumn | SQL): SQL {
  return sql`coalesce(${competenceAt}, (${receivedAt} at time zone 'America/Sao_Paulo')::date)`;
}

export const sales = pgTable(
  'sales',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    /**
     * The seller's name when the sale was made, so a supervisor's device (Aprovações) and the ERP
     * read who sold it without a list of the company's sellers; null on sales stored before it
     * (migration 0027 does not fill them: docs/server.md).
     */
    seller_name: text('seller_name'),
    client_uuid: uuid('client_uuid'),
    client: jsonb('client').$type<{ uuid: string; name: string; code_erp: string | null } | null>(),
    status: enumColumn('status', SALE_STATUSES).notNull(),
    /** The device's clock when the cart was made: information only. */
    created_at: timestampColumn('created_at').notNull(),
    /** The server's clock when the sale first arrived: what ordering uses. */
    received_at: timestampColumn('received_at').notNull().defaultNow(),
    code_erp: text('code_erp').notNull().default(''),
    competence_at: date('competence_at', { mode: 'string' }),
    pre_sale: boolean('pre_sale').notNull().default(false),
    reason_canceled: text('reason_canceled'),
    type: enumColumn('type', SALE_TYPES).notNull().default('app'),
    delivery_address: uuid('delivery_address'),
    notes: text('notes'),
    failure_message: text('failure_message'),
    /** Net total in centavos, kept for reports and charts. */
    total: moneyColumn('total'),
    /** The sale's finality and channel by the ERP's code (§3 Finality, Channel); null: none chosen. */
    finality_code_erp: text('finality_code_erp'),
    channel_code_erp: text('channel_code_erp'),
    /** The order number the device gave it ("V001-0042"); null on sales from before numbers. */
    number: text('number'),
    /**
     * Where the sale stands with a supervisor (docs/domain.md "Approval"); null: it never needed
     * one. The server's alone: computed on each write from the body, changed by a decision.
     */
    approval_status: enumColumn('approval_status', APPROVAL_STATUSES),
    /** Why it waits (or last waited), by line, in pt-BR. */
    approval_reasons: jsonb('approval_reasons').$type<ApprovalReason[]>().notNull().default([]),
    /**
     * Every decision taken on the sale, oldest first, appended under the sale's record lock. On
     * the row rather than a table of their own: every sale answer (pulls, the ERP's pages) carries
     * them, a sale gathers a handful at most, nothing reads them apart from their sale, and
     * `rota_insert_sale` inserts a populated `sales` record with no second table to fill.
     */
    approval_decisions: jsonb('approval_decisions').$type<ApprovalDecision[]>().notNull().default([]),
    /**
     * The client's credit as read when the sale began to wait, for the supervisor (docs/domain.md
     * "Credit"); null otherwise. Nullable, so `rota_insert_sale`'s records without it still insert.
     */
    approval_credit: jsonb('approval_credit').$type<ApprovalCredit>(),
    /**
     * Each product's stock as read when the sale began to wait (docs/domain.md "Stock"); null or
     * empty otherwise. Nullable for the same reason.
     */
    approval_stock: jsonb('approval_stock').$type<ApprovalStockLine[]>(),
    ...syncColumns(),
  },
  (t) => [
    index('sales_company_version').on(t.company_id, t.version),
    index('sales_company_status').on(t.company_id, t.status),
    index('sales_company_seller').on(t.company_id, t.seller_id),
    index('sales_company_number').on(t.company_id, t.number),
    // The manager's charts (docs/server.md "Manager charts"): sold, live sales of a company by sale
    // day, the expression `saleDayOf` repeats (an expression index rather than a generated column:
    // `rota_insert_sale` inserts `SELECT *` of a populated record, which a generated column refuses).
    // Narrow again since migration 0021: the charts read the sales rollup, and this index serves
    // only its refresh of a few days and the charts filtered by client or form of payment.
    index('sales_company_sale_day')
      .on(t.company_id, saleDayOf(t.competence_at, t.received_at), t.seller_id)
      .where(
        sql`${sql.raw(`status IN (${SOLD_SALE_STATUSES.map((status) => `'${status}'`).join(', ')}) AND deleted_at IS NULL`)}`,
      ),
    // A client's orders sent and not invoiced yet, which count against its credit (docs/domain.md "Credit").
    index('sales_company_client_committed')
      .on(t.company_id, t.client_uuid)
      .where(
        sql`${sql.raw(`status IN (${CREDIT_COMMITTED_STATUSES.map((status) => `'${status}'`).join(', ')}) AND deleted_at IS NULL`)}`,
      ),
    oneOf('sales_status_valid', t.status, SALE_STATUSES),
    oneOf('sales_type_valid', t.type, SALE_TYPES),
    oneOf('sales_approval_status_valid', t.approval_status, APPROVAL_STATUSES),
  ],
);

export const saleItems = pgTable(
  'sale_items',
  {
    uuid: uuid('uuid').primaryKey(),
    sale_uuid: uuid('sale_uuid')
      .notNull()
      .references(() => sales.uuid, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    product_uuid: uuid('product_uuid').notNull(),
    code_erp_product: text('code_erp_product').notNull(),
    description: text('description').notNull(),
    unit: text('unit').notNull(),
    quantity: quantityColumn('quantity').notNull(),
    unit_price: moneyColumn('unit_price'),
    discount: moneyColumn('discount'),
    price_list_uuid: uuid('price_list_uuid'),
    /**
     * Whether the line's sale holds stock for the ERP (status in `STOCK_RESERVING_STATUSES`, not
     * deleted): kept by triggers on both tables (migration 0043), never written by the code, so
     * the stock rule sums a product's reserving lines from their own index instead of walking
     * every waiting sale of the company (docs/bench.md).
     */
    reserving: boolean('reserving').notNull().default(false),
  },
  (t) => [
    index('sale_items_sale').on(t.sale_uuid),
    index('sale_items_reserving_product').on(t.product_uuid).where(sql`reserving`),
  ],
);

export const salePayments = pgTable(
  'sale_payments',
  {
    id: serial('id').primaryKey(),
    sale_uuid: uuid('sale_uuid')
      .notNull()
      .references(() => sales.uuid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    form_payment: jsonb('form_payment').$type<Choice>().notNull(),
    condition_payment: jsonb('condition_payment').$type<Choice>().notNull(),
    form_payment_id: integer('form_payment_id').notNull(),
    condition_payment_id: integer('condition_payment_id').notNull(),
    price: moneyColumn('price'),
  },
  (t) => [index('sale_payments_sale').on(t.sale_uuid)],
);

/**
 * The first answer of an idempotent write (DESIGN.md "Push"): a replay with the same body gets
 * it back and changes nothing. Keyed per company, call and record uuid.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    company_id: companyIdColumn().references(() => companies.id),
    call_name: text('call_name').notNull(),
    key: uuid('key').notNull(),
    body_hash: varchar('body_hash', { length: 64 }).notNull(),
    response: jsonb('response').notNull(),
    created_at: timestampColumn('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.call_name, t.key] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    seller_id: integer('seller_id').references(() => sellers.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    sale_uuid: uuid('sale_uuid'),
    created_at: timestampColumn('created_at').notNull().defaultNow(),
    read_at: timestampColumn('read_at'),
  },
  (t) => [index('notifications_unread').on(t.company_id, t.seller_id, t.read_at)],
);

/** Who read a company-wide notification (seller_id null) and when: each seller reads their own. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notification_id: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    read_at: timestampColumn('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.notification_id, t.seller_id] })],
);
