import type { Table } from 'dexie';
import { myPwaDb, type OutboxRow } from '../db/my-pwa-db.ts';
import { toStorageError } from '../db/storage-error.ts';
import type { OutboxCallName, OutboxWrite } from './outbox-calls.ts';
import { currentOwner } from './pull-context.ts';

/** Writes not yet acknowledged by the server (pending, sending or failed), of every seller. */
export async function pendingOutboxCount(): Promise<number> {
  return myPwaDb.outbox.count();
}

function outboxRow(write: OutboxWrite, owner: string, now: Date): OutboxRow {
  return {
    uuid: write.uuid,
    call: write.call,
    ...(write.params ? { params: write.params as Record<string, string | number> } : {}),
    body: write.body,
    status: 'pending',
    created_at: now.toISOString(),
    last_error: null,
    owner,
    attempts: 0,
    next_attempt_at: null,
  };
}

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
      return (await myPwaDb.outbox.add(outboxRow(write as OutboxWrite, owner, now))) as number;
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Queues a write whose record is already saved (or has none of its own, like a visit). */
export async function addToOutbox(write: OutboxWrite, now = new Date()): Promise<number> {
  try {
    return (await myPwaDb.outbox.add(outboxRow(write, currentOwner(), now))) as number;
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
    attempts: 0,
    next_attempt_at: null,
  });
}

/** Drops an entry the seller decided not to send (the screen asks for a confirmation first). */
export async function discardOutboxEntry(id: number): Promise<void> {
  await myPwaDb.outbox.delete(id);
}
