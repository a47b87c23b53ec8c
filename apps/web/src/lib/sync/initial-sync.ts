import { api } from '@rota/contract';
import { authStore } from '../auth/auth-store.ts';
import { saveConfig } from '../db/config-db.ts';
import { getDeviceId } from '../device/device-id.ts';
import { callApi } from '../http/http-client.ts';
import { syncMessages } from './messages.ts';
import { currentPullContext } from './pull-context.ts';
import { enqueuePull } from './pull-queue.ts';
import { LocalSaveError, runPull } from './run-pull.ts';
import { allowedPulls } from './sync-calls.ts';
import { syncStatus } from './sync-status.ts';

/** One line of the login's progress bars: rows done of a total known once the last page came. */
export interface SyncProgress {
  /** The contract call's name, e.g. `clients.all`. */
  call: string;
  /** pt-BR, e.g. 'Clientes'. */
  label: string;
  done: number;
  /** Null until the last page arrived (then equal to `done`). */
  total: number | null;
  status: 'waiting' | 'running' | 'done' | 'error';
  error?: string;
}

/**
 * Pulls everything the seller area keeps on the device, call by call, reporting progress after
 * every page. Resumes from the stored cursors (a cut sync goes on where it stopped). A failed
 * local save of price lists is logged and the sync goes on (§8); any other failure rejects after
 * marking its line as 'error'.
 */
export async function initialSync(
  onProgress: (progress: SyncProgress[]) => void,
  signal?: AbortSignal,
): Promise<void> {
  const context = currentPullContext(signal);
  const pulls = allowedPulls(authStore.getState().session?.profile);
  const progress: SyncProgress[] = pulls.map((pull) => ({
    call: pull.call.name,
    label: pull.label,
    done: 0,
    total: null,
    status: 'waiting',
  }));
  const report = (index: number, change: Partial<SyncProgress>) => {
    progress[index] = { ...(progress[index] as SyncProgress), ...change };
    onProgress(progress.map((line) => ({ ...line })));
  };
  onProgress(progress.map((line) => ({ ...line })));
  await saveCompanyConfig(signal);

  for (const [index, pull] of pulls.entries()) {
    signal?.throwIfAborted();
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
        continue;
      }
      report(index, { status: 'error', error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }
  syncStatus.pulled();
  await registerDeviceSync(signal);
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
