import type { DateRange } from '@rota/domain';
import { and, desc, eq, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { dreLines, financialTitles, payableTitles, purchases } from '../../db/schema/index.ts';
import { countAll, dayInYear, dayWithin, monthOf, sumOf } from './chart-sql.ts';

/** An amount per period key: a `yyyy-mm-dd` day or a month 1–12. */
export interface Keyed<K> {
  key: K;
  value: number;
}

const liveReceivables = (companyId: number): SQL[] => [
  eq(financialTitles.company_id, companyId),
  isNull(financialTitles.deleted_at),
  ne(financialTitles.status, 'Cancelado'),
];

const livePayables = (companyId: number): SQL[] => [
  eq(payableTitles.company_id, companyId),
  isNull(payableTitles.deleted_at),
  ne(payableTitles.status, 'Cancelado'),
];

/**
 * Receivables per day of a period: A receber (the titles' amounts by due day) and Recebido
 * (what was paid, by payment day). A cancelled title counts in neither.
 */
export async function receivablesByDay(db: Executor, companyId: number, range: DateRange) {
  const due = await db
    .select({ key: sql<string>`${financialTitles.due_date}::text`, value: sumOf(financialTitles.amount) })
    .from(financialTitles)
    .where(and(...liveReceivables(companyId), dayWithin(financialTitles.due_date, range)))
    .groupBy(financialTitles.due_date);
  const paid = await db
    .select({
      key: sql<string>`${financialTitles.payment_date}::text`,
      value: sumOf(financialTitles.amount_paid),
    })
    .from(financialTitles)
    .where(and(...liveReceivables(companyId), dayWithin(financialTitles.payment_date, range)))
    .groupBy(financialTitles.payment_date);
  return { due, paid };
}

/** Receivables per month of a year: A receber by due month, Recebido by payment month. */
export async function receivablesByMonth(db: Executor, companyId: number, year: number) {
  const dueMonth = monthOf(financialTitles.due_date);
  const paidMonth = monthOf(financialTitles.payment_date);
  const due = await db
    .select({ key: dueMonth, value: sumOf(financialTitles.amount) })
    .from(financialTitles)
    .where(and(...liveReceivables(companyId), dayInYear(financialTitles.due_date, year)))
    .groupBy(dueMonth);
  const paid = await db
    .select({ key: paidMonth, value: sumOf(financialTitles.amount_paid) })
    .from(financialTitles)
    .where(and(...liveReceivables(companyId), dayInYear(financialTitles.payment_date, year)))
    .groupBy(paidMonth);
  return { due, paid };
}

/** Payables per month of a year: Contas a pagar by due month, Pago by payment month. */
export async function payablesByMonth(db: Executor, companyId: number, year: number) {
  const dueMonth = monthOf(payableTitles.due_date);
  const paidMonth = monthOf(payableTitles.payment_date);
  const due = await db
    .select({ key: dueMonth, value: sumOf(payableTitles.amount) })
    .from(payableTitles)
    .where(and(...livePayables(companyId), dayInYear(payableTitles.due_date, year)))
    .groupBy(dueMonth);
  const paid = await db
    .select({ key: paidMonth, value: sumOf(payableTitles.amount_paid) })
    .from(payableTitles)
    .where(and(...livePayables(companyId), dayInYear(payableTitles.payment_date, year)))
    .groupBy(paidMonth);
  return { due, paid };
}

/** Purchases per month of a year. */
export async function purchasesByMonth(db: Executor, companyId: number, year: number) {
  const month = monthOf(purchases.date);
  return db
    .select({ key: month, value: sumOf(purchases.total) })
    .from(purchases)
    .where(
      and(eq(purchases.company_id, companyId), isNull(purchases.deleted_at), dayInYear(purchases.date, year)),
    )
    .groupBy(month);
}

/** The `top` suppliers the company bought the most from in a period, and all suppliers together. */
export async function purchasesBySupplier(db: Executor, companyId: number, range: DateRange, top: number) {
  const where = and(
    eq(purchases.company_id, companyId),
    isNull(purchases.deleted_at),
    dayWithin(purchases.date, range),
  );
  const total = sumOf(purchases.total);
  const label = sql<string>`max(${purchases.supplier_name})`;
  const rows = await db
    .select({ key: purchases.supplier_code_erp, label, value: total })
    .from(purchases)
    .where(where)
    .groupBy(purchases.supplier_code_erp)
    .orderBy(desc(total), label)
    .limit(top);
  const [all] = await db
    .select({
      suppliers: sql<number>`count(distinct ${purchases.supplier_code_erp})::int`.mapWith(Number),
      value: total,
    })
    .from(purchases)
    .where(where);
  return { top: rows, suppliers: all?.suppliers ?? 0, total: all?.value ?? 0 };
}

/** The DRE's realised amounts of a year per class and month (signed centavos). */
export async function dreByClassAndMonth(db: Executor, companyId: number, year: number) {
  return db
    .select({ dreClass: dreLines.class, month: dreLines.month, value: sumOf(dreLines.amount) })
    .from(dreLines)
    .where(and(eq(dreLines.company_id, companyId), isNull(dreLines.deleted_at), eq(dreLines.year, year)))
    .groupBy(dreLines.class, dreLines.month);
}

/** The DRE's Resultado of a year: every class's lines summed with their signs. */
export async function dreResult(db: Executor, companyId: number, year: number): Promise<number> {
  const [row] = await db
    .select({ value: sumOf(dreLines.amount) })
    .from(dreLines)
    .where(and(eq(dreLines.company_id, companyId), isNull(dreLines.deleted_at), eq(dreLines.year, year)));
  return row?.value ?? 0;
}

/** What is still owed on a receivable. */
const owed = sql`${financialTitles.amount} - ${financialTitles.amount_paid}`;

/** Receivables still owed (not Pago nor Cancelado, paid less than the amount) due before `today`. */
const overdueWhere = (companyId: number, today: string) =>
  and(
    eq(financialTitles.company_id, companyId),
    isNull(financialTitles.deleted_at),
    notInArray(financialTitles.status, ['Pago', 'Cancelado']),
    sql`${owed} > 0`,
    sql`${financialTitles.due_date} < ${today}::date`,
  );

/**
 * What is owed on overdue receivables per ageing bucket (domain `ageingBucket`'s edges: 1–30,
 * 31–60, 61–90 and more than 90 days past due), bucket 0 to 3.
 */
export async function overdueByAgeing(db: Executor, companyId: number, today: string) {
  const bucket = sql<number>`case
    when ${today}::date - ${financialTitles.due_date} <= 30 then 0
    when ${today}::date - ${financialTitles.due_date} <= 60 then 1
    when ${today}::date - ${financialTitles.due_date} <= 90 then 2
    else 3 end`.mapWith(Number);
  return db
    .select({ key: bucket, value: sumOf(owed) })
    .from(financialTitles)
    .where(overdueWhere(companyId, today))
    .groupBy(sql`1`);
}

/** The overdue receivables' total owed, titles and distinct clients. */
export async function overdueTotals(db: Executor, companyId: number, today: string) {
  const [row] = await db
    .select({
      amount: sumOf(owed),
      titles: countAll(),
      clients: sql<number>`count(distinct ${financialTitles.code_erp_client})::int`.mapWith(Number),
    })
    .from(financialTitles)
    .where(overdueWhere(companyId, today));
  return row ?? { amount: 0, titles: 0, clients: 0 };
}
