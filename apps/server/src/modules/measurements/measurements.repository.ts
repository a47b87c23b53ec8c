import type { Driver, Measurement } from '@rota/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { drivers, measurements, sellers, volumes } from '../../db/schema/index.ts';
import type { DriverRow } from '../../sync/driver-row.ts';
import { pullPage, syncMeta } from '../../sync/pull-page.ts';

export type MeasurementRow = typeof measurements.$inferSelect;
type MeasurementColumns = typeof measurements.$inferInsert;

/** A measurement as the server answers it: the entity with its sync stamps. */
export type SyncedMeasurement = Measurement & ReturnType<typeof syncMeta>;

const flag = (value: number): 0 | 1 => (value === 0 ? 0 : 1);

export function toDriver(
  row: Omit<DriverRow<typeof drivers>, 'version' | 'updated_at' | 'deleted_at'>,
): Driver {
  return {
    id: row.id,
    company_id: row.company_id,
    code_erp: row.code_erp,
    name: row.name,
    inative: flag(row.inative),
  };
}

export function toMeasurement(row: MeasurementRow): Measurement {
  return {
    uuid: row.uuid,
    company_id: row.company_id,
    seller_id: row.seller_id,
    date: row.date,
    driver_id: row.driver_id,
    plate: row.plate,
    material: row.material,
    volume_id: row.volume_id,
    quantity: row.quantity,
    notes: row.notes,
  };
}

export function toSyncedMeasurement(row: MeasurementRow): SyncedMeasurement {
  return { ...toMeasurement(row), ...syncMeta(row) };
}

/** The measurement stored under a uuid, whichever company's (the caller checks the tenant). */
export async function findMeasurement(tx: Executor, uuid: string): Promise<MeasurementRow | null> {
  const [row] = await tx.select().from(measurements).where(eq(measurements.uuid, uuid)).limit(1);
  return row ?? null;
}

/** The company's driver and volume a measurement names (null when the company has no such one). */
export async function loadMeasurementReferences(
  tx: Executor,
  companyId: number,
  ids: { driverId: number; volumeId: number },
) {
  const [driver] = await tx
    .select({ id: drivers.id, inative: drivers.inative })
    .from(drivers)
    .where(and(eq(drivers.company_id, companyId), eq(drivers.id, ids.driverId)))
    .limit(1);
  const [volume] = await tx
    .select({ id: volumes.id, inative: volumes.inative, field: volumes.field })
    .from(volumes)
    .where(and(eq(volumes.company_id, companyId), eq(volumes.id, ids.volumeId)))
    .limit(1);
  return {
    driver: driver ? { id: driver.id, inative: flag(driver.inative) } : null,
    volume: volume ? { id: volume.id, inative: flag(volume.inative), field: volume.field } : null,
  };
}

/** Inserts a new measurement or rewrites a stored one (its company, seller and arrival stay). */
export async function saveMeasurement(
  tx: Transaction,
  values: MeasurementColumns,
  existing: boolean,
): Promise<MeasurementRow> {
  const { uuid, company_id: _company, seller_id: _seller, received_at: _received, ...changes } = values;
  const [row] = existing
    ? await tx.update(measurements).set(changes).where(eq(measurements.uuid, uuid)).returning()
    : await tx.insert(measurements).values(values).returning();
  if (!row) throw new Error(`medição ${uuid} não gravada`);
  return row;
}

/** One page of a seller's measurements by cursor (`measurements/all`). */
export function pullSellerMeasurements(
  db: Executor,
  companyId: number,
  sellerId: number,
  query: { since?: string | undefined; limit?: number | undefined },
) {
  return pullPage(db, measurements, {
    companyId,
    where: [eq(measurements.company_id, companyId), eq(measurements.seller_id, sellerId)],
    since: query.since,
    limit: query.limit,
  });
}

/**
 * One page of every measurement of the company by cursor, for the ERP, with the ERP's keys of
 * what the page's rows name: drivers' and sellers' `code_erp`, volumes' `field`.
 */
export async function pullCompanyMeasurements(
  db: Executor,
  companyId: number,
  query: { since?: string | undefined; limit?: number | undefined },
) {
  const page = await pullPage(db, measurements, {
    companyId,
    where: [eq(measurements.company_id, companyId)],
    since: query.since,
    limit: query.limit,
  });
  const ids = (pick: (row: MeasurementRow) => number) => [...new Set(page.rows.map(pick))];
  const names = async (
    table: typeof drivers | typeof sellers | typeof volumes,
    key: typeof drivers.code_erp | typeof sellers.code_erp | typeof volumes.field,
    wanted: number[],
  ) =>
    wanted.length === 0
      ? new Map<number, string | null>()
      : new Map(
          (await db.select({ id: table.id, key }).from(table).where(inArray(table.id, wanted))).map((row) => [
            row.id,
            row.key,
          ]),
        );
  return {
    page,
    driverCodes: await names(
      drivers,
      drivers.code_erp,
      ids((row) => row.driver_id),
    ),
    sellerCodes: await names(
      sellers,
      sellers.code_erp,
      ids((row) => row.seller_id),
    ),
    volumeFields: await names(
      volumes,
      volumes.field,
      ids((row) => row.volume_id),
    ),
  };
}
