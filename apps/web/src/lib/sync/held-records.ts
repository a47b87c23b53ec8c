import { myPwaDb } from '../db/my-pwa-db.ts';
import { type HeldRecord, type HeldTable, heldRecord } from './writes/offline-writes.ts';

export { heldRecord, isHeldTable } from './writes/offline-writes.ts';

/**
 * The uuids of a table's rows that hold a device write the server has not acknowledged yet
 * (every seller's: on a shared phone the first seller's unsent work stays as it was typed).
 *
 * Such a row is the device's truth until its writes are sent: a pull must not overwrite it with
 * the server's older copy (an edit made offline would vanish from the screen until the push,
 * or for good if the entry is refused and the seller opens the record to fix it), nor delete it
 * (a removal queued would come back), and an acknowledgement of an earlier write must not put
 * the server's copy over a later edit still waiting. Once the last of its writes is
 * acknowledged, the answer replaces it, and pulls keep it fresh again.
 *
 * Reads the outbox: call it inside a transaction that includes `myPwaDb.outbox`.
 */
export async function heldUuids(table: HeldTable): Promise<Set<string>> {
  const held = new Set<string>();
  for (const entry of await myPwaDb.outbox.toArray()) {
    const record = heldRecord(entry);
    if (record?.table === table) held.add(record.uuid);
  }
  return held;
}

/**
 * Whether another write of `record` still waits in the outbox. Every write of a record is queued
 * under the same outbox `uuid` — the record's own, or for a delivery address its client's (so a
 * client's writes and its addresses' keep one order) — so this reads only the entries queued
 * under `queuedUnder`, through the outbox's `uuid` index, instead of every body in the outbox:
 * a push acknowledges each entry with this check, and 500 full reads made a 500-entry push
 * quadratic. Call it inside a transaction that includes `myPwaDb.outbox`.
 */
export async function isRecordHeld(record: HeldRecord, queuedUnder: string): Promise<boolean> {
  const queued = myPwaDb.outbox.where('uuid').equals(queuedUnder);
  // Mostly none is left once the acknowledged entry is deleted: ask for keys before bodies.
  if ((await queued.primaryKeys()).length === 0) return false;
  const entries = await queued.toArray();
  return entries.some((entry) => {
    const other = heldRecord(entry);
    return other?.table === record.table && other.uuid === record.uuid;
  });
}
