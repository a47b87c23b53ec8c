import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  quantityFromDb,
  type SalesRollupKind,
  salesRollup,
  salesRollupMonths,
  sellers,
} from '../../db/schema/index.ts';
import { rollupSlices } from './rollup-slices.ts';
import type { Ranked, SalesScope } from './sales-scope.ts';

/**
 * The sales charts' numbers read from the sales rollup (docs/server.md "Manager charts", "The
 * sales rollup"): a company's sold sales summed per day and per month, seller and chart key, which
 * `refreshSalesRollup` (sales-rollup-refresh.ts) brought up to date first.
 */

/** The rollup answers a scope narrowed at most by seller: a client or a form of payment is not in its keys. */
export function rollupServes(scope: SalesScope): boolean {
  return scope.filters.clientUuid === undefined && scope.filters.formPaymentId === undefined;
}

/**
 * The rollup rows of one kind over the scope's period, signed (docs/server.md "The sales
 * rollup", `rollupSlices`): its whole months from the monthly rows, its other days from the
 * daily ones, a month's days outside the period taken away. Columns: key, seller_id, label (null
 * on a taken-away row), amount, quantity, sales.
 */
function periodRows({ companyId, range, filters }: SalesScope, kind: SalesRollupKind): SQL {
  const plan = rollupSlices(range);
  const seller = (table: typeof salesRollup | typeof salesRollupMonths) =>
    filters.sellerId === undefined ? sql`` : sql` and ${table.seller_id} = ${filters.sellerId}`;
  const parts: SQL[] = [];
  if (plan.months) {
    const m = salesRollupMonths;
    parts.push(sql`
      select ${m.key} as key, ${m.seller_id} as seller_id, ${m.label} as label, ${m.amount} as amount,
             ${m.quantity} as quantity, ${m.sales} as sales
      from ${m} where ${m.company_id} = ${companyId} and ${m.kind} = ${kind}
        and ${m.month} between ${plan.months.from}::date and ${plan.months.to}::date${seller(m)}`);
  }
  const d = salesRollup;
  for (const slice of plan.days) {
    const label = slice.sign === 1 ? sql`${d.label}` : sql`null::text`;
    parts.push(sql`
      select ${d.key} as key, ${d.seller_id} as seller_id, ${label} as label, ${slice.sign}::int * ${d.amount} as amount,
             ${slice.sign}::int * ${d.quantity} as quantity, ${slice.sign}::int * ${d.sales} as sales
      from ${d} where ${d.company_id} = ${companyId} and ${d.kind} = ${kind}
        and ${d.day} between ${slice.from}::date and ${slice.to}::date${seller(d)}`);
  }
  if (parts.length === 0)
    return sql`select null::text as key, 0 as seller_id, null::text as label, 0::bigint as amount, 0::numeric as quantity, 0 as sales where false`;
  return sql.join(parts, sql` union all `);
}

/** The period's rows of a kind summed per key (per seller for `sale`), keys with no sale left out. */
function perKey(scope: SalesScope, kind: SalesRollupKind, by: 'key' | 'seller_id' = 'key'): SQL {
  return sql`
    select ${sql.raw(by)} as key, max(label) as label, sum(amount)::bigint as amount,
           sum(quantity) as quantity, sum(sales)::bigint as sales
    from (${periodRows(scope, kind)}) rows
    group by ${sql.raw(by)} having sum(sales) > 0`;
}

interface PerKeyRow {
  key: string;
  label: string | null;
  amount: string | number;
  quantity: string | number;
  sales: string | number;
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function rolledUpTotals(db: Executor, scope: SalesScope) {
  const [row] = await rowsOf<{ total: string | null; count: string | null }>(
    db,
    sql`select sum(amount) as total, sum(sales) as count from (${perKey(scope, 'sale', 'seller_id')}) sellers`,
  );
  return { total: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
}

export async function rolledUpBySeller(db: Executor, scope: SalesScope): Promise<Ranked[]> {
  const rows = await rowsOf<PerKeyRow>(
    db,
    sql`select per.key::text as key, ${sellers.name} as label, per.amount
        from (${perKey(scope, 'sale', 'seller_id')}) per join ${sellers} on ${sellers.id} = per.key
        order by per.amount desc, ${sellers.name}`,
  );
  return rows.map((row) => ({ key: row.key, label: row.label ?? '', value: Number(row.amount) }));
}

/** Sales per day: the daily rows alone (a day chart reads at most 731 days × sellers). */
export async function rolledUpByDay(db: Executor, { companyId, range, filters }: SalesScope) {
  const d = salesRollup;
  const rows = await rowsOf<{ day: string; value: string }>(
    db,
    sql`select ${d.day}::text as day, sum(${d.amount})::bigint as value from ${d}
        where ${d.company_id} = ${companyId} and ${d.kind} = 'sale'
          and ${d.day} between ${range.from}::date and ${range.to}::date
          ${filters.sellerId === undefined ? sql`` : sql`and ${d.seller_id} = ${filters.sellerId}`}
        group by ${d.day}`,
  );
  return rows.map((row) => ({ day: row.day, value: Number(row.value) }));
}

export async function rolledUpByClient(db: Executor, scope: SalesScope, top: number) {
  const [summary] = await rowsOf<{ clients: string; total: string | null; top: PerKeyRow[] | null }>(
    db,
    sql`with per as (${perKey(scope, 'client')})
        select count(*) as clients, sum(amount) as total,
               (select json_agg(ranked) from (
                  select key, coalesce(label, 'Sem cliente') as label, amount from per
                  order by amount desc, coalesce(label, 'Sem cliente') limit ${top}) ranked) as top
        from per`,
  );
  const rows = (summary?.top ?? []).map((row) => ({
    key: row.key,
    label: row.label ?? '',
    value: Number(row.amount),
  }));
  return { top: rows, clients: Number(summary?.clients ?? 0), total: Number(summary?.total ?? 0) };
}

export async function rolledUpBuyingClients(db: Executor, scope: SalesScope): Promise<number> {
  const [row] = await rowsOf<{ clients: string }>(
    db,
    sql`select count(*) filter (where key <> '') as clients from (${perKey(scope, 'client')}) per`,
  );
  return Number(row?.clients ?? 0);
}

export async function rolledUpByKey(
  db: Executor,
  scope: SalesScope,
  kind: 'form' | 'condition' | 'product',
  sum: 'amount' | 'quantity',
  top?: number,
): Promise<Ranked[]> {
  const rows = await rowsOf<PerKeyRow>(
    db,
    sql`select key, label, amount, quantity from (${perKey(scope, kind)}) per
        order by ${sql.raw(sum)} desc, label${top === undefined ? sql`` : sql` limit ${top}`}`,
  );
  // amount: bigint centavos; quantity: numeric, exact to the thousandth (2,5 kg), read once.
  return rows.map((row) => ({
    key: row.key,
    label: row.label ?? '',
    value: sum === 'quantity' ? quantityFromDb(row.quantity) : Number(row.amount),
  }));
}
