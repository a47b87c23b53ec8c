import type { PushResult } from './push-outbox.ts';

/**
 * What the layouts show of the sync (DESIGN.md "Offline writes"): whether a push is running and
 * how far, when the last push reached the server, and why the last one stopped. The unsent count
 * is read live from `MyPWA_DB.outbox` by the layout; online/offline from the browser.
 */
export interface SyncStatusState {
  pushing: boolean;
  progress: { done: number; total: number } | null;
  /** ISO instant of the last round the server answered (sent or refused entries, or nothing to send). */
  lastSyncAt: string | null;
  /** pt-BR reason the last round stopped early, if it did. */
  lastError: string | null;
}

type Listener = (state: SyncStatusState) => void;

let state: SyncStatusState = { pushing: false, progress: null, lastSyncAt: null, lastError: null };
const listeners = new Set<Listener>();

function set(change: Partial<SyncStatusState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener(state);
}

export const syncStatusMessages = {
  offline: 'Sem conexão com o servidor; as pendências serão enviadas assim que possível.',
  unauthorized: 'Sessão expirada: entre de novo para enviar as pendências.',
} as const;

export const syncStatus = {
  getState: (): SyncStatusState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  startPush: () => set({ pushing: true, progress: null }),
  progress: (done: number, total: number) => set({ progress: { done, total } }),
  endPush(result: PushResult, error?: unknown) {
    const reached = result.stoppedBy === null && error === undefined;
    set({
      pushing: false,
      progress: null,
      ...(reached ? { lastSyncAt: new Date().toISOString(), lastError: null } : {}),
      ...(result.stoppedBy ? { lastError: syncStatusMessages[result.stoppedBy] } : {}),
    });
  },
  /** A successful pull counts as reaching the server too. */
  pulled: () => set({ lastSyncAt: new Date().toISOString() }),
};
