import { type MyPwaTableName, myPwaDb, type OutboxRow } from '../db/my-pwa-db.ts';
import { callApi, HttpError } from '../http/http-client.ts';
import { groupedCommits } from './grouped-commits.ts';
import { heldRecord, isRecordHeld } from './held-records.ts';
import { runInKeyOrder, slotQueue } from './keyed-queue.ts';
import { syncMessages } from './messages.ts';
import { currentOwner } from './pull-context.ts';
import { PUSH_CONCURRENCY } from './push-concurrency.ts';
import { orderKeysOf, writeOf } from './writes/offline-writes.ts';
import type { AnyWriteDeclaration, StoreStep } from './writes/write-declaration.ts';

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

type Commit = ReturnType<typeof groupedCommits>;

/** Sends an entry and answers what its acknowledgement stores, prepared outside any transaction. */
async function request(entry: OutboxRow, write: AnyWriteDeclaration): Promise<StoreStep<MyPwaTableName>> {
  const answer = await callApi(write.call, { params: entry.params, body: entry.body } as never);
  // Before the transaction, which must wait on nothing but IndexedDB or it commits early.
  return write.acknowledge(answer);
}

/**
 * The entry leaves the device only with the server's answer stored in its place, in one
 * transaction. The scope is the tables the write declares it stores in (`stores`), the only ones
 * its step is handed.
 */
function storeAnswer(
  entry: OutboxRow,
  write: AnyWriteDeclaration,
  step: StoreStep<MyPwaTableName>,
  commit: Commit,
) {
  const tables = write.stores.map((name) => myPwaDb[name]);
  return commit([myPwaDb.outbox, ...tables], async () => {
    await myPwaDb.outbox.delete(entry.id);
    // A later write of the same record still waits: the device's copy stays (it holds that
    // write), and that write's answer replaces it (`held-records.ts`).
    const record = heldRecord(entry);
    if (record && (await isRecordHeld(record, entry.uuid))) return;
    await step(myPwaDb);
  });
}

/**
 * Marks an entry as being sent and reads it as it is now, in one transaction: a screen may amend
 * a pending entry's body until it leaves (an appointment corrected before it is sent), and what
 * leaves is the amended body. Null when the entry is gone (discarded) or was refused meanwhile.
 */
async function markSending(id: number, commit: Commit): Promise<OutboxRow | null> {
  return commit([myPwaDb.outbox], async () => {
    const current = await myPwaDb.outbox.get(id);
    if (!current || current.status === 'failed') return null;
    // The row just read, put back whole: `update` would read it again through a cursor.
    await myPwaDb.outbox.put({ ...current, status: 'sending' });
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
 * One round of the push (DESIGN.md "Offline writes", docs/offline-writes.md "Order"): the
 * logged-in seller's entries in creation order, up to `PUSH_CONCURRENCY` on their way at once.
 * Entries that share an order key (`orderKeysOf`: the record's uuid, a sale's client, a stamp's
 * lines, an appointment's machine) go one after another, each only after the one before it was
 * acknowledged; once one of them failed or waits for its back-off, its later ones wait too, while
 * the others go on.
 * - 2xx: the entry is removed and the local record replaced by the answer, in one transaction.
 * - 403/404/409/422: the entry is marked failed with the server's pt-BR message (and its field
 *   errors, `errors`) and kept until the seller resends or discards it; the round goes on.
 * - no answer, a time-out, 408, 429 or 5xx: the entry waits `backoffDelayMs` and the round stops
 *   starting entries (those on their way finish; the next trigger, or the timer at the end of the
 *   back-off, starts another round).
 * - 401: the round stops likewise; the entry stays for the next login of the same seller.
 * Entries of another seller (a shared phone) stay untouched until that seller logs in again.
 */
export async function pushOutboxOnce(options: PushOptions = {}): Promise<PushResult> {
  const now = options.now ?? (() => new Date());
  const owner = currentOwner();
  await releaseInterrupted(owner);
  const entries = (await myPwaDb.outbox.orderBy('id').toArray()).filter((entry) => entry.owner === owner);
  const result: PushResult = { sent: 0, failed: 0, stoppedBy: null };
  const commit = groupedCommits();
  const slots = slotQueue(PUSH_CONCURRENCY);
  let done = 0;
  const settled = (outcome: boolean) => {
    done += 1;
    options.onProgress?.(done, entries.length);
    return outcome;
  };

  /**
   * Sends one entry whose earlier entries of the same keys were all acknowledged; true when it was
   * too. A slot is held from marking it as sending to the server's answer: storing the answer
   * joins the next entry's mark in one transaction (`groupedCommits`).
   */
  const pushEntry = async (entry: OutboxRow): Promise<boolean> => {
    const waiting = entry.next_attempt_at !== null && entry.next_attempt_at > now().toISOString();
    if (entry.status === 'failed' || waiting) return settled(false);
    const write = writeOf(entry);
    if (write === null) {
      await myPwaDb.outbox.update(entry.id, { status: 'failed', last_error: syncMessages.unknownWrite });
      result.failed += 1;
      return settled(false);
    }
    const release = await slots.take();
    let sent: { current: OutboxRow; step: StoreStep<MyPwaTableName> } | null = null;
    try {
      // The round stopped while this one waited for its slot: it stays as it is, for the next.
      if (result.stoppedBy !== null) return settled(false);
      const current = await markSending(entry.id, commit);
      // Discarded or refused meanwhile: as before the round, a refused one holds its keys.
      if (current === null) return settled(!(await myPwaDb.outbox.get(entry.id)));
      sent = { current, step: await request(current, write) };
    } catch (error) {
      await keepUnsent(entry, error, { now, random: options.random }, result);
      return settled(false);
    } finally {
      release();
    }
    try {
      await storeAnswer(sent.current, write, sent.step, commit);
      result.sent += 1;
      return settled(true);
    } catch (error) {
      await keepUnsent(entry, error, { now, random: options.random }, result);
      return settled(false);
    }
  };

  await runInKeyOrder(entries, orderKeysOf, pushEntry);
  return result;
}

/** What a failed send leaves: a refusal kept as failed, a 401 for the next login, anything else a back-off. */
async function keepUnsent(
  entry: OutboxRow,
  error: unknown,
  clock: { now: () => Date; random: (() => number) | undefined },
  result: PushResult,
): Promise<void> {
  const status = error instanceof HttpError ? error.status : 0;
  if (error instanceof HttpError && refused(status) && !error.errors?.token) {
    await myPwaDb.outbox.update(entry.id, {
      status: 'failed',
      last_error: failureMessage(error),
      // By field, so the screen that made the record can show each on its field.
      errors: error.errors ?? null,
    });
    result.failed += 1;
    return;
  }
  if (status === 401 || (error instanceof HttpError && error.errors?.token)) {
    await myPwaDb.outbox.update(entry.id, { status: 'pending' });
    result.stoppedBy = 'unauthorized';
    return;
  }
  const attempts = entry.attempts + 1;
  await myPwaDb.outbox.update(entry.id, {
    status: 'pending',
    attempts,
    last_error: error instanceof Error ? error.message : String(error),
    next_attempt_at: new Date(clock.now().getTime() + backoffDelayMs(attempts, clock.random)).toISOString(),
  });
  // A 401 already seen wins: the round ends for the login, not the network.
  result.stoppedBy ??= 'offline';
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
