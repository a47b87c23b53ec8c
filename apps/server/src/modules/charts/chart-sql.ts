import type { DateRange } from '@rota/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { quantityFromDb } from '../../db/schema/index.ts';

/**
 * SQL pieces the charts' repositories share. Every sum is cast back to `bigint` (PostgreSQL sums
 * a bigint into a numeric) and read as a number: centavos fit a double exactly far beyond any
 * company's turnover.
 */
export const sumOf = (expression: SQL | PgColumn) =>
  sql<number>`coalesce(sum(${expression}), 0)::bigint`.mapWith(Number);

/**
 * A sum of quantities (numeric, up to 3 decimals: 2,5 kg): kept numeric in SQL, so it stays
 * exact, and read once as a number (`quantityFromDb`).
 */
export const quantitySumOf = (expression: SQL | PgColumn) =>
  sql<number>`coalesce(sum(${expression}), 0)`.mapWith(quantityFromDb);

export const countAll = () => sql<number>`count(*)::int`.mapWith(Number);

/** A `date` column (or expression) within a range of days, both ends included. */
export const dayWithin = (day: SQL | PgColumn, range: DateRange) =>
  sql`${day} between ${range.from}::date and ${range.to}::date`;

/** The month (1–12) of a `date` column, as an integer. */
export const monthOf = (day: SQL | PgColumn) => sql<number>`extract(month from ${day})::int`.mapWith(Number);

/** A `date` column within a calendar year. */
export const dayInYear = (day: SQL | PgColumn, year: number) =>
  dayWithin(day, { from: `${year}-01-01`, to: `${year}-12-31` });

/**
 * A timestamp within the São Paulo days of a range: from the first day's midnight there to the
 * midnight after the last, so an index on the timestamp serves it.
 */
export const instantWithin = (instant: SQL | PgColumn, range: DateRange) =>
  sql`${instant} >= (${range.from}::date::timestamp at time zone 'America/Sao_Paulo') and ${instant} < ((${range.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

/** The rows of a raw query (`db.execute`), as the query's columns say. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
