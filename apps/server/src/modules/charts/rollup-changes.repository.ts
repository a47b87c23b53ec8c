import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { sales, salesRollupChanges, salesRollupStaleDays } from '../../db/schema/index.ts';
import type { ChangedSale } from './rollup-plan.ts';
import { saleDay, soldSales } from './sales-scope.ts';

/**
 * What a refresh of the sales rollup reads to know what to do (docs/server.md "The sales
 * rollup"): the days a first build sums, and the sales changed since the rollup's version.
 */

/** The days of the company's sold sales written up to `horizon`: what a first build sums. */
export async function daysWithSales(db: Executor, companyId: number, horizon: bigint): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct ${saleDay}::text as day from ${sales}
    where ${sales.version} <= ${horizon} and ${and(...soldSales(companyId))}
  `)) as unknown as { rows: { day: string }[] };
  return result.rows.map((row) => row.day);
}

/** Days recorded by migration 0021's trigger before migration 0044 replaced it. */
export async function recordedDays(db: Executor, companyId: number, horizon: bigint): Promise<string[]> {
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
export async function changedSales(
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
