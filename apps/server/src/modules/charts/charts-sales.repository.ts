import { type DateRange, SOLD_SALE_STATUSES } from '@rota/domain';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { saleDayOf, saleItems, salePayments, sales, sellers } from '../../db/schema/index.ts';
import { countAll, dayWithin, sumOf } from './chart-sql.ts';

/** The sales filters a chart reads (docs/manager.md says which chart reads which). */
export interface SalesFilters {
  sellerId?: number | undefined;
  clientUuid?: string | undefined;
  formPaymentId?: number | undefined;
}

export interface SalesScope {
  companyId: number;
  range: DateRange;
  filters: SalesFilters;
}

/** A label and its amount, the rows every ranking chart is built from. */
export interface Ranked {
  key: string;
  label: string;
  value: number;
}

/** The sale day (domain `saleDay`) of the sales table, as the index `sales_company_sale_day` has it. */
export const saleDay = saleDayOf(sales.competence_at, sales.received_at);

// Literals, not parameters, so the planner matches the partial index's predicate.
const soldStatuses = sql.raw(SOLD_SALE_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The sold sales of a company in a period (docs/manager.md "Which sales count"), narrowed by the
 * filters given: a form of payment narrows to sales with at least one payment line of it.
 */
export function soldSalesWhere({ companyId, range, filters }: SalesScope): SQL {
  const where: SQL[] = [
    eq(sales.company_id, companyId),
    sql`${sales.status} in (${soldStatuses})`,
    dayWithin(saleDay, range),
    isNull(sales.deleted_at),
  ];
  if (filters.sellerId !== undefined) where.push(eq(sales.seller_id, filters.sellerId));
  if (filters.clientUuid !== undefined) where.push(eq(sales.client_uuid, filters.clientUuid));
  if (filters.formPaymentId !== undefined) {
    where.push(
      sql`exists (select 1 from ${salePayments} where ${salePayments.sale_uuid} = ${sales.uuid} and ${salePayments.form_payment_id} = ${filters.formPaymentId})`,
    );
  }
  return and(...where) as SQL;
}

/** Total and count of the sold sales in scope. */
export async function salesTotals(db: Executor, scope: SalesScope) {
  const [row] = await db
    .select({ total: sumOf(sales.total), count: countAll() })
    .from(sales)
    .where(soldSalesWhere(scope));
  return row ?? { total: 0, count: 0 };
}

/** Sales per seller, the largest first. */
export async function salesBySeller(db: Executor, scope: SalesScope): Promise<Ranked[]> {
  const total = sumOf(sales.total);
  const rows = await db
    .select({ key: sales.seller_id, label: sellers.name, value: total })
    .from(sales)
    .innerJoin(sellers, eq(sellers.id, sales.seller_id))
    .where(soldSalesWhere(scope))
    .groupBy(sales.seller_id, sellers.name)
    .orderBy(desc(total), sellers.name);
  return rows.map((row) => ({ ...row, key: String(row.key) }));
}

/** Sales per sale day (only days with sales; the service fills the others with zero). */
export async function salesByDay(db: Executor, scope: SalesScope) {
  const day = sql<string>`${saleDay}::text`;
  return db
    .select({ day, value: sumOf(sales.total) })
    .from(sales)
    .where(soldSalesWhere(scope))
    .groupBy(saleDay);
}

const clientName = sql<string>`coalesce(max(${sales.client}->>'name'), 'Sem cliente')`;

/**
 * The `top` clients who bought the most, and what the others bought together: their number
 * and total (the whole minus the top, both summed in SQL).
 */
export async function salesByClient(db: Executor, scope: SalesScope, top: number) {
  const total = sumOf(sales.total);
  const where = soldSalesWhere(scope);
  const rows = await db
    .select({ key: sql<string>`coalesce(${sales.client_uuid}::text, '')`, label: clientName, value: total })
    .from(sales)
    .where(where)
    .groupBy(sales.client_uuid)
    .orderBy(desc(total), clientName)
    .limit(top);
  const [all] = await db
    // Counted as the ranking groups them: the sales without a client are one group ("Sem cliente").
    .select({
      clients: sql<number>`count(distinct coalesce(${sales.client_uuid}::text, ''))::int`.mapWith(Number),
      value: total,
    })
    .from(sales)
    .where(where);
  return { top: rows, clients: all?.clients ?? 0, total: all?.value ?? 0 };
}

type PaymentChoice = 'form_payment' | 'condition_payment';

/** The payment lines of the sales in scope per form (or condition) of payment, the largest first. */
export async function salesByPayment(db: Executor, scope: SalesScope, by: PaymentChoice): Promise<Ranked[]> {
  const idColumn = by === 'form_payment' ? salePayments.form_payment_id : salePayments.condition_payment_id;
  const jsonColumn = by === 'form_payment' ? salePayments.form_payment : salePayments.condition_payment;
  const label = sql<string>`max(${jsonColumn}->>'description')`;
  const total = sumOf(salePayments.price);
  const rows = await db
    .select({ key: idColumn, label, value: total })
    .from(salePayments)
    .innerJoin(sales, eq(sales.uuid, salePayments.sale_uuid))
    .where(soldSalesWhere(scope))
    .groupBy(idColumn)
    .orderBy(desc(total), label);
  return rows.map((row) => ({ ...row, key: String(row.key) }));
}

/**
 * The `top` products sold most, by quantity or by value: a line's value is domain `lineTotal`'s,
 * quantity × unit price (ten-thousandths) rounded half up to the centavo, minus its discount.
 */
export async function salesByProduct(
  db: Executor,
  scope: SalesScope,
  by: 'quantity' | 'value',
  top: number,
): Promise<Ranked[]> {
  const value =
    by === 'quantity'
      ? sumOf(saleItems.quantity)
      : sumOf(
          sql`(${saleItems.quantity}::bigint * ${saleItems.unit_price} + 50) / 100 - ${saleItems.discount}`,
        );
  const label = sql<string>`max(${saleItems.description})`;
  return db
    .select({ key: sql<string>`${saleItems.product_uuid}::text`, label, value })
    .from(saleItems)
    .innerJoin(sales, eq(sales.uuid, saleItems.sale_uuid))
    .where(soldSalesWhere(scope))
    .groupBy(saleItems.product_uuid)
    .orderBy(desc(value), label)
    .limit(top);
}

/** How many distinct clients bought in scope (positivação's numerator). */
export async function buyingClients(db: Executor, scope: SalesScope): Promise<number> {
  const [row] = await db
    .select({ clients: sql<number>`count(distinct ${sales.client_uuid})::int`.mapWith(Number) })
    .from(sales)
    .where(soldSalesWhere(scope));
  return row?.clients ?? 0;
}
