import {
  DEFAULT_TIME_ZONE,
  type Sale,
  type SaleApproval,
  type SaleItem,
  type SalePayment,
  type SaleStatus,
} from '@rota/domain';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/database.ts';
import { saleItems, salePayments, sales } from '../../db/schema/index.ts';
import { type PulledPage, pullPage, syncMeta } from '../../sync/pull-page.ts';
import type { ChangedLines, NewBakeryItem } from '../bakery/index.ts';

export type SaleRow = typeof sales.$inferSelect;
type SaleItemRow = typeof saleItems.$inferSelect;
type SalePaymentRow = typeof salePayments.$inferSelect;

/** A sale as a pull or a write answers it: the entity, the server's own fields and its sync metadata. */
export type SyncedSale = Sale & SaleApproval & { seller_name: string | null } & ReturnType<typeof syncMeta>;

/** Who may see which sales: the company always; the seller too unless the profile grants "all". */
export interface SaleScope {
  companyId: number;
  /** null: every seller of the company (canViewAllSales). */
  sellerId: number | null;
}

function scopeConditions(scope: SaleScope): SQL[] {
  const conditions = [eq(sales.company_id, scope.companyId)];
  if (scope.sellerId !== null) conditions.push(eq(sales.seller_id, scope.sellerId));
  return conditions;
}

export function toSaleItem(row: SaleItemRow): SaleItem {
  return {
    uuid: row.uuid,
    id: row.id,
    product_uuid: row.product_uuid,
    code_erp_product: row.code_erp_product,
    description: row.description,
    unit: row.unit,
    quantity: row.quantity,
    unit_price: row.unit_price,
    discount: row.discount,
    price_list_uuid: row.price_list_uuid,
  };
}

export function toSalePayment(row: SalePaymentRow): SalePayment {
  return {
    formPayment: row.form_payment,
    conditionPayment: row.condition_payment,
    form_payment_id: row.form_payment_id,
    condition_payment_id: row.condition_payment_id,
    price: row.price,
  };
}

/** A sale row with its stored lines (items by line number, payments by position) and sync metadata. */
export function toSyncedSale(row: SaleRow, items: SaleItemRow[], payments: SalePaymentRow[]): SyncedSale {
  return syncedSale(
    row,
    [...items].sort((a, b) => a.id - b.id).map(toSaleItem),
    [...payments].sort((a, b) => a.position - b.position).map(toSalePayment),
  );
}

/**
 * A sale row with the lines it holds (items sorted by line number, payments in their order) and
 * sync metadata, as a pull or a write answers it.
 */
export function syncedSale(
  row: SaleRow,
  items: readonly SaleItem[],
  payments: readonly SalePayment[],
): SyncedSale {
  return {
    uuid: row.uuid,
    company_id: row.company_id,
    seller_id: row.seller_id,
    seller_name: row.seller_name,
    client_uuid: row.client_uuid,
    client: row.client ?? null,
    status: row.status,
    items: [...items].sort((a, b) => a.id - b.id),
    payments: [...payments],
    created_at: row.created_at.toISOString(),
    code_erp: row.code_erp,
    competence_at: row.competence_at,
    pre_sale: row.pre_sale,
    reason_canceled: row.reason_canceled,
    type: 'app',
    delivery_address: row.delivery_address,
    notes: row.notes,
    failure_message: row.failure_message,
    finality_code_erp: row.finality_code_erp,
    channel_code_erp: row.channel_code_erp,
    number: row.number,
    approval_status: row.approval_status,
    approval_reasons: row.approval_reasons,
    approval_decisions: row.approval_decisions,
    approval_credit: row.approval_credit ?? null,
    approval_stock: row.approval_stock ?? [],
    ...syncMeta(row),
  };
}

/** A live sale the scope may see, or null. */
export async function findScopedSale(db: Executor, scope: SaleScope, uuid: string): Promise<SaleRow | null> {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.uuid, uuid), isNull(sales.deleted_at), ...scopeConditions(scope)))
    .limit(1);
  return row ?? null;
}

/** The items and payments of many sales, one query each, grouped by sale uuid. */
export async function loadSaleLines(db: Executor, saleUuids: readonly string[]) {
  const items = new Map<string, SaleItemRow[]>();
  const payments = new Map<string, SalePaymentRow[]>();
  if (saleUuids.length === 0) return { items, payments };
  const uuids = [...saleUuids];
  const itemRows = await db
    .select()
    .from(saleItems)
    .where(inArray(saleItems.sale_uuid, uuids))
    .orderBy(asc(saleItems.sale_uuid), asc(saleItems.id));
  const paymentRows = await db
    .select()
    .from(salePayments)
    .where(inArray(salePayments.sale_uuid, uuids))
    .orderBy(asc(salePayments.sale_uuid), asc(salePayments.position));
  for (const row of itemRows) items.set(row.sale_uuid, [...(items.get(row.sale_uuid) ?? []), row]);
  for (const row of paymentRows) payments.set(row.sale_uuid, [...(payments.get(row.sale_uuid) ?? []), row]);
  return { items, payments };
}

/** One sale with its lines, as the wire shows it. */
export async function loadSyncedSale(db: Executor, row: SaleRow): Promise<SyncedSale> {
  const { items, payments } = await loadSaleLines(db, [row.uuid]);
  return toSyncedSale(row, items.get(row.uuid) ?? [], payments.get(row.uuid) ?? []);
}

/**
 * A page of the scope's sales (optionally of one status, optionally only those released for the
 * ERP), each with its items and payments.
 */
export async function pullSales(
  db: Executor,
  scope: SaleScope,
  options: {
    since?: string | undefined;
    limit?: number | undefined;
    status?: SaleStatus;
    /** Domain `isReleasedForErp` in SQL: no approval needed, or approved. */
    releasedForErp?: boolean;
  },
): Promise<PulledPage<SyncedSale>> {
  const where = scopeConditions(scope);
  if (options.status) where.push(eq(sales.status, options.status));
  if (options.releasedForErp) {
    const released = or(isNull(sales.approval_status), eq(sales.approval_status, 'Aprovado'));
    if (released) where.push(released);
  }
  const page = await pullPage(db, sales, {
    companyId: scope.companyId,
    where,
    since: options.since,
    limit: options.limit,
  });
  const { items, payments } = await loadSaleLines(
    db,
    page.rows.map((row) => row.uuid),
  );
  return {
    ...page,
    rows: page.rows.map((row) => toSyncedSale(row, items.get(row.uuid) ?? [], payments.get(row.uuid) ?? [])),
  };
}

export type NewSaleRow = Omit<typeof sales.$inferInsert, 'version' | 'updated_at' | 'deleted_at'>;
/** What a seller's resend may change: not the key, the owner, nor when the sale first arrived. */
export type SaleChanges = Omit<NewSaleRow, 'uuid' | 'company_id' | 'seller_id' | 'received_at'>;

/** The sale row of a payment line (`position` is its place in the sale's list). */
function paymentValues(saleUuid: string, payment: SalePayment, position: number) {
  return {
    sale_uuid: saleUuid,
    position,
    form_payment: payment.formPayment,
    condition_payment: payment.conditionPayment,
    form_payment_id: payment.form_payment_id,
    condition_payment_id: payment.condition_payment_id,
    price: payment.price,
  };
}

/** Every column of a new sale row but those the trigger stamps. */
export type NewSaleValues = { [K in keyof NewSaleRow]-?: Exclude<NewSaleRow[K], undefined> };

/** What a first write leaves for its replays (`sync/idempotent-write.ts` `idempotencyRecord`). */
export interface IdempotencyRow {
  company_id: number;
  call_name: string;
  key: string;
  body_hash: string;
  response: object;
  created_at: Date;
}

/** `rota_insert_sale`'s call, prepared once per database (on PostgreSQL, once per connection). */
function preparedInsert(db: Database) {
  const arg = (name: string) => sql`${sql.placeholder(name)}::jsonb`;
  return db
    .select({
      written: sql<{ version: string; updated_at: string; bakery: ChangedLines } | null>`rota_insert_sale(
        ${arg('sale')}, ${arg('items')}, ${arg('payments')}, ${arg('record')}, ${arg('bakery')})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('rota_insert_sale');
}

const preparedInsertsByDatabase = new WeakMap<Database, ReturnType<typeof preparedInsert>>();

/**
 * A new sale with its items, its payments, its idempotency record and its bakery lines, in one
 * call of `rota_insert_sale` (migrations 0014 and 0019), run as a statement of its own, outside
 * any transaction: its own transaction registers as a writer of the company (with the sale's
 * record lock), writes and commits in one round trip, the inserts planned once per session. Each
 * kind of row travels as JSON keyed by column name; the record's `response.data.updated_at` is
 * set there to the row's. The call is a prepared statement, so it is parsed once per connection. This is `POST sales`' hot path: as BEGIN, registration, Drizzle's
 * inserts and COMMIT the same write cost the server more CPU than everything else a sale does
 * (docs/bench.md). Answers the sale's version and `updated_at` (PostgreSQL's text) and the bakery
 * lines inserted, or null when a sale with this uuid was stored meanwhile (then nothing was
 * written).
 */
export async function insertNewSale(
  db: Database,
  values: NewSaleValues,
  lines: { items: readonly SaleItem[]; payments: readonly SalePayment[] },
  record: IdempotencyRow,
  bakery: readonly NewBakeryItem[],
): Promise<{ version: bigint; updatedAt: string; bakery: ChangedLines } | null> {
  let prepared = preparedInsertsByDatabase.get(db);
  if (!prepared) {
    prepared = preparedInsert(db);
    preparedInsertsByDatabase.set(db, prepared);
  }
  const [row] = await prepared.execute({
    sale: JSON.stringify(values),
    items: JSON.stringify(lines.items.map((item) => ({ ...item, sale_uuid: values.uuid }))),
    payments: JSON.stringify(
      lines.payments.map((payment, position) => paymentValues(values.uuid, payment, position)),
    ),
    record: JSON.stringify(record),
    bakery: JSON.stringify(bakery),
  });
  const written = row?.written;
  return written
    ? { version: BigInt(written.version), updatedAt: written.updated_at, bakery: written.bakery }
    : null;
}

/** A resend's changes; the order number the sale was first stored with stays (people were told it). */
export async function updateSaleRow(db: Executor, uuid: string, changes: SaleChanges): Promise<SaleRow> {
  const number = sql`coalesce(${sales.number}, ${changes.number ?? null})`;
  const [row] = await db
    .update(sales)
    .set({ ...changes, number })
    .where(eq(sales.uuid, uuid))
    .returning();
  if (!row) throw new Error('venda não gravada');
  return row;
}

/** Replaces every item and payment of a stored sale with the given ones (inside the sale's transaction). */
export async function replaceSaleLines(
  db: Executor,
  saleUuid: string,
  lines: { items: readonly SaleItem[]; payments: readonly SalePayment[] },
) {
  await db.delete(saleItems).where(eq(saleItems.sale_uuid, saleUuid));
  await db.delete(salePayments).where(eq(salePayments.sale_uuid, saleUuid));
  const items =
    lines.items.length === 0
      ? []
      : await db
          .insert(saleItems)
          .values(lines.items.map((item) => ({ ...item, sale_uuid: saleUuid })))
          .returning();
  const payments =
    lines.payments.length === 0
      ? []
      : await db
          .insert(salePayments)
          .values(lines.payments.map((payment, position) => paymentValues(saleUuid, payment, position)))
          .returning();
  return { items, payments };
}

/** A live sale the scope may see, locked until the transaction ends, or null. */
export async function lockScopedSale(
  tx: Transaction,
  scope: SaleScope,
  uuid: string,
): Promise<SaleRow | null> {
  const [row] = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.uuid, uuid), isNull(sales.deleted_at), ...scopeConditions(scope)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Records a supervisor's decision: the sale's new status and its approval fields. */
export async function saveSaleApproval(
  tx: Transaction,
  uuid: string,
  fields: Pick<SaleRow, 'status' | 'approval_status' | 'approval_decisions'>,
): Promise<SaleRow> {
  const [row] = await tx.update(sales).set(fields).where(eq(sales.uuid, uuid)).returning();
  if (!row) throw new Error(`venda ${uuid} não atualizada`);
  return row;
}

/** Sets a sale's notes; the caller checked it is in scope. */
export async function setSaleNotes(db: Executor, uuid: string, notes: string | null): Promise<SaleRow> {
  const [row] = await db.update(sales).set({ notes }).where(eq(sales.uuid, uuid)).returning();
  if (!row) throw new Error('venda não encontrada ao gravar observações');
  return row;
}

export interface SalesAggregateRow {
  status: SaleStatus | null;
  date: string | null;
  count: number;
  total: number;
  byStatus: boolean;
  byDay: boolean;
}

/**
 * The scope's sales whose competence date — or, without one, the São Paulo date they arrived —
 * falls in [from, to], counted and summed in SQL per status, per day and overall (one pass,
 * `grouping sets`). Tombstones are left out.
 */
export async function aggregateSales(
  db: Executor,
  scope: SaleScope,
  period: { from: string; to: string },
): Promise<SalesAggregateRow[]> {
  // The zone is a constant literal, not a parameter: `grouping()` must see the very expression
  // of the GROUP BY, and two parameters are two expressions to PostgreSQL.
  const zone = sql.raw(`'${DEFAULT_TIME_ZONE}'`);
  const day = sql`coalesce(${sales.competence_at}, (${sales.received_at} at time zone ${zone})::date)`;
  const rows = await db
    .select({
      status: sales.status,
      date: sql<string | null>`(${day})::text`,
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${sales.total}), 0)::text`,
      statusGrouped: sql<number>`grouping(${sales.status})::int`,
      dayGrouped: sql<number>`grouping(${day})::int`,
    })
    .from(sales)
    .where(
      and(
        ...scopeConditions(scope),
        isNull(sales.deleted_at),
        sql`${day} between ${period.from}::date and ${period.to}::date`,
      ),
    )
    .groupBy(sql`grouping sets ((${sales.status}), (${day}), ())`);
  return rows.map((row) => ({
    status: row.status,
    date: row.date,
    count: Number(row.count),
    total: Number(row.total),
    byStatus: Number(row.statusGrouped) === 0,
    byDay: Number(row.dayGrouped) === 0,
  }));
}
