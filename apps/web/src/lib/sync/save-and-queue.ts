import type { Table } from 'dexie';
import { myPwaDb, type OutboxRow } from '../db/my-pwa-db.ts';
import { toStorageError } from '../db/storage-error.ts';
import { outboxRow } from './outbox.ts';
import { currentOwner } from './pull-context.ts';
import type { OutboxCallName, OutboxWrite } from './writes/offline-writes.ts';

// Apart from outbox.ts, which the entry chunk holds (the login counts unsent entries): only the
// screens that save records load these (the login route does not write).

/**
 * Saves a record on the device and queues its write for the server in ONE transaction
 * (DESIGN.md "Offline writes"): either both are kept or neither, so a crash never leaves a
 * saved sale that will not be sent, nor a queued write of a record the device does not show.
 * The push loop does the rest; call `requestPush()` after it to send at once when online.
 */
export async function saveAndQueue<N extends OutboxCallName, R>(
  table: Table<R>,
  record: R,
  write: OutboxWrite<N>,
  now = new Date(),
): Promise<number> {
  const owner = currentOwner();
  try {
    return await myPwaDb.transaction('rw', table, myPwaDb.outbox, async () => {
      await table.put(record);
      return await myPwaDb.outbox.add(outboxRow(write, owner, now));
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/**
 * `saveAndQueue` for a write that changes several records of a table at once (a bakery stamp marks
 * every line of a product card or of a client): all of them and the entry in one transaction.
 */
export async function saveAllAndQueue<N extends OutboxCallName, R>(
  table: Table<R>,
  records: readonly R[],
  write: OutboxWrite<N>,
  now = new Date(),
): Promise<number> {
  const owner = currentOwner();
  try {
    return await myPwaDb.transaction('rw', table, myPwaDb.outbox, async () => {
      await table.bulkPut(records);
      return await myPwaDb.outbox.add(outboxRow(write, owner, now));
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/**
 * `saveAndQueue` for a write that carries the whole record (a client, a delivery address), so a
 * newer one makes the record's unsent ones useless. The entries `folds` picks among the record's
 * (`write.uuid`), except one being sent, become ONE: the first of them takes the new body and goes
 * back in line AT ITS PLACE (pending, its refusal and field errors cleared), the others are deleted;
 * without such an entry the write is appended. All of it, with the record, in one transaction.
 *
 * Its place matters: a client created offline and refused keeps its "create" ahead of the visits
 * and addresses queued after it, so fixing and saving the client sends it first again, and they
 * follow. The call of the entry kept stays (a refused `clients.create` fixed on the form is still
 * a create); its params stay too. Answers the id of the entry that carries the write.
 */
export async function saveAndFold<N extends OutboxCallName, R>(
  table: Table<R>,
  record: R,
  write: OutboxWrite<N>,
  folds: (entry: OutboxRow) => boolean,
  now = new Date(),
): Promise<number> {
  const owner = currentOwner();
  try {
    return await myPwaDb.transaction('rw', table, myPwaDb.outbox, async () => {
      await table.put(record);
      const unsent = (await myPwaDb.outbox.where('uuid').equals(write.uuid).sortBy('id')).filter(
        (entry) => entry.owner === owner && entry.status !== 'sending' && folds(entry),
      );
      const [kept, ...superseded] = unsent;
      if (!kept) return await myPwaDb.outbox.add(outboxRow(write, owner, now));
      await myPwaDb.outbox.bulkDelete(superseded.map((entry) => entry.id));
      await myPwaDb.outbox.update(kept.id, {
        body: write.body,
        status: 'pending',
        last_error: null,
        errors: null,
        attempts: 0,
        next_attempt_at: null,
      });
      return kept.id;
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/**
 * Deletes a record the server never received together with its unsent entries (`drops` picks
 * them among `uuid`'s): nothing is sent. Answers false, changing nothing, when one of them is
 * being sent right now (the server may get it: the caller queues a removal instead).
 */
export async function deleteUnsent<R>(
  table: Table<R>,
  key: string,
  uuid: string,
  drops: (entry: OutboxRow) => boolean,
): Promise<boolean> {
  try {
    return await myPwaDb.transaction('rw', table, myPwaDb.outbox, async () => {
      const entries = (await myPwaDb.outbox.where('uuid').equals(uuid).toArray()).filter(drops);
      if (entries.some((entry) => entry.status === 'sending')) return false;
      await myPwaDb.outbox.bulkDelete(entries.map((entry) => entry.id));
      await table.delete(key);
      return true;
    });
  } catch (error) {
    throw toStorageError(error);
  }
}
