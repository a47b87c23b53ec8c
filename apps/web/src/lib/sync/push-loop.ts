import { COMPANY_CONFIG_DEFAULTS } from '@rota/domain';
import { authStore } from '../auth/auth-store.ts';
import { readConfig } from '../db/config-db.ts';
import { nextRetryAt, type PushResult, pushOutboxOnce } from './push-outbox.ts';
import { syncStatus } from './sync-status.ts';

/** The Web Lock every tab asks for before pushing: one pusher across tabs (DESIGN.md "Push"). */
export const PUSH_LOCK = 'rota.outbox.push';

/** Without a company config, the config's own default (a delta sync every 5 minutes). */
const DEFAULT_INTERVAL_S = COMPANY_CONFIG_DEFAULTS.sync_interval_s;

type LockManagerLike = Pick<LockManager, 'request'>;

/**
 * Runs `round` holding the push lock, or not at all when another tab holds it (that tab is
 * already pushing the same outbox). Without Web Locks (an old browser) the tab's own flag is
 * the lock.
 */
let pushingHere = false;
export async function withPushLock<T>(
  round: () => Promise<T>,
  locks: LockManagerLike | undefined = globalThis.navigator?.locks,
): Promise<T | null> {
  if (locks) {
    return locks.request(PUSH_LOCK, { ifAvailable: true }, async (lock) => (lock ? round() : null));
  }
  if (pushingHere) return null;
  pushingHere = true;
  try {
    return await round();
  } finally {
    pushingHere = false;
  }
}

/**
 * How often a round's progress reaches the screens at most: every entry re-rendered the header
 * and the panel, which cost a 500-entry push a sixth of its time (docs/bench.md).
 */
export const PUSH_PROGRESS_EVERY_MS = 250;

/** `report` at most once per `everyMs`, and always for the last entry of the round. */
export function everyFewMs(report: (done: number, total: number) => void, everyMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  return (done: number, total: number) => {
    const at = performance.now();
    if (done < total && at - last < everyMs) return;
    last = at;
    report(done, total);
  };
}

/** One push round under the lock, reported to the sync status. Null: another tab pushes. */
export async function pushNow(locks?: LockManagerLike): Promise<PushResult | null> {
  if (authStore.getState().status !== 'authenticated') return null;
  return withPushLock(async () => {
    syncStatus.startPush();
    try {
      const onProgress = everyFewMs(
        (done, total) => syncStatus.progress(done, total),
        PUSH_PROGRESS_EVERY_MS,
      );
      const result = await pushOutboxOnce({ onProgress });
      syncStatus.endPush(result);
      return result;
    } catch (error) {
      syncStatus.endPush({ sent: 0, failed: 0, stoppedBy: 'offline' }, error);
      throw error;
    }
  }, locks);
}

let requested: (() => void) | null = null;

/** "Sincronizar agora", a new queued write, a socket reconnection: push as soon as possible. */
export function requestPush(): void {
  requested?.();
}

/**
 * Starts pushing the outbox while someone is logged in (DESIGN.md "Offline writes"): at once
 * (login, app start), on the `online` event, on `requestPush()`, on a timer of the company's
 * `sync_interval_s`, and when the earliest back-off ends. Returns the function that stops it.
 * While the browser says it has no network (`navigator.onLine` false, which is never wrong that
 * way round) these rounds are skipped: a request that cannot leave would only mark the entries
 * "enviando" for a moment and spend the phone's battery; the `online` event starts the next one.
 */
export function startPushLoop(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const schedule = async () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const { companyId, status } = authStore.getState();
    if (status !== 'authenticated' || companyId === null) return;
    const intervalMs = ((await readConfig(companyId))?.sync_interval_s ?? DEFAULT_INTERVAL_S) * 1000;
    const retry = await nextRetryAt().catch(() => null);
    const untilRetry = retry ? Math.max(0, retry.getTime() - Date.now()) : Number.POSITIVE_INFINITY;
    if (stopped) return;
    timer = setTimeout(run, Math.min(intervalMs, untilRetry));
  };
  const run = () => {
    if (globalThis.navigator?.onLine === false) {
      void schedule();
      return;
    }
    void pushNow()
      .catch((error: unknown) => console.warn('[rota] envio das pendências falhou:', error))
      .finally(() => void schedule());
  };
  const onOnline = () => run();

  requested = run;
  globalThis.addEventListener?.('online', onOnline);
  const unsubscribe = authStore.subscribe((state) => {
    if (state.status === 'authenticated') run();
  });
  run();
  return () => {
    stopped = true;
    requested = null;
    if (timer) clearTimeout(timer);
    globalThis.removeEventListener?.('online', onOnline);
    unsubscribe();
  };
}
