import { api } from '@rota/contract';
import { authStore } from '../auth/auth-store.ts';
import { saveConfig } from '../db/config-db.ts';
import { getDeviceId } from '../device/device-id.ts';
import { callApi } from '../http/http-client.ts';
import { historySync } from './history-sync.ts';
import { syncMessages } from './messages.ts';
import { currentPullContext } from './pull-context.ts';
import { enqueuePull } from './pull-queue.ts';
import { LocalSaveError, runPull } from './run-pull.ts';
import { allowedPulls, type SyncPull } from './sync-calls.ts';
import type { SyncProgress } from './sync-progress.ts';
import { type PullReport, syncStatus } from './sync-status.ts';

export type { SyncProgress } from './sync-progress.ts';

/**
 * How many calls are pulled at once. Two: while one call writes its last page, the next one's
 * first page is already on its way, and a call the server answers slowly (clients) travels while
 * another one writes. Writes still go one after another (every page's transaction includes the
 * cursor store), so more would only add requests competing for the same CPU.
 */
const PARALLEL_PULLS = 2;

/**
 * Pulls everything the seller area keeps on the device, two calls at a time in the order of
 * `SYNC_PULLS`, reporting progress after every page. Resumes from the stored cursors (a cut sync
 * goes on where it stopped). A failed local save of price lists is logged and the sync goes on
 * (§8); any other failure marks its line as 'error', lets the call already running beside it
 * finish, starts no other, and rejects.
 *
 * `onFirstScreen` is called once, as soon as every pull but the history (`afterFirstScreen`) and
 * the company config are stored: the login opens the first screen then, and the history goes on
 * behind it, reported to `historySync` (the layout's banner) and to the header's sync status. A
 * history pull that fails first does not keep it shut: once the rest and the config are stored the
 * screen opens, and the banner says why the history stopped.
 */
export async function initialSync(
  onProgress: (progress: SyncProgress[]) => void,
  signal?: AbortSignal,
  onFirstScreen?: () => void,
): Promise<void> {
  const context = currentPullContext(signal);
  const pulls = allowedPulls(authStore.getState().session?.profile);
  const progress: SyncProgress[] = pulls.map((pull) => ({
    call: pull.call.name,
    label: pull.label,
    table: pull.table,
    done: 0,
    total: null,
    status: 'waiting',
  }));
  // A property, not a local: the workers set it, and a local would stay narrowed to null below.
  const outcome: { failure: { error: unknown; index: number } | null } = { failure: null };
  const history = new Set(
    pulls.flatMap((pull, index) => (pull.kind === 'paged' && pull.afterFirstScreen ? [index] : [])),
  );
  const historyLines = () => progress.filter((_, index) => history.has(index)).map((line) => ({ ...line }));
  const firstScreen: { open: boolean; configStored: boolean; pull: PullReport | null } = {
    open: false,
    configStored: false,
    pull: null,
  };
  // A failed history pull does not keep the first screen shut: the banner says why it stopped.
  const blocksFirstScreen = () => outcome.failure !== null && !history.has(outcome.failure.index);
  const openFirstScreen = () => {
    if (!onFirstScreen || firstScreen.open || !firstScreen.configStored || blocksFirstScreen()) return;
    if (!progress.every((line, index) => history.has(index) || line.status === 'done')) return;
    firstScreen.open = true;
    const lines = historyLines();
    if (lines.some((line) => line.status !== 'done')) {
      historySync.start(context.owner, lines);
      firstScreen.pull = syncStatus.startPull(lines.length);
      for (const line of lines) if (line.status === 'done') firstScreen.pull.step();
    }
    onFirstScreen();
  };
  const report = (index: number, change: Partial<SyncProgress>) => {
    const line = progress[index];
    if (line) progress[index] = { ...line, ...change };
    onProgress(progress.map((line) => ({ ...line })));
    if (firstScreen.open) {
      historySync.report(context.owner, historyLines());
      if (change.status === 'done' && history.has(index)) firstScreen.pull?.step();
    } else if (change.status === 'done') openFirstScreen();
  };
  onProgress(progress.map((line) => ({ ...line })));
  // The config travels beside the pulls; the sync is only done once it is stored too.
  const config = saveCompanyConfig(signal).then(() => {
    firstScreen.configStored = true;
    openFirstScreen();
  });
  config.catch(() => undefined);

  let next = 0;
  const pullOne = async (index: number, pull: SyncPull) => {
    report(index, { status: 'running' });
    try {
      await enqueuePull(pull.call.name, () =>
        runPull(pull, { ...context, onRows: (done, total) => report(index, { done, total }) }),
      );
      report(index, { status: 'done', total: progress[index]?.done ?? 0 });
    } catch (error) {
      if (error instanceof LocalSaveError) {
        console.error(`[rota] ${syncMessages.localSaveFailed(pull.label)}`, error.cause);
        report(index, { status: 'error', error: syncMessages.localSaveFailed(pull.label) });
        return;
      }
      report(index, { status: 'error', error: error instanceof Error ? error.message : String(error) });
      outcome.failure ??= { error, index };
    }
  };
  const worker = async () => {
    for (let index = next++; outcome.failure === null && index < pulls.length; index = next++) {
      const pull = pulls[index];
      if (signal?.aborted) outcome.failure ??= { error: signal.reason, index: -1 };
      else if (pull) await pullOne(index, pull);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PULLS }, worker));
  if (outcome.failure !== null) {
    const { error } = outcome.failure;
    // The history failed before the config arrived: the first screen opens once it is stored.
    if (!blocksFirstScreen() && !firstScreen.open) {
      await config.catch(() => undefined);
      openFirstScreen();
    }
    if (firstScreen.open) {
      historySync.fail(
        context.owner,
        error instanceof Error && error.message ? error.message : String(error),
      );
      firstScreen.pull?.end(error);
    }
    throw error;
  }
  await config;
  firstScreen.pull?.end();
  syncStatus.pulled();
  await registerDeviceSync(signal);
}

/**
 * The banner's "Tentar novamente": the first sync again, in the background (every pull resumes
 * from its cursor, so what is stored is not pulled twice); the banner follows it.
 */
export function retryHistorySync(): void {
  initialSync(
    () => undefined,
    undefined,
    () => undefined,
  ).catch((error) => console.warn('[rota] histórico:', error));
}

/** The session's company config (discount limit, allowed price lists, cart sort), kept in `db`. */
async function saveCompanyConfig(signal?: AbortSignal): Promise<void> {
  const { companyId } = authStore.getState();
  if (companyId === null) return;
  await saveConfig(await callApi(api.companies.config, { params: { company_id: companyId }, signal }));
}

/** `PUT devices/sync`: tells the server when this device last synced (best effort). */
async function registerDeviceSync(signal?: AbortSignal): Promise<void> {
  try {
    await callApi(api.devices.sync, { body: { deviceId: await getDeviceId() }, signal });
  } catch (error) {
    console.warn('[rota] devices/sync:', error);
  }
}
