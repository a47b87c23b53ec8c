import { authStore } from '../auth/auth-store.ts';
import { type LookupRow, myPwaDb } from '../db/my-pwa-db.ts';
import { currentOwner } from '../sync/pull-context.ts';
import { fetchLookup } from './fetch-lookup.ts';
import { isRetryable, lookupFailure, nextAttemptAt } from './lookup-outcome.ts';
import { onLookupQueued } from './lookup-queue.ts';
import { lookupMessages } from './messages.ts';

/** The Web Lock a tab holds while it runs lookups: one runner across tabs, each lookup asked once. */
export const LOOKUP_LOCK = 'rota.lookups.run';

export interface LookupRound {
  /** Lookups answered (ready) or settled (not found, refused) this round. */
  done: number;
  /** Why the round stopped early: the network or the service (back-off). */
  stoppedBy: 'offline' | null;
}

export interface LookupRunOptions {
  now?: () => Date;
  random?: () => number;
}

const due = (row: LookupRow, now: Date) =>
  row.status === 'queued' && (row.next_attempt_at === null || row.next_attempt_at <= now.toISOString());

/**
 * One round: the logged-in seller's queued lookups that are due, oldest first, ONE AT A TIME
 * (the registry counts lookups per minute). An answer is stored as `ready` for the screens to
 * offer; a 404 as `not_found` (never retried); another refusal as `failed` with the server's
 * message; no network or a busy service (0, time-out, 408, 429, 5xx) puts the lookup back with a
 * growing wait and ends the round — the next lookups would meet the same wall.
 */
export async function runQueuedLookupsOnce(options: LookupRunOptions = {}): Promise<LookupRound> {
  const now = options.now ?? (() => new Date());
  const owner = currentOwner();
  const queued = await myPwaDb.lookups.where('status').equals('queued').sortBy('id');
  const round: LookupRound = { done: 0, stoppedBy: null };
  for (const row of queued) {
    if (row.owner !== owner || !due(row, now())) continue;
    try {
      const result = await fetchLookup(row.kind, row.value);
      await settle(row, { status: 'ready', result, error: null });
      round.done += 1;
    } catch (error) {
      const failure = lookupFailure(error);
      if (isRetryable(failure)) {
        const attempts = row.attempts + 1;
        const retryAt = nextAttemptAt(failure, attempts, now(), options.random);
        await myPwaDb.lookups.update(row.id, {
          attempts,
          failure,
          error: lookupMessages.waiting(row.kind, failure, retryAt),
          next_attempt_at: retryAt?.toISOString() ?? null,
        });
        round.stoppedBy = 'offline';
        return round;
      }
      const message = error instanceof Error ? error.message : String(error);
      await settle(row, {
        status: failure === 'not_found' ? 'not_found' : 'failed',
        result: null,
        error: message,
      });
      round.done += 1;
    }
  }
  return round;
}

/** Stores how a lookup ended, unless it was replaced or discarded while it ran. */
async function settle(row: LookupRow, change: Pick<LookupRow, 'status' | 'result' | 'error'>): Promise<void> {
  await myPwaDb.transaction('rw', myPwaDb.lookups, async () => {
    const current = await myPwaDb.lookups.get(row.id);
    if (current && current.value === row.value) await myPwaDb.lookups.update(row.id, change);
  });
}

/** When the earliest waiting lookup of this seller may run again; null if none waits. */
export async function nextLookupAt(): Promise<Date | null> {
  const owner = currentOwner();
  const times = (await myPwaDb.lookups.where('status').equals('queued').toArray())
    .filter((row) => row.owner === owner)
    .map((row) => row.next_attempt_at ?? new Date(0).toISOString())
    .sort();
  return times[0] ? new Date(times[0]) : null;
}

type LockManagerLike = Pick<LockManager, 'request'>;

let runningHere = false;
async function withLookupLock(
  round: () => Promise<unknown>,
  locks: LockManagerLike | undefined = globalThis.navigator?.locks,
): Promise<void> {
  if (locks) {
    await locks.request(LOOKUP_LOCK, { ifAvailable: true }, async (lock) => (lock ? round() : null));
    return;
  }
  if (runningHere) return;
  runningHere = true;
  try {
    await round();
  } finally {
    runningHere = false;
  }
}

/**
 * Runs queued lookups while someone is logged in (DESIGN.md "External lookups (CEP, CNPJ) that
 * cannot run offline are queued too"): at once, on login, on the browser's `online` event, when a
 * screen queues one, and when the earliest back-off ends. Returns the function that stops it.
 */
export function startLookupRunner(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const schedule = async () => {
    if (stopped || authStore.getState().status !== 'authenticated') return;
    if (timer) clearTimeout(timer);
    const next = await nextLookupAt().catch(() => null);
    if (stopped || !next) return;
    timer = setTimeout(run, Math.max(1_000, next.getTime() - Date.now()));
  };
  const run = () => {
    if (stopped || authStore.getState().status !== 'authenticated') return;
    if (globalThis.navigator?.onLine === false) return;
    void withLookupLock(() => runQueuedLookupsOnce())
      .catch((error: unknown) => console.warn('[rota] consultas na fila falharam:', error))
      .finally(() => void schedule());
  };

  onLookupQueued(run);
  globalThis.addEventListener?.('online', run);
  const unsubscribe = authStore.subscribe((state) => {
    if (state.status === 'authenticated') run();
  });
  run();
  return () => {
    stopped = true;
    onLookupQueued(null);
    if (timer) clearTimeout(timer);
    globalThis.removeEventListener?.('online', run);
    unsubscribe();
  };
}
