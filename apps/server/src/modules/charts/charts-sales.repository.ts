import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { saleItems, salePayments, sales, sellers } from '../../db/schema/index.ts';
import { countAll, quantitySumOf, sumOf } from './chart-sql.ts';
import {
  rolledUpBuyingClients,
  rolledUpByClient,
  rolledUpByDay,
  rolledUpByKey,
  rolledUpBySeller,
  rolledUpTotals,
  rollupServes,
} from './sales-rollup.repository.ts';
import { itemLineValue, type Ranked, type SalesScope, saleDay, soldSalesWhere } from './sales-scope.ts';

export type { Ranked, SalesFilters, SalesScope } from './sales-scope.ts';

/*
 * The sales charts' numbers. A scope the rollup serves (no client, no form of payment asked) is
 * read from it — the caller brought it up to date (`refreshSalesRollup`) —, any other from the
 * sales, payment and item lines themselves; both sum the same rows the same way
 * (docs/server.md "Manager charts").
 */

/** Total and count of the sold sales in scope. */
export async function salesTotals(db: Executor, scope: SalesScope) {
  if (rollupServes(scope)) return rolledUpTotals(db, scope);
  const [row] = await db
    .select({ total: sumOf(sales.total), count: countAll() })
    .from(sales)
    .where(soldSalesWhere(scope));
  return row ?? { total: 0, count: 0 };
}

/** Sales per seller, the largest first. */
export async function salesBySeller(db: Executor, scope: SalesScope): Promise<Ranked[]> {
  if (rollupServes(scope)) return rolledUpBySeller(db, scope);
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
  if (rollupServes(scope)) return rolledUpByDay(db, scope);
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
  if (rollupServes(scope)) return rolledUpByClient(db, scope, top);
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
  if (rollupServes(scope))
    return rolledUpByKey(db, scope, by === 'form_payment' ? 'form' : 'condition', 'amount');
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
  if (rollupServes(scope))
    return rolledUpByKey(db, scope, 'product', by === 'quantity' ? 'quantity' : 'amount', top);
  const value = by === 'quantity' ? quantitySumOf(saleItems.quantity) : sumOf(itemLineValue);
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
  if (rollupServes(scope)) return rolledUpBuyingClients(db, scope);
  const [row] = await db
    .select({ clients: sql<number>`count(distinct ${sales.client_uuid})::int`.mapWith(Number) })
    .from(sales)
    .where(soldSalesWhere(scope));
  return row?.clients ?? 0;
}
