import { myPwaDb, type OutboxRow } from '../db/my-pwa-db.ts';
import { toStorageError } from '../db/storage-error.ts';

/** Writes not yet acknowledged by the server (pending, sending or failed). */
export async function pendingOutboxCount(): Promise<number> {
  return myPwaDb.outbox.count();
}

/** Queues a write made on the device; `uuid` is the record's uuid (the idempotency key). */
export async function addToOutbox(
  entry: Pick<OutboxRow, 'uuid' | 'call' | 'body'> & Partial<Pick<OutboxRow, 'params'>>,
): Promise<number> {
  try {
    const id = await myPwaDb.outbox.add({
      ...entry,
      status: 'pending',
      created_at: new Date().toISOString(),
      last_error: null,
    });
    return id as number;
  } catch (error) {
    throw toStorageError(error);
  }
}
