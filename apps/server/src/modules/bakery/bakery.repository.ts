import type { BakeryDriver, BakeryItem } from '@rota/domain';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { bakeryDeliveryChanges, bakeryItems, bakeryStamps, drivers } from '../../db/schema/index.ts';

export type BakeryItemRow = typeof bakeryItems.$inferSelect;
export type NewBakeryItem = typeof bakeryItems.$inferInsert;
export type BakeryStampRow = typeof bakeryStamps.$inferInsert;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** A stored line as the wire's `BakeryItem` (the sale item key stays on the server). */
export function toBakeryItem(row: BakeryItemRow): BakeryItem {
  const { sale_item_uuid: _key, production_at, separation_at, delivery_at, ...rest } = row;
  return {
    ...rest,
    production_at: iso(production_at),
    separation_at: iso(separation_at),
    delivery_at: iso(delivery_at),
  };
}

/** How a day's reads are sorted: the production board's order, or the drivers' routes. */
export type BakeryOrder = 'production' | 'delivery';

const orderings = {
  production: [asc(bakeryItems.category), asc(bakeryItems.description), asc(bakeryItems.client_name)],
  delivery: [
    sql`${bakeryItems.driver_name} asc nulls last`,
    sql`${bakeryItems.delivery_order} asc nulls last`,
    asc(bakeryItems.client_name),
  ],
} as const;

/** The company's lines to deliver on `day`, optionally of one driver (by name). */
export function findDayLines(
  db: Executor,
  companyId: number,
  day: string,
  options: { order: BakeryOrder; driver?: string | undefined },
): Promise<BakeryItemRow[]> {
  return db
    .select()
    .from(bakeryItems)
    .where(
      and(
        eq(bakeryItems.company_id, companyId),
        eq(bakeryItems.delivery_date, day),
        ...(options.driver !== undefined ? [eq(bakeryItems.driver_name, options.driver)] : []),
      ),
    )
    .orderBy(...orderings[options.order], asc(bakeryItems.id));
}

/** The company's active drivers, by name. */
export function findActiveDrivers(db: Executor, companyId: number): Promise<BakeryDriver[]> {
  return db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(and(eq(drivers.company_id, companyId), eq(drivers.inative, 0), sql`${drivers.deleted_at} is null`))
    .orderBy(asc(drivers.name), asc(drivers.id));
}

/**
 * The company's lines with these ids, locked until the transaction ends (`FOR UPDATE`), taken in
 * id order so two stamps over overlapping lines queue instead of deadlocking.
 */
export function lockLines(
  tx: Transaction,
  companyId: number,
  ids: readonly number[],
): Promise<BakeryItemRow[]> {
  return tx
    .select()
    .from(bakeryItems)
    .where(and(eq(bakeryItems.company_id, companyId), inArray(bakeryItems.id, [...ids])))
    .orderBy(asc(bakeryItems.id))
    .for('update');
}

/** The company's lines with these ids, in id order. */
export function findLines(db: Executor, companyId: number, ids: readonly number[]): Promise<BakeryItemRow[]> {
  return db
    .select()
    .from(bakeryItems)
    .where(and(eq(bakeryItems.company_id, companyId), inArray(bakeryItems.id, [...ids])))
    .orderBy(asc(bakeryItems.id));
}

/**
 * True when a stamp with this uuid was already applied in the company (at any stage). Since issue
 * 23 a stamp's replay is told by its `idempotency_keys` row; this answers for the stamps taken
 * before, which have none.
 */
export async function stampRecorded(tx: Executor, companyId: number, uuid: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: bakeryStamps.id })
    .from(bakeryStamps)
    .where(and(eq(bakeryStamps.company_id, companyId), eq(bakeryStamps.uuid, uuid)))
    .limit(1);
  return row !== undefined;
}

/** The stage's fields of a line after a stamp. */
export type StageChange = Partial<
  Pick<
    BakeryItemRow,
    | 'produced'
    | 'production_at'
    | 'production_by'
    | 'separated'
    | 'separation_at'
    | 'separation_by'
    | 'delivered'
    | 'delivery_at'
    | 'delivery_by'
    | 'received_by'
    | 'short_reason'
    | 'short_note'
  >
>;

export async function updateLine(
  tx: Transaction,
  companyId: number,
  id: number,
  change: StageChange,
): Promise<BakeryItemRow> {
  const [row] = await tx
    .update(bakeryItems)
    .set(change)
    .where(and(eq(bakeryItems.company_id, companyId), eq(bakeryItems.id, id)))
    .returning();
  if (!row) throw new Error(`linha da padaria ${id} sumiu durante o carimbo`);
  return row;
}

export async function insertStamps(tx: Transaction, rows: BakeryStampRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(bakeryStamps).values(rows);
}

/**
 * Bumps the ERP's delivery cursor for these lines (`bakery_delivery_changes`): the row is
 * inserted the first time and rewritten after, which takes a new version (`rota_bump_version`).
 * Runs inside `companyWrite`.
 */
export async function markDeliveriesChanged(tx: Transaction, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx
    .insert(bakeryDeliveryChanges)
    .values(ids.map((item_id) => ({ item_id, company_id: companyId })))
    .onConflictDoUpdate({ target: bakeryDeliveryChanges.item_id, set: { deleted_at: null } });
}

/**
 * The company's lines whose delivery changed after `since` (a `bakery_delivery_changes` version)
 * up to `horizon`, in version order, with the row of the change; at most `limit`.
 */
export function findChangedDeliveries(
  db: Executor,
  companyId: number,
  options: { since: string | undefined; horizon: bigint; limit: number },
) {
  const version = bakeryDeliveryChanges.version;
  return db
    .select({ change: bakeryDeliveryChanges, line: bakeryItems })
    .from(bakeryDeliveryChanges)
    .innerJoin(bakeryItems, eq(bakeryItems.id, bakeryDeliveryChanges.item_id))
    .where(
      and(
        eq(bakeryDeliveryChanges.company_id, companyId),
        eq(bakeryItems.company_id, companyId),
        lte(version, options.horizon),
        ...(options.since === undefined ? [] : [gt(version, BigInt(options.since))]),
      ),
    )
    .orderBy(asc(version))
    .limit(options.limit);
}

/** The log of a company's stamps of one line, oldest first (tests and audits). */
export function findStampsOfLine(db: Executor, companyId: number, itemId: number) {
  return db
    .select()
    .from(bakeryStamps)
    .where(and(eq(bakeryStamps.company_id, companyId), eq(bakeryStamps.item_id, itemId)))
    .orderBy(asc(bakeryStamps.id));
}
