import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { sales, salesRollupChanges, salesRollupStaleDays } from '../../db/schema/index.ts';
import type { ChangedSale } from './rollup-plan.ts';
import { saleDay, soldSales } from './sales-scope.ts';

/**
 * What a refresh of the sales rollup reads to know what to do (docs/server.md "The sales
 * rollup"), all in the refresh's one snapshot: the days a first build sums, and the sales whose
 * changes are recorded.
 */

/** The days of the company's sold sales: what a first build sums. */
export async function daysWithSales(db: Executor, companyId: number): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct ${saleDay}::text as day from ${sales} where ${sql.join(soldSales(companyId), sql` and `)}
  `)) as unknown as { rows: { day: string }[] };
  return result.rows.map((row) => row.day);
}

/** Days recorded by migration 0021's trigger before migration 0044 replaced it. */
export async function recordedDays(db: Executor, companyId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: salesRollupStaleDays.day })
    .from(salesRollupStaleDays)
    .where(eq(salesRollupStaleDays.company_id, companyId));
  return rows.map((row) => row.day);
}

/**
 * Every sale with a recorded change (migration 0044): where it counts now, where it counted when
 * the rollup last followed it (its first change says: the day it counted in before it, none for a
 * new sale), and whether its figures changed since.
 */
export async function changedSales(db: Executor, companyId: number): Promise<ChangedSale[]> {
  const c = salesRollupChanges;
  const result = (await db.execute(sql`
    with changed as (
      select ${c.sale_uuid} as uuid,
             (array_agg(${c.old_day} order by ${c.version}))[1]::text as old_day,
             bool_or(${c.figures}) as figures
      from ${c} where ${c.company_id} = ${companyId} group by 1
    )
    select changed.uuid, changed.old_day, changed.figures,
           case when ${sql.join(soldSales(companyId), sql` and `)} then ${saleDay}::text end as day
    from changed join ${sales} on ${sales.uuid} = changed.uuid
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
