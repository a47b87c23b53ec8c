import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import {
  SALES_ROLLUP_KINDS,
  sales,
  salesRollup,
  salesRollupMonths,
  salesRollupStaleDays,
  salesRollupState,
} from '../../db/schema/index.ts';
import { syncHorizon } from '../../sync/sync-horizon.ts';
import { rolledUpGroupings, type SalesGrouping } from './sales-groupings.ts';
import { saleDay, soldSales } from './sales-scope.ts';

/**
 * Keeps the sales rollup true (docs/server.md "Manager charts", "The sales rollup"): brought up to
 * date before a chart reads it, recomputed a whole day at a time, so a day's rows are always what
 * the sales of that day are, and its months with it.
 */

// Two-integer advisory locks (namespace, company): apart from a writer's registration, which
// takes the one-bigint form (docs/server.md "Sync").
const REFRESH_LOCK_NAMESPACE = 7_021;

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

/**
 * A grouping's daily rows (kind, day, seller, key, label, amount, quantity, sales) from the sold
 * sales of `sold`, read as the sales table: the expressions the direct queries sum (`SalesGrouping`).
 */
function dailyRowsOf(companyId: number, grouping: SalesGrouping): SQL {
  const { lines } = grouping;
  const join = lines === null ? sql`` : sql` join ${lines} on ${lines.sale_uuid} = ${sales.uuid}`;
  // A `sale` row has no key: its seller is its key.
  const key = grouping.rollupKey === 'key' ? sql`${grouping.key}::text` : sql`''`;
  return sql`
    select ${companyId}::int, ${grouping.kind}::text, ${saleDay}, ${sales.seller_id}, ${key}, ${grouping.label},
           sum(${grouping.amount}), sum(${grouping.quantity}), count(*)
    from sold ${sales}${join} group by 3, 4, 5`;
}

/** Sums every sold sale, payment line and item line of these days into daily rows, and into their months. */
async function rollUpDays(db: Executor, companyId: number, days: readonly string[]): Promise<void> {
  const sold = and(...soldSales(companyId), sql`${saleDay} = any(${dateArray(days)})`);
  const s = sales;
  await db.execute(sql`
    with sold as (
      select ${s.uuid}, ${s.seller_id}, ${s.client_uuid}, ${s.client}, ${s.total}, ${s.competence_at}, ${s.received_at}
      from ${s} where ${sold}
    ),
    rows as (
      insert into ${salesRollup} (company_id, kind, day, seller_id, key, label, amount, quantity, sales)
      ${sql.join(
        rolledUpGroupings.map((grouping) => dailyRowsOf(companyId, grouping)),
        sql` union all `,
      )}
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
 * (hashing them); at or below, it reads each sale's lines through their `sale_uuid` index, which
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
