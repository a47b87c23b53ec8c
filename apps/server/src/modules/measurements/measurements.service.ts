import { api, type erpMeasurementSchema } from '@rota/contract';
import { type Measurement, measurementRefusal } from '@rota/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import type { Executor } from '../../db/database.ts';
import { drivers } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { idempotentWrite } from '../../sync/idempotent-write.ts';
import { syncEnvelope } from '../../sync/pull-page.ts';
import { pullCompanyTable, type SyncQuery } from '../catalogue/index.ts';
import {
  findMeasurement,
  loadMeasurementReferences,
  pullCompanyMeasurements,
  pullSellerMeasurements,
  type SyncedMeasurement,
  saveMeasurement,
  toDriver,
  toSyncedMeasurement,
} from './measurements.repository.ts';

/** `GET drivers/all`: the company's drivers, paged by cursor (retired ones too). */
export function pullDrivers(db: Executor, companyId: number, query: SyncQuery) {
  return pullCompanyTable(db, drivers, toDriver, companyId, query);
}

/** `GET measurements/all`: the session seller's own measurements, paged by cursor. */
export async function pullMeasurements(db: Executor, auth: SessionAuth, query: SyncQuery) {
  return syncEnvelope(
    await pullSellerMeasurements(db, auth.companyId, auth.seller.id, query),
    toSyncedMeasurement,
  );
}

/**
 * `POST measurements` (docs/measurements.md): one measurement, idempotent by its uuid. The first
 * write of a uuid records it; a later write with another body rewrites it (a measurement stays
 * its author's to correct); a replay of the same body answers the first answer. The company and
 * the seller are the session's, never the body's; a uuid stored for another company or seller
 * is a 404. Every write runs the domain's `measurementRefusal` — the rule the device ran before
 * queueing — with what the company holds (422 by field) and the server's clock.
 *
 * The rule reads one record and the catalogue, so the write does not wait for the company's
 * mutex (`concurrent`), only for other writes of the same uuid (`record`): two resends of one
 * measurement are served one after the other and the second reads the first's answer.
 */
export async function writeMeasurement(
  deps: AppDeps,
  auth: SessionAuth,
  body: Measurement,
  now: Date,
): Promise<{ data: SyncedMeasurement }> {
  const measurement: Measurement = { ...body, company_id: auth.companyId, seller_id: auth.seller.id };
  return companyWrite(
    deps.db,
    auth.companyId,
    async (tx) => {
      const stored = await findMeasurement(tx, measurement.uuid);
      if (stored && (stored.company_id !== auth.companyId || stored.seller_id !== auth.seller.id))
        throw notFound();
      const key = {
        companyId: auth.companyId,
        callName: api.measurements.create.name,
        key: measurement.uuid,
        body,
      };
      const { result } = await idempotentWrite(tx, key, async () => {
        const references = await loadMeasurementReferences(tx, auth.companyId, {
          driverId: measurement.driver_id,
          volumeId: measurement.volume_id,
        });
        const refusal = measurementRefusal(measurement, { ...references, stored, now });
        if (refusal) throw unprocessable(refusal.errors);
        const row = await saveMeasurement(tx, { ...measurement }, stored !== null);
        return { data: toSyncedMeasurement(row) };
      });
      return result;
    },
    { concurrent: true, record: measurement.uuid },
  );
}

/**
 * `GET /integration/v1/measurements/changed`: every measurement of the company, new, rewritten or
 * deleted since the cursor, in the order they changed, with the ERP's keys of its driver, seller
 * and volume. A measurement may change after the ERP read it (its author corrects it): it comes
 * again, under its uuid, with the new values.
 */
export async function listChangedMeasurements({ db }: AppDeps, companyId: number, query: SyncQuery) {
  const { page, driverCodes, sellerCodes, volumeFields } = await pullCompanyMeasurements(
    db,
    companyId,
    query,
  );
  return syncEnvelope(
    page,
    (row) =>
      ({
        ...toSyncedMeasurement(row),
        driver_code_erp: driverCodes.get(row.driver_id) ?? '',
        seller_code_erp: sellerCodes.get(row.seller_id) ?? '',
        volume_field: volumeFields.get(row.volume_id) ?? '',
      }) satisfies z.output<typeof erpMeasurementSchema> & { updated_at: string; deleted_at: string | null },
  );
}
