import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { quantityFromDb, sales } from '../../db/schema/index.ts';
import { rowsOf } from './chart-sql.ts';
import { clientGrouping, type SalesGrouping, sellerGrouping } from './sales-groupings.ts';
import { rolledUpGroups, rollupServes } from './sales-rollup.repository.ts';
import { type Ranked, type SalesScope, soldSalesWhere } from './sales-scope.ts';

export type { Ranked, SalesFilters, SalesScope } from './sales-scope.ts';

/*
 * The sales charts' numbers, per grouping (sales-groupings.ts). A scope the rollup serves (no
 * client, no form of payment asked) is read from it — the caller brought it up to date
 * (`refreshSalesRollup`) —, any other from the sales, payment and item lines themselves; both
 * sum the same rows the same way (docs/server.md "Manager charts").
 */

/** The grouping's groups from the sales and their lines, columns as `rolledUpGroups`'. */
function rawGroups(scope: SalesScope, grouping: SalesGrouping): SQL {
  const { lines } = grouping;
  const join = lines === null ? sql`` : sql` join ${lines} on ${lines.sale_uuid} = ${sales.uuid}`;
  return sql`
    select ${grouping.key} as key, ${grouping.label} as label, sum(${grouping.amount})::bigint as amount,
           sum(${grouping.quantity}) as quantity, count(*) as sales
    from ${sales}${join} where ${soldSalesWhere(scope)}
    group by 1`;
}

/** The grouping's groups in scope (key, label, amount, quantity, sales), from whichever table serves it. */
function groupsOf(scope: SalesScope, grouping: SalesGrouping): SQL {
  return rollupServes(scope) ? rolledUpGroups(scope, grouping) : rawGroups(scope, grouping);
}

interface GroupRow {
  key: string;
  label: string | null;
  amount: string | number;
  quantity: string | number;
}

/**
 * The grouping's groups in scope, the largest first (by amount or quantity, then label), only
 * the first `top` when given. Amounts are bigint centavos; quantities numeric, exact to the
 * thousandth (2,5 kg), read once.
 */
export async function rankedSales(
  db: Executor,
  scope: SalesScope,
  grouping: SalesGrouping,
  { by = 'amount', top }: { by?: 'amount' | 'quantity'; top?: number } = {},
): Promise<Ranked[]> {
  const label = grouping.shown?.label ?? sql`per.label`;
  const rows = await rowsOf<GroupRow>(
    db,
    sql`select per.key::text as key, ${label} as label, per.amount, per.quantity
        from (${groupsOf(scope, grouping)}) per ${grouping.shown?.join ?? sql``}
        order by per.${sql.raw(by)} desc, ${label}${top === undefined ? sql`` : sql` limit ${top}`}`,
  );
  return rows.map((row) => ({
    key: row.key,
    label: row.label ?? '',
    value: by === 'quantity' ? quantityFromDb(row.quantity) : Number(row.amount),
  }));
}

/** How many groups the scope has, the ones keyed '' apart, and their amounts and rows summed. */
export async function salesSummary(db: Executor, scope: SalesScope, grouping: SalesGrouping) {
  const [row] = await rowsOf<{ groups: string; keyed: string; amount: string | null; rows: string | null }>(
    db,
    sql`select count(*) as groups, count(*) filter (where key::text <> '') as keyed,
               sum(amount) as amount, sum(sales) as rows
        from (${groupsOf(scope, grouping)}) per`,
  );
  return {
    groups: Number(row?.groups ?? 0),
    keyed: Number(row?.keyed ?? 0),
    amount: Number(row?.amount ?? 0),
    rows: Number(row?.rows ?? 0),
  };
}

/** Total and count of the sold sales in scope. */
export async function salesTotals(db: Executor, scope: SalesScope) {
  const { amount, rows } = await salesSummary(db, scope, sellerGrouping);
  return { total: amount, count: rows };
}

/** How many distinct clients bought in scope (positivação's numerator): the sales without one apart. */
export async function buyingClients(db: Executor, scope: SalesScope): Promise<number> {
  return (await salesSummary(db, scope, clientGrouping)).keyed;
}
