import { myPwaDb, type OutboxRow } from '../db/my-pwa-db.ts';
import { callApi, HttpError } from '../http/http-client.ts';
import { writeOrderKeys } from './held-bakery-lines.ts';
import { heldRecord, isRecordHeld } from './held-records.ts';
import { syncMessages } from './messages.ts';
import { currentOwner } from './pull-context.ts';
import { writeOf } from './writes/offline-writes.ts';
import type { AnyWriteDeclaration } from './writes/write-declaration.ts';

/** Waits between failed sends: 2 s doubling up to 5 min, each with jitter (DESIGN.md "Push"). */
export const PUSH_BACKOFF = { baseMs: 2_000, maxMs: 300_000 } as const;

/**
 * How long an entry waits after its `attempts`-th failed send: exponential, capped, then spread
 * between half and all of it so a hundred phones back online do not all retry on the same
 * second.
 */
export function backoffDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(PUSH_BACKOFF.maxMs, PUSH_BACKOFF.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

export interface PushResult {
  /** Entries the server acknowledged this round. */
  sent: number;
  /** Entries the server refused this round (409/422/403/404), kept as failed. */
  failed: number;
  /** Why the round stopped early: no network or a sick server (back-off), or the session ended. */
  stoppedBy: 'offline' | 'unauthorized' | null;
}

export interface PushOptions {
  now?: () => Date;
  random?: () => number;
  /** Called after each entry: how many of this round's entries are done. */
  onProgress?: (done: number, total: number) => void;
}

/** A server answer that says this body will never be accepted as it is. */
const refused = (status: number) => [403, 404, 409, 422].includes(status);

function failureMessage(error: HttpError): string {
  const fields = Object.values(error.errors ?? {}).flat();
  return fields.length > 0 ? `${error.message} ${fields.join(' ')}` : error.message;
}

async function send(entry: OutboxRow, write: AnyWriteDeclaration): Promise<void> {
  const answer = await callApi(write.call, { params: entry.params, body: entry.body } as never);
  // Before the transaction, which must wait on nothing but IndexedDB or it commits early.
  const store = await write.acknowledge(answer);
  // The entry leaves the device only with the server's answer stored in its place. The scope is
  // the tables the write declares it stores in (`stores`), the only ones its step is handed.
  const tables = write.stores.map((name) => myPwaDb[name]);
  await myPwaDb.transaction('rw', [myPwaDb.outbox, ...tables], async () => {
    await myPwaDb.outbox.delete(entry.id);
    // A later write of the same record still waits: the device's copy stays (it holds that
    // write), and that write's answer replaces it (`held-records.ts`).
    const record = heldRecord(entry);
    if (record && (await isRecordHeld(record, entry.uuid))) return;
    await store(myPwaDb);
  });
}

/**
 * Marks an entry as being sent and reads it as it is now, in one transaction: a screen may amend
 * a pending entry's body until it leaves (an appointment corrected before it is sent), and what
 * leaves is the amended body. Null when the entry is gone (discarded) or was refused meanwhile.
 */
async function markSending(id: number): Promise<OutboxRow | null> {
  return myPwaDb.transaction('rw', myPwaDb.outbox, async () => {
    const current = await myPwaDb.outbox.get(id);
    if (!current || current.status === 'failed') return null;
    await myPwaDb.outbox.update(id, { status: 'sending' });
    return current;
  });
}

/**
 * Entries still marked "sending" when a round starts were left by a round that never ended (the
 * page reloaded, the tab closed, the phone killed the app mid-request): the round runs under the
 * push lock, so nobody is sending them now. Back to pending — otherwise the screens would say
 * "enviando" offline and a cart could not be cleared until the entry's next attempt.
 */
async function releaseInterrupted(owner: string | null): Promise<void> {
  await myPwaDb.outbox
    .filter((entry) => entry.owner === owner && entry.status === 'sending')
    .modify({ status: 'pending' });
}

/**
 * One round of the push (DESIGN.md "Offline writes"): the logged-in seller's entries in creation
 * order, one at a time. A record's writes keep their order: once one of its entries failed or
 * waits for its back-off, its later entries wait too, while other records go on. Bakery stamps
 * (a uuid each) keep their order per line the same way (`writeOrderKeys`).
 * - 2xx: the entry is removed and the local record replaced by the answer, in one transaction.
 * - 403/404/409/422: the entry is marked failed with the server's pt-BR message (and its field
 *   errors, `errors`) and kept until the seller resends or discards it; the round goes on.
 * - no answer, a time-out, 408, 429 or 5xx: the entry waits `backoffDelayMs` and the round stops
 *   (the next trigger, or the timer at the end of the back-off, starts another).
 * - 401: the round stops; the entry stays for the next login of the same seller.
 * Entries of another seller (a shared phone) stay untouched until that seller logs in again.
 */
export async function pushOutboxOnce(options: PushOptions = {}): Promise<PushResult> {
  const now = options.now ?? (() => new Date());
  const owner = currentOwner();
  await releaseInterrupted(owner);
  const entries = (await myPwaDb.outbox.orderBy('id').toArray()).filter((entry) => entry.owner === owner);
  const held = new Set<string>();
  const result: PushResult = { sent: 0, failed: 0, stoppedBy: null };
  let done = 0;
  for (const entry of entries) {
    done += 1;
    const keys = writeOrderKeys(entry);
    const hold = () => {
      for (const key of keys) held.add(key);
    };
    const waiting = entry.next_attempt_at !== null && entry.next_attempt_at > now().toISOString();
    if (keys.some((key) => held.has(key)) || entry.status === 'failed' || waiting) {
      hold();
      continue;
    }
    const write = writeOf(entry);
    if (write === null) {
      await myPwaDb.outbox.update(entry.id, {
        status: 'failed',
        last_error: syncMessages.unknownWrite,
      });
      hold();
      result.failed += 1;
      continue;
    }
    const current = await markSending(entry.id);
    if (current === null) continue;
    try {
      await send(current, write);
      result.sent += 1;
    } catch (error) {
      hold();
      const status = error instanceof HttpError ? error.status : 0;
      if (error instanceof HttpError && refused(status) && !error.errors?.token) {
        await myPwaDb.outbox.update(entry.id, {
          status: 'failed',
          last_error: failureMessage(error),
          // By field, so the screen that made the record can show each on its field.
          errors: error.errors ?? null,
        });
        result.failed += 1;
        options.onProgress?.(done, entries.length);
        continue;
      }
      if (status === 401 || (error instanceof HttpError && error.errors?.token)) {
        await myPwaDb.outbox.update(entry.id, { status: 'pending' });
        result.stoppedBy = 'unauthorized';
        return result;
      }
      const attempts = entry.attempts + 1;
      await myPwaDb.outbox.update(entry.id, {
        status: 'pending',
        attempts,
        last_error: error instanceof Error ? error.message : String(error),
        next_attempt_at: new Date(now().getTime() + backoffDelayMs(attempts, options.random)).toISOString(),
      });
      result.stoppedBy = 'offline';
      return result;
    }
    options.onProgress?.(done, entries.length);
  }
  return result;
}

/** When the earliest entry of this seller waiting for its back-off may go again; null if none waits. */
export async function nextRetryAt(): Promise<Date | null> {
  const owner = currentOwner();
  const times = (await myPwaDb.outbox.toArray())
    .flatMap((entry) =>
      entry.owner === owner && entry.status === 'pending' && entry.next_attempt_at !== null
        ? [entry.next_attempt_at]
        : [],
    )
    .sort();
  return times[0] ? new Date(times[0]) : null;
}
