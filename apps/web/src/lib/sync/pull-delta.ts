import { authStore } from '../auth/auth-store.ts';
import { syncMessages } from './messages.ts';
import { currentPullContext } from './pull-context.ts';
import { enqueuePull } from './pull-queue.ts';
import { LocalSaveError, runPull } from './run-pull.ts';
import { allowedPulls, type SyncPull } from './sync-calls.ts';
import { syncStatus } from './sync-status.ts';

/**
 * Pulls what changed since the stored cursors, for the named calls (contract names such as
 * `products.all`, as realtime events carry them; unknown names are ignored) or for everything.
 * Rejects with the first failure after every call was tried. Reports its progress and its end to
 * `syncStatus`, for the layouts.
 */
export async function pullDelta(calls?: string[]): Promise<void> {
  const context = currentPullContext();
  const allowed = allowedPulls(authStore.getState().session?.profile);
  const pulls: SyncPull[] = calls ? allowed.filter((pull) => calls.includes(pull.call.name)) : allowed;
  // The layouts' bar: one step per call, whether it succeeded or not.
  const report = syncStatus.startPull(pulls.length);
  const results = await Promise.allSettled(
    pulls.map((pull) => enqueuePull(pull.call.name, () => runPull(pull, context)).finally(report.step)),
  );
  let firstError: unknown;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    if (result.reason instanceof LocalSaveError) {
      console.error(`[rota] ${syncMessages.localSaveFailed(pulls[index]?.label ?? '')}`, result.reason.cause);
      return;
    }
    firstError ??= result.reason;
  });
  report.end(firstError);
  if (firstError !== undefined) throw firstError;
  syncStatus.pulled();
}
