import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import {
  SALES_ROLLUP_KINDS,
  sales,
  salesRollup,
  salesRollupChanges,
  salesRollupMonths,
  salesRollupStaleDays,
  salesRollupState,
} from '../../db/schema/index.ts';
import { syncHorizon } from '../../sync/sync-horizon.ts';
import { type ChangedSale, planRollupRefresh, type RollupPlan, type SaleDelta } from './rollup-plan.ts';
import { rolledUpGroupings, type SalesGrouping } from './sales-groupings.ts';
import { saleDay, soldSales } from './sales-scope.ts';

/**
 * Keeps the sales rollup true (docs/server.md "Manager charts", "The sales rollup"): brought up to
 * date before a chart reads it, following each sale changed since (added when it began to count,
 * taken away when it stopped) or, when a sale's figures changed, summing its days again, so a
 * day's rows are always what the sales of that day are, and its months with it.
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

/** The days of the company's sold sales written up to `horizon`: what a first build sums. */
async function daysWithSales(db: Executor, companyId: number, horizon: bigint): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct ${saleDay}::text as day from ${sales}
    where ${sales.version} <= ${horizon} and ${and(...soldSales(companyId))}
  `)) as unknown as { rows: { day: string }[] };
  return result.rows.map((row) => row.day);
}

/** Days recorded by migration 0021's trigger before migration 0044 replaced it. */
async function recordedDays(db: Executor, companyId: number, horizon: bigint): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: salesRollupStaleDays.day })
    .from(salesRollupStaleDays)
    .where(
      and(eq(salesRollupStaleDays.company_id, companyId), sql`${salesRollupStaleDays.version} <= ${horizon}`),
    );
  return rows.map((row) => row.day);
}

/**
 * Every sale written after the rollup's version `since` and up to `horizon` that counts now or
 * has a recorded change (migration 0044): where it counts now, where it counted at `since` (its
 * first change after `since` says, when the sale is older than that; a sale written since had no
 * part in the rollup), and whether its figures changed meanwhile.
 */
async function changedSales(
  db: Executor,
  companyId: number,
  since: bigint,
  horizon: bigint,
): Promise<ChangedSale[]> {
  const c = salesRollupChanges;
  const inRange = sql`${c.company_id} = ${companyId} and ${c.version} > ${since} and ${c.version} <= ${horizon}`;
  const result = (await db.execute(sql`
    with firsts as (
      select distinct on (${c.sale_uuid}) ${c.sale_uuid} as uuid, ${c.old_version} as old_version, ${c.old_day} as old_day
      from ${c} where ${inRange} order by ${c.sale_uuid}, ${c.version}
    ),
    flags as (
      select ${c.sale_uuid} as uuid, bool_or(${c.figures}) as figures from ${c} where ${inRange} group by 1
    ),
    touched as (
      select ${sales.uuid} as uuid from ${sales}
      where ${sales.version} > ${since} and ${sales.version} <= ${horizon} and ${and(...soldSales(companyId))}
      union select uuid from firsts
    )
    select touched.uuid,
           case when ${and(...soldSales(companyId))} then ${saleDay}::text end as day,
           case when firsts.old_version <= ${since} then firsts.old_day::text end as old_day,
           coalesce(flags.figures, false) as figures
    from touched join ${sales} on ${sales.uuid} = touched.uuid
    left join firsts on firsts.uuid = touched.uuid
    left join flags on flags.uuid = touched.uuid
  `)) as unknown as {
    rows: { uuid: string; day: string | null; old_day: string | null; figures: boolean }[];
  };
  return result.rows.map((row) => ({
    uuid: row.uuid,
    day: row.day,
    oldDay: row.old_day,
    figures: row.figures,
  }));
}

const dateArray = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;
const allKinds = sql`${`{${SALES_ROLLUP_KINDS.join(',')}}`}::text[]`;

/**
 * A CTE that adds the rows of the CTE `source` (company, kind, period, seller, key, label, amount,
 * quantity, sales) into `table`: a row it has is added to, the others inserted; it returns each
 * row's key and how many sales it now sums. Rows are written in the order of their day (or
 * month), so a day's rows of every kind lie together in the table: a refresh after a batch of
 * recent sales then updates a few pages, not one page per row (the grouping's hash order spread
 * them; docs/bench.md). (An update joined
 * by the primary key and an insert of the rest, instead, took longer: docs/bench.md.)
 */
function addRows(
  name: string,
  table: typeof salesRollup | typeof salesRollupMonths,
  period: 'day' | 'month',
  source: string,
): SQL {
  const at = sql.raw(period);
  return sql`
    ${sql.raw(name)} as (
      insert into ${table} (company_id, kind, ${at}, seller_id, key, label, amount, quantity, sales)
      select company_id, kind, ${at}, seller_id, key, label, amount, quantity, sales from ${sql.raw(source)}
      order by ${at}
      on conflict (company_id, kind, ${at}, seller_id, key) do update set
        label = greatest(${table.label}, excluded.label),
        amount = ${table.amount} + excluded.amount,
        quantity = ${table.quantity} + excluded.quantity,
        sales = ${table.sales} + excluded.sales
      returning kind, ${at}::text as period, seller_id, key, ${table.sales} as sales
    )`;
}

/**
 * CTEs that add the rows of the CTE `rows` (kind, month, seller, key, label, amount, quantity,
 * sales) to the monthly rollup, times `sign`: 1 for the daily rows just written, -1 for those
 * just deleted.
 */
function intoMonths(companyId: number, sign: 1 | -1): SQL {
  return sql`
    month_rows as (
      select ${companyId}::int as company_id, kind, month, seller_id, key, max(label) as label,
             ${sign}::int * sum(amount) as amount, ${sign}::int * sum(quantity) as quantity,
             ${sign}::int * sum(sales) as sales
      from rows group by kind, month, seller_id, key
    ),
    ${addRows('months', salesRollupMonths, 'month', 'month_rows')}`;
}

type Level = 'days' | 'months';

/**
 * The main query of a statement whose CTEs `addRows` named `levels` (and always `months`): the
 * keys of the rows left with no sale, which `deleteEmptied` then deletes — by key, as a scan of
 * the days touched for them read most of the rollup's pages (a day's rows are spread over the
 * table by kind).
 */
function emptied(levels: readonly Level[]): SQL {
  return sql.join(
    [...levels, 'months'].map(
      (level) =>
        sql`select ${level}::text as level, kind, period, seller_id, key from ${sql.raw(level)} where sales = 0`,
    ),
    sql` union all `,
  );
}

interface EmptiedRow {
  level: Level;
  kind: string;
  period: string;
  seller_id: number;
  key: string;
}

async function deleteEmptied(db: Executor, companyId: number, result: unknown): Promise<void> {
  const rows = (result as { rows: EmptiedRow[] }).rows;
  for (const level of ['days', 'months'] as const) {
    const table = level === 'days' ? salesRollup : salesRollupMonths;
    const at = sql.raw(level === 'days' ? 'day' : 'month');
    const keys = rows.filter((row) => row.level === level);
    if (keys.length === 0) continue;
    const json = JSON.stringify(
      keys.map(({ kind, period, seller_id, key }) => ({ kind, period, seller_id, key })),
    );
    await db.execute(sql`
      delete from ${table}
      using json_to_recordset(${json}::json) as z(kind text, period date, seller_id int, key text)
      where ${table.company_id} = ${companyId} and ${table.kind} = z.kind and ${table}.${at} = z.period
        and ${table.seller_id} = z.seller_id and ${table.key} = z.key and ${table.sales} = 0`);
  }
}

const monthOfDay = sql`date_trunc('month', day)::date as month`;

/** Takes the daily rows of these days out, and out of their months. */
async function dropDays(db: Executor, companyId: number, days: readonly string[]): Promise<void> {
  const result = await db.execute(sql`
    with rows as (
      delete from ${salesRollup}
      where ${salesRollup.company_id} = ${companyId} and ${salesRollup.kind} = any(${allKinds})
        and ${salesRollup.day} = any(${dateArray(days)})
      returning kind, ${monthOfDay}, seller_id, key, null::text as label, amount, quantity, sales
    ),
    ${intoMonths(companyId, -1)}
    ${emptied([])}`);
  await deleteEmptied(db, companyId, result);
}

/**
 * A grouping's daily rows (kind, day, seller, key, label, amount, quantity, sales) from the sales
 * of `sold`, read as the sales table, each weighed by its `sign` (1 added, -1 taken away): the
 * expressions the direct queries sum (`SalesGrouping`).
 */
function dailyRowsOf(companyId: number, grouping: SalesGrouping): SQL {
  const { lines } = grouping;
  const join = lines === null ? sql`` : sql` join ${lines} on ${lines.sale_uuid} = ${sales.uuid}`;
  // A `sale` row has no key: its seller is its key.
  const key = grouping.rollupKey === 'key' ? sql`${grouping.key}::text` : sql`''`;
  const sign = sql`${sales}.sign`;
  return sql`
    select ${companyId}::int, ${grouping.kind}::text, ${saleDay}, ${sales.seller_id}, ${key}, ${grouping.label},
           sum((${grouping.amount}) * ${sign}), sum((${grouping.quantity}) * ${sign}), sum(${sign})
    from sold ${sales}${join} group by 3, 4, 5`;
}

/**
 * Adds to the daily rows and their months every sold sale, payment line and item line of `days`
 * and the sales of `deltas` (each added or taken away as its rows are now); then deletes the rows
 * left with no sale.
 */
async function addToRollup(
  db: Executor,
  companyId: number,
  days: readonly string[],
  deltas: readonly SaleDelta[],
): Promise<void> {
  const s = sales;
  const columns = sql`${s.uuid}, ${s.seller_id}, ${s.client_uuid}, ${s.client}, ${s.total}, ${s.competence_at}, ${s.received_at}`;
  const sources: SQL[] = [];
  if (days.length > 0) {
    const sold = and(...soldSales(companyId), sql`${saleDay} = any(${dateArray(days)})`);
    sources.push(sql`select ${columns}, 1 as sign from ${s} where ${sold}`);
  }
  if (deltas.length > 0) {
    const uuids = sql`${`{${deltas.map((delta) => delta.uuid).join(',')}}`}::uuid[]`;
    const signs = sql`${`{${deltas.map((delta) => delta.sign).join(',')}}`}::int[]`;
    sources.push(
      sql`select ${columns}, delta.sign from unnest(${uuids}, ${signs}) as delta(sale, sign) join ${s} on ${s.uuid} = delta.sale`,
    );
  }
  if (sources.length === 0) return;
  const r = salesRollup;
  const result = await db.execute(sql`
    with sold as (${sql.join(sources, sql` union all `)}),
    delta as (
      ${sql.join(
        rolledUpGroupings.map((grouping) => dailyRowsOf(companyId, grouping)),
        sql` union all `,
      )}
    ),
    day_rows as (
      select * from delta as d (company_id, kind, day, seller_id, key, label, amount, quantity, sales)
    ),
    ${addRows('days', r, 'day', 'day_rows')},
    rows as (select kind, ${monthOfDay}, seller_id, key, label, amount, quantity, sales from day_rows),
    ${intoMonths(companyId, 1)}
    ${emptied(['days'])}`);
  await deleteEmptied(db, companyId, result);
}

/**
 * Above this many days to sum again a refresh lets the planner join all payment and item lines at
 * once (hashing them); at or below, it reads each sale's lines through their `sale_uuid` index,
 * which the planner, misjudging how few sales a handful of days holds, would otherwise not do.
 */
const FEW_DAYS = 31;

/** What a refresh did: the days it summed again and the sales it added or took away one by one. */
export interface RollupRefresh {
  days: number;
  sales: number;
}

const NOTHING: RollupRefresh = { days: 0, sales: 0 };

/** The refresh under way per database and company in this process. */
const refreshesInProcess = new WeakMap<Database, Map<number, Promise<RollupRefresh>>>();

/**
 * Brings the company's rollup up to `horizon` (a sync horizon: every write at or below it has
 * finished) in one transaction, so a chart reads the rollup either as it was or as it is. One
 * refresh per company at a time: in this process the others wait for it without a connection (a
 * dashboard asks nine charts at once, and waiting inside a transaction would hold nine of the
 * pool's connections), across processes an advisory lock; the next finds the work done.
 */
export async function refreshSalesRollup(
  db: Database,
  companyId: number,
  horizon: bigint,
): Promise<RollupRefresh> {
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
 * Before a company's first refresh its sales' updates record no change (the triggers of
 * migration 0044 record them only for a company with a rollup), so a company whose managers never
 * look keeps no such rows. Its state row (version 0) is committed first; a horizon taken after
 * that waits for every update whose trigger ran before it, so the first build sees them all.
 */
async function startRollup(db: Database, companyId: number, horizon: bigint): Promise<bigint> {
  await db.insert(salesRollupState).values({ company_id: companyId, version: 0n }).onConflictDoNothing();
  const after = await syncHorizon(db, companyId);
  return after > horizon ? after : horizon;
}

/** The first build sums every day with sales; later refreshes follow the sales changed since. */
async function planFor(db: Executor, companyId: number, since: bigint, horizon: bigint): Promise<RollupPlan> {
  if (since === 0n) return { days: await daysWithSales(db, companyId, horizon), deltas: [] };
  return planRollupRefresh(
    await changedSales(db, companyId, since, horizon),
    await recordedDays(db, companyId, horizon),
  );
}

async function refreshLocked(db: Database, companyId: number, asked: bigint): Promise<RollupRefresh> {
  const state = await rolledUpTo(db, companyId);
  if (state !== null && state >= asked) return NOTHING;
  const horizon = state === null ? await startRollup(db, companyId, asked) : asked;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_NAMESPACE}, ${companyId})`);
    const since = (await rolledUpTo(tx, companyId)) ?? 0n;
    if (since >= horizon) return NOTHING;
    // Derived data: a crash that loses this commit loses the state row with the rows, and the
    // next refresh does the work again, so the commit need not wait for the WAL to reach disk.
    await tx.execute(sql`set local synchronous_commit = off`);
    const { days, deltas } = await planFor(tx, companyId, since, horizon);
    if (days.length > 0 || deltas.length > 0) {
      if (days.length <= FEW_DAYS) {
        await tx.execute(sql`set local enable_hashjoin = off`);
        await tx.execute(sql`set local enable_mergejoin = off`);
      }
      if (days.length > 0) await dropDays(tx, companyId, days);
      await addToRollup(tx, companyId, days, deltas);
    }
    const upToHorizon = (table: typeof salesRollupChanges | typeof salesRollupStaleDays) =>
      and(eq(table.company_id, companyId), sql`${table.version} <= ${horizon}`);
    await tx.delete(salesRollupChanges).where(upToHorizon(salesRollupChanges));
    await tx.delete(salesRollupStaleDays).where(upToHorizon(salesRollupStaleDays));
    await tx
      .insert(salesRollupState)
      .values({ company_id: companyId, version: horizon })
      .onConflictDoUpdate({ target: salesRollupState.company_id, set: { version: horizon } });
    return { days: days.length, sales: deltas.length };
  });
}
