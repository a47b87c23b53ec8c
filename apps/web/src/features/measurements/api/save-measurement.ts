import type { Measurement } from '@rota/domain';
import { type MeasurementRow, myPwaDb, type OutboxRow } from '#lib/db/my-pwa-db.ts';
import { requestPush, saveAndFold } from '#lib/sync/index.ts';

const CALL = 'measurements.create' as const;

/** An outbox entry that writes a measurement. */
export const isMeasurementWrite = (entry: OutboxRow) => entry.call === CALL;

/**
 * Saves a measurement on the device and queues it in one transaction (DESIGN.md "Offline
 * writes"): the list shows it at once, "não enviada" until the server acknowledges it. Each write
 * carries the whole measurement under its uuid, so an unsent earlier write of the same one takes
 * the new body in its place (`saveAndFold`) and the server gets it once, as corrected; a refused
 * one goes back in line. Answers the id of the outbox entry.
 */
export async function saveMeasurement(measurement: Measurement): Promise<number> {
  const row: MeasurementRow = measurement;
  const id = await saveAndFold(
    myPwaDb.measurements,
    row,
    { call: CALL, uuid: measurement.uuid, body: measurement },
    isMeasurementWrite,
  );
  requestPush();
  return id;
}
