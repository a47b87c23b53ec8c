import { and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { SALES_ROLLUP_KINDS, sales, salesRollup, salesRollupMonths } from '../../db/schema/index.ts';
import type { SaleDelta } from './rollup-plan.ts';
import { rolledUpGroupings, type SalesGrouping } from './sales-groupings.ts';
import { saleDay, soldSales } from './sales-scope.ts';

/**
 * How a refresh of the sales rollup writes its rows (docs/server.md "The sales rollup"): a day's
 * rows taken out, and sales added or taken away, into the daily rows and their months together.
 */

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
export async function dropDays(db: Executor, companyId: number, days: readonly string[]): Promise<void> {
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
export async function addToRollup(
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
