import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import {
  SALES_ROLLUP_KINDS,
  type SalesRollupKind,
  saleItems,
  salePayments,
  sales,
  salesRollup,
  salesRollupMonths,
  salesRollupStaleDays,
  salesRollupState,
  sellers,
} from '../../db/schema/index.ts';
import { syncHorizon } from '../../sync/sync-horizon.ts';
import { rollupSlices } from './rollup-slices.ts';
import { itemLineValue, type Ranked, type SalesScope, saleDay, soldSales } from './sales-scope.ts';

/**
 * The sales rollup (docs/server.md "Manager charts", "The sales rollup"): a company's sold sales
 * summed per sale day, seller and chart key, brought up to date before a chart reads it and
 * recomputed a whole day at a time, so a day's rows are always what the sales of that day are.
 */

// Two-integer advisory locks (namespace, company): apart from a writer's registration, which
// takes the one-bigint form (docs/server.md "Sync").
const REFRESH_LOCK_NAMESPACE = 7_021;

/** The rollup answers a scope narrowed at most by seller: a client or a form of payment is not in its keys. */
export function rollupServes(scope: SalesScope): boolean {
  return scope.filters.clientUuid === undefined && scope.filters.formPaymentId === undefined;
}

/** The version the company's rollup is complete to; null before its first refresh. */
async function rolledUpTo(db: Executor, companyId: number): Promise<bigint | null> {
  const [state] = await db
    .select({ version: salesRollupState.version })
    .from(salesRollupState)
    .where(eq(salesRollupState.company_id, companyId));
  return state?.version ?? null;
}

/**
 * The days whose rollup rows may be wrong once the writes up to `horizon` count: the days of the
 * sold sales written since the rollup's version (where they are now) and the days sold sales left
 * (recorded by the trigger of migration 0021).
 */
async function staleDays(db: Executor, companyId: number, since: bigint, horizon: bigint): Promise<string[]> {
  const result = (await db.execute(sql`
    select ${saleDay}::text as day from ${sales}
    where ${sales.version} > ${since} and ${sales.version} <= ${horizon}
      and ${and(...soldSales(companyId))}
    union
    select ${salesRollupStaleDays.day}::text from ${salesRollupStaleDays}
    where ${salesRollupStaleDays.company_id} = ${companyId} and ${salesRollupStaleDays.version} <= ${horizon}
  `)) as unknown as { rows: { day: string }[] };
  return result.rows.map((row) => row.day);
}

const dateArray = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;
const allKinds = sql`${`{${SALES_ROLLUP_KINDS.join(',')}}`}::text[]`;

/**
 * Adds the rows of the CTE `rows` (kind, month, seller, key, label, amount, quantity, sales) to
 * the monthly rollup, times `sign`: 1 for the daily rows just written, -1 for those just deleted.
 */
function intoMonths(companyId: number, sign: 1 | -1): SQL {
  const m = salesRollupMonths;
  return sql`
    insert into ${m} (company_id, kind, month, seller_id, key, label, amount, quantity, sales)
    select ${companyId}::int, kind, month, seller_id, key, max(label),
           ${sign}::int * sum(amount), ${sign}::int * sum(quantity), ${sign}::int * sum(sales)
    from rows group by kind, month, seller_id, key
    on conflict (company_id, kind, month, seller_id, key) do update set
      label = greatest(${m.label}, excluded.label),
      amount = ${m.amount} + excluded.amount,
      quantity = ${m.quantity} + excluded.quantity,
      sales = ${m.sales} + excluded.sales`;
}

const monthOfDay = sql`date_trunc('month', day)::date as month`;

/** Takes the daily rows of these days out, and out of their months. */
async function dropDays(db: Executor, companyId: number, days: readonly string[]): Promise<void> {
  await db.execute(sql`
    with rows as (
      delete from ${salesRollup}
      where ${salesRollup.company_id} = ${companyId} and ${salesRollup.kind} = any(${allKinds})
        and ${salesRollup.day} = any(${dateArray(days)})
      returning kind, ${monthOfDay}, seller_id, key, null::text as label, amount, quantity, sales
    )
    ${intoMonths(companyId, -1)}`);
}

/** Sums every sold sale, payment line and item line of these days into daily rows, and into their months. */
async function rollUpDays(db: Executor, companyId: number, days: readonly string[]): Promise<void> {
  const sold = and(...soldSales(companyId), sql`${saleDay} = any(${dateArray(days)})`);
  await db.execute(sql`
    with sold as (
      select ${sales.uuid} as uuid, ${sales.seller_id} as seller_id, ${sales.client_uuid} as client_uuid,
             ${sales.client}->>'name' as client_name, ${sales.total} as total, ${saleDay} as day
      from ${sales} where ${sold}
    ),
    paid as (
      select sold.day, sold.seller_id, ${salePayments.form_payment_id} as form_id,
             ${salePayments.condition_payment_id} as condition_id,
             ${salePayments.form_payment}->>'description' as form, ${salePayments.condition_payment}->>'description' as condition,
             ${salePayments.price} as price
      from sold join ${salePayments} on ${salePayments.sale_uuid} = sold.uuid
    ),
    lines as (
      select sold.day, sold.seller_id, ${saleItems.product_uuid} as product_uuid, ${saleItems.description} as description,
             ${itemLineValue} as value, ${saleItems.quantity} as quantity
      from sold join ${saleItems} on ${saleItems.sale_uuid} = sold.uuid
    ),
    rows as (
      insert into ${salesRollup} (company_id, kind, day, seller_id, key, label, amount, quantity, sales)
      select ${companyId}::int, 'sale', day, seller_id, '', null::text, sum(total), 0, count(*)
        from sold group by day, seller_id
      union all
      select ${companyId}::int, 'client', day, seller_id, coalesce(client_uuid::text, ''), max(client_name), sum(total), 0, count(*)
        from sold group by day, seller_id, client_uuid
      union all
      select ${companyId}::int, 'form', day, seller_id, form_id::text, max(form), sum(price), 0, count(*)
        from paid group by day, seller_id, form_id
      union all
      select ${companyId}::int, 'condition', day, seller_id, condition_id::text, max(condition), sum(price), 0, count(*)
        from paid group by day, seller_id, condition_id
      union all
      select ${companyId}::int, 'product', day, seller_id, product_uuid::text, max(description), sum(value), sum(quantity), count(*)
        from lines group by day, seller_id, product_uuid
      returning kind, ${monthOfDay}, seller_id, key, label, amount, quantity, sales
    )
    ${intoMonths(companyId, 1)}`);
  const months = [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))];
  await db.execute(sql`
    delete from ${salesRollupMonths}
    where ${salesRollupMonths.company_id} = ${companyId} and ${salesRollupMonths.kind} = any(${allKinds})
      and ${salesRollupMonths.month} = any(${dateArray(months)}) and ${salesRollupMonths.sales} = 0`);
}

/**
 * Above this many stale days a refresh lets the planner join all payment and item lines at once
 * (hashing them); at or below, it reads each sale's lines through their \`sale_uuid\` index, which
 * the planner, misjudging how few sales a handful of days holds, would otherwise not do.
 */
const FEW_DAYS = 31;

/** The refresh under way per database and company in this process. */
const refreshesInProcess = new WeakMap<Database, Map<number, Promise<number>>>();

/**
 * Brings the company's rollup up to `horizon` (a sync horizon: every write at or below it has
 * finished): the stale days are deleted and summed again, daily and monthly rows together, in one
 * transaction, so a chart reads a day either as it was or as it is. One refresh per company at a
 * time: in this process the others wait for it without a connection (a dashboard asks nine charts
 * at once, and waiting inside a transaction would hold nine of the pool's connections), across
 * processes an advisory lock; the next finds the work done. Answers how many days it summed again.
 */
export async function refreshSalesRollup(db: Database, companyId: number, horizon: bigint): Promise<number> {
  let runs = refreshesInProcess.get(db);
  if (!runs) {
    runs = new Map();
    refreshesInProcess.set(db, runs);
  }
  for (let running = runs.get(companyId); running; running = runs.get(companyId)) {
    await running.catch(() => undefined);
  }
  const run = refreshLocked(db, companyId, horizon);
  runs.set(companyId, run);
  try {
    return await run;
  } finally {
    if (runs.get(companyId) === run) runs.delete(companyId);
  }
}

/**
 * Before a company's first refresh its sales' updates record no stale day (the trigger of
 * migration 0021 records them only for a company with a rollup), so a company whose managers never
 * look keeps no such rows. Its state row (version 0) is committed first; a horizon taken after
 * that waits for every update whose trigger ran before it, so the first build sees them all.
 */
async function startRollup(db: Database, companyId: number, horizon: bigint): Promise<bigint> {
  await db.insert(salesRollupState).values({ company_id: companyId, version: 0n }).onConflictDoNothing();
  const after = await syncHorizon(db, companyId);
  return after > horizon ? after : horizon;
}

async function refreshLocked(db: Database, companyId: number, asked: bigint): Promise<number> {
  const state = await rolledUpTo(db, companyId);
  if (state !== null && state >= asked) return 0;
  const horizon = state === null ? await startRollup(db, companyId, asked) : asked;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_NAMESPACE}, ${companyId})`);
    const since = (await rolledUpTo(tx, companyId)) ?? 0n;
    if (since >= horizon) return 0;
    const days = await staleDays(tx, companyId, since, horizon);
    if (days.length > 0) {
      if (days.length <= FEW_DAYS) {
        await tx.execute(sql`set local enable_hashjoin = off`);
        await tx.execute(sql`set local enable_mergejoin = off`);
      }
      await dropDays(tx, companyId, days);
      await rollUpDays(tx, companyId, days);
    }
    await tx
      .delete(salesRollupStaleDays)
      .where(
        and(
          eq(salesRollupStaleDays.company_id, companyId),
          sql`${salesRollupStaleDays.version} <= ${horizon}`,
        ),
      );
    await tx
      .insert(salesRollupState)
      .values({ company_id: companyId, version: horizon })
      .onConflictDoUpdate({ target: salesRollupState.company_id, set: { version: horizon } });
    return days.length;
  });
}

/**
 * The rollup rows of one kind over the scope's period, signed (docs/server.md "The sales
 * rollup", \`rollupSlices\`): its whole months from the monthly rows, its other days from the
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
    return sql`select null::text as key, 0 as seller_id, null::text as label, 0::bigint as amount, 0::bigint as quantity, 0 as sales where false`;
  return sql.join(parts, sql` union all `);
}

/** The period's rows of a kind summed per key (per seller for \`sale\`), keys with no sale left out. */
function perKey(scope: SalesScope, kind: SalesRollupKind, by: 'key' | 'seller_id' = 'key'): SQL {
  return sql`
    select ${sql.raw(by)} as key, max(label) as label, sum(amount)::bigint as amount,
           sum(quantity)::bigint as quantity, sum(sales)::bigint as sales
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
  return rows.map((row) => ({ key: row.key, label: row.label ?? '', value: Number(row[sum]) }));
}
