import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  integer,
  type PgColumn,
  pgSequence,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The sync cursor's source (DESIGN.md "Sync"): every insert or update of a synced row takes the
 * next value (trigger `rota_bump_version`, migrations 0001 and 0013). Writes to synced tables
 * register as writers of their company first (`db/company-write.ts`), and a pull reads no
 * version above what every writer in flight has finished (`sync/sync-horizon.ts`), so a pull
 * never skips a row that commits late.
 */
export const rowVersion = pgSequence('row_version', { startWith: 1 });

/** Columns every synced table carries: the version, the server's change time, the tombstone. */
export const syncColumns = () => ({
  version: bigint('version', { mode: 'bigint' }).notNull().default(sql`nextval('row_version')`),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

export const companyIdColumn = () => integer('company_id').notNull();
export const inativeColumn = () => smallint('inative').notNull().default(0);
/** Money in centavos / unit prices in ten-thousandths: integers, never floats. */
export const moneyColumn = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
/**
 * A quantity in units of its product, up to 3 decimals (2.5 kg; docs/domain.md "Quantities"):
 * `numeric(12, 3)` (`numeric(14, 3)` for sums of many). PostgreSQL sends numeric as text; it is
 * read with {@link quantityFromDb}, exact for every value the column holds (at most 3 decimals,
 * below 10^12, well inside a double's 15 significant digits). Written as its decimal text.
 */
export const quantityColumn = customType<{
  data: number;
  driverData: string | number;
  config: { precision?: 12 | 14 };
}>({
  dataType: (config) => `numeric(${config?.precision ?? 12}, 3)`,
  fromDriver: (value) => quantityFromDb(value),
  toDriver: (value) => value.toFixed(3),
});

/**
 * A quantity as the database answers it (numeric comes as text, or as a number inside json) to
 * the number the domain and the wire use: `'2.500'` → 2.5. Throws on anything else rather than
 * let a NaN into a total.
 */
export function quantityFromDb(value: string | number | bigint): number {
  const quantity = Number(value);
  if (!Number.isFinite(quantity)) throw new TypeError(`quantityFromDb: not a quantity: ${String(value)}`);
  return quantity;
}

export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A text column holding one of the domain's values (a status, a weekday…): typed as the union in
 * TypeScript, so rows read back need no cast. Pair it with {@link oneOf} in the table's checks.
 */
export const enumColumn = <const V extends readonly [string, ...string[]]>(name: string, values: V) =>
  text(name, { enum: values as unknown as [V[number], ...V[number][]] });

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A CHECK constraint holding a column to the domain's list of values, built from the same
 * constant the zod schema uses, so PostgreSQL refuses what the contract would. NULL passes (a
 * nullable column's NOT NULL is its own matter).
 */
export const oneOf = (name: string, column: PgColumn, values: readonly string[]) =>
  check(name, sql`${column} IN (${sql.raw(values.map(quoted).join(', '))})`);

/**
 * Bytes (`bytea`): a visit's photo. node-postgres reads a Buffer, PGlite a Uint8Array; both come
 * out as a Buffer.
 */
export const bytesColumn = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});
