import { type SQL, sql } from 'drizzle-orm';
import { type SalesRollupKind, salesRollup, salesRollupMonths } from '../../db/schema/index.ts';
import { rollupSlices } from './rollup-slices.ts';
import type { SalesGrouping } from './sales-groupings.ts';
import type { SalesScope } from './sales-scope.ts';

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
export function periodRows({ companyId, range, filters }: SalesScope, kind: SalesRollupKind): SQL {
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

/**
 * The grouping's groups over the scope, from the rollup: its kind's rows of the period summed
 * per key (per seller for `sale`), a key with no sale left out; per day, the daily rows alone (a
 * day chart reads at most 731 days × sellers). Columns: key, label, amount, quantity, sales.
 */
export function rolledUpGroups(scope: SalesScope, { kind, rollupKey }: SalesGrouping): SQL {
  const rows = rollupKey === 'day' ? dailyRows(scope, kind) : periodRows(scope, kind);
  return sql`
    select ${sql.raw(rollupKey)} as key, max(label) as label, sum(amount)::bigint as amount,
           sum(quantity) as quantity, sum(sales)::bigint as sales
    from (${rows}) rows
    group by ${sql.raw(rollupKey)} having sum(sales) > 0`;
}

/** The daily rows of a kind over the whole period, with their day. */
function dailyRows({ companyId, range, filters }: SalesScope, kind: SalesRollupKind): SQL {
  const d = salesRollup;
  return sql`
    select ${d.day} as day, ${d.label} as label, ${d.amount} as amount, ${d.quantity} as quantity, ${d.sales} as sales
    from ${d} where ${d.company_id} = ${companyId} and ${d.kind} = ${kind}
      and ${d.day} between ${range.from}::date and ${range.to}::date
      ${filters.sellerId === undefined ? sql`` : sql`and ${d.seller_id} = ${filters.sellerId}`}`;
}
