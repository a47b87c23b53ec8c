import type { Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * What the database driver itself hands back for a column, before Drizzle maps it (a query run
 * with `db.execute`). Drizzle asks both drivers to leave dates and timestamps as PostgreSQL's
 * text; `bigint` columns come as text from `pg` and as a number (a `bigint` past 2^53) from
 * PGlite; `numeric` (quantities, `quantityColumn`, the only custom column) as text from both;
 * integers, text, booleans and JSON come as JavaScript values.
 */
type DriverValue<C extends Column> = C['_']['columnType'] extends
  | 'PgBigInt53'
  | 'PgBigInt64'
  | 'PgCustomColumn'
  ? string | number | bigint
  : C['_']['dataType'] extends 'date'
    ? string
    : C['_']['data'];

/**
 * A row of `T` as the driver returns it. The driver keys it by column name; Rota's tables name
 * each property as its column (`company_id: integer('company_id')`), which is what this relies on.
 */
export type DriverRow<T extends PgTable> = {
  [K in keyof T['_']['columns']]: T['_']['columns'][K]['_']['notNull'] extends true
    ? DriverValue<T['_']['columns'][K]>
    : DriverValue<T['_']['columns'][K]> | null;
};

/** A money or count `bigint` column on the wire: a JSON number (Rota's amounts stay below 2^53). */
export function wireNumber(value: string | number | bigint): number {
  return typeof value === 'number' ? value : Number(value);
}

/**
 * A `timestamptz` in PostgreSQL's text form (`2026-11-23 19:27:26.102278+00`) as the wire's ISO
 * 8601 instant, exactly what `Date#toISOString` gives (milliseconds, the fraction truncated).
 * A session in UTC — the usual case — is converted by slicing the text; any other offset goes
 * through `Date`.
 */
export function wireTimestamp(text: string): string {
  if (text.length >= 22 && text.charCodeAt(10) === 32 && text.endsWith('+00')) {
    const fraction = text.charCodeAt(19) === 46 ? text.slice(20, -3) : '';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
  }
  return new Date(text).toISOString();
}
