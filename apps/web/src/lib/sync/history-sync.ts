import type { MyPwaTableName } from '../db/my-pwa-db.ts';
import { createStore } from '../store/create-store.ts';
import type { SyncProgress } from './sync-progress.ts';

/**
 * The part of the first sync that goes on after the first screen opened (the pulls marked
 * `afterFirstScreen`: sales, titles and checks; docs/web.md "First sync"): whose it is,
 * its lines as the login showed them, and why it stopped, if it did. The area layout shows it as a
 * banner and the dashboard's tiles wait for their table, so no screen shows half a history as the
 * whole.
 */
export interface HistorySyncState {
  /** `<company_id>:<seller_id>` whose first sync this is; null before any. */
  owner: string | null;
  lines: SyncProgress[];
  /** pt-BR reason it stopped; null while it runs or once it finished. */
  error: string | null;
}

const state = createStore<HistorySyncState>({ owner: null, lines: [], error: null });

export const historySync = {
  getState: state.getState,
  subscribe: state.subscribe,
  /** The first screen opened with these lines still to pull. */
  start(owner: string, lines: SyncProgress[]): void {
    state.setState({ owner, lines, error: null });
  },
  /** The lines moved on (rows done, a line done). */
  report(owner: string, lines: SyncProgress[]): void {
    if (state.getState().owner !== owner) return;
    state.setState({ ...state.getState(), lines });
  },
  /** It stopped before the end; the next pull resumes from the stored cursors. */
  fail(owner: string, error: string): void {
    if (state.getState().owner !== owner) return;
    state.setState({ ...state.getState(), error });
  },
  /** A logout or another seller: nothing of this one's history is shown. */
  clear(): void {
    state.setState({ owner: null, lines: [], error: null });
  },
};

/** The lines of `owner`'s history still to pull (none once it finished, or for another seller). */
export function historyLinesPending(current: HistorySyncState, owner: string | null): SyncProgress[] {
  if (owner === null || current.owner !== owner) return [];
  return current.lines.filter((line) => line.status !== 'done');
}

/**
 * Why `owner`'s history stopped, if it did: the failure that ended the sync, else the first line
 * that could not be stored (a local save that failed ends that line, not the sync, so the rest
 * still arrives; without this the banner would say "Baixando" forever).
 */
export function historyStopReason(current: HistorySyncState, owner: string | null): string | null {
  if (owner === null || current.owner !== owner) return null;
  return current.error ?? current.lines.find((line) => line.status === 'error')?.error ?? null;
}

/** Whether `table` of `owner` is still being pulled for the first time. */
export function isTablePending(
  current: HistorySyncState,
  owner: string | null,
  table: MyPwaTableName,
): boolean {
  return historyLinesPending(current, owner).some((line) => line.table === table);
}
