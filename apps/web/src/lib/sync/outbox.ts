import { myPwaDb, type NewOutboxRow, type OutboxRow } from '../db/my-pwa-db.ts';
import { toStorageError } from '../db/storage-error.ts';
import { currentOwner } from './pull-context.ts';
import type { OutboxCallName, OutboxWrite } from './writes/offline-writes.ts';

/** Writes not yet acknowledged by the server (pending, sending or failed), of every seller. */
export async function pendingOutboxCount(): Promise<number> {
  return myPwaDb.outbox.count();
}

/**
 * What the sync status shows: the device's unsent entries (every seller's: each is unsent work)
 * and those of `owner` the server refused, in one read transaction — screens re-read them live
 * after every commit of a push. Refused entries are few: the status index finds them without
 * reading every body.
 */
export function readOutboxCounts(owner: string | null): Promise<{ pending: number; failed: number }> {
  return myPwaDb.transaction('r', myPwaDb.outbox, async () => {
    const [pending, failed] = await Promise.all([
      myPwaDb.outbox.count(),
      myPwaDb.outbox
        .where('status')
        .equals('failed')
        .filter((entry) => entry.owner === owner)
        .count(),
    ]);
    return { pending, failed };
  });
}

/** An outbox entry as a new write starts: pending, no error, no attempt yet. */
export function outboxRow<N extends OutboxCallName>(
  write: OutboxWrite<N>,
  owner: string,
  now: Date,
): NewOutboxRow {
  return {
    uuid: write.uuid,
    call: write.call,
    ...(write.params ? { params: write.params } : {}),
    body: write.body,
    status: 'pending',
    created_at: now.toISOString(),
    last_error: null,
    owner,
    attempts: 0,
    next_attempt_at: null,
  };
}

/** Queues a write whose record is already saved (or has none of its own, like a visit). */
export async function addToOutbox(write: OutboxWrite, now = new Date()): Promise<number> {
  try {
    return await myPwaDb.outbox.add(outboxRow(write, currentOwner(), now));
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Every unsent entry in creation order, for the "Pendências de envio" screen. */
export function listOutbox(): Promise<OutboxRow[]> {
  return myPwaDb.outbox.orderBy('id').toArray();
}

/** Sends a failed entry again (after the seller fixed what the server refused). */
export async function retryOutboxEntry(id: number): Promise<void> {
  await myPwaDb.outbox.update(id, {
    status: 'pending',
    last_error: null,
    errors: null,
    attempts: 0,
    next_attempt_at: null,
  });
}

/** Drops an entry the seller decided not to send (the screen asks for a confirmation first). */
export async function discardOutboxEntry(id: number): Promise<void> {
  await myPwaDb.outbox.delete(id);
}
