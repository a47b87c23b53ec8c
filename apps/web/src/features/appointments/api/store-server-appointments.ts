import type { AppointmentRow } from '#lib/db/my-pwa-db.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { toStorageError } from '#lib/db/storage-error.ts';

/**
 * Stores appointments as the server answered them. One the tablet still has a write of waiting in
 * the outbox keeps the tablet's record: it is newer than the server's (the push replaces it once
 * its last write is acknowledged). Call inside a transaction over `appointments` and `outbox`.
 */
export async function putServerAppointments(rows: readonly AppointmentRow[]): Promise<void> {
  if (rows.length === 0) return;
  const waiting = new Set(
    (
      await myPwaDb.outbox
        .where('uuid')
        .anyOf(rows.map((row) => row.uuid))
        .toArray()
    ).map((entry) => entry.uuid),
  );
  await myPwaDb.appointments.bulkPut(rows.filter((row) => !waiting.has(row.uuid)));
}

/** {@link putServerAppointments} in its own transaction. */
export async function storeServerAppointments(rows: readonly AppointmentRow[]): Promise<void> {
  try {
    await myPwaDb.transaction('rw', myPwaDb.appointments, myPwaDb.outbox, () => putServerAppointments(rows));
  } catch (error) {
    throw toStorageError(error);
  }
}
