import { z } from 'zod';
import { authStore } from '../auth/auth-store.ts';
import { ownerOf } from '../auth/owner.ts';
import { HttpError } from '../http/http-error.ts';
import { createStore } from '../store/create-store.ts';
import type { PushResult } from './push-outbox.ts';

/**
 * What the layouts show of the sync (DESIGN.md "Offline writes"): whether a push or a pull is
 * running and how far, when this seller's device last reached the server, and why the last push or
 * pull stopped. The unsent count is read live from `MyPWA_DB.outbox` by the layout; online/offline
 * from the browser.
 */
export interface SyncStatusState {
  pushing: boolean;
  /** The running push: entries of this round done, of its total. */
  progress: { done: number; total: number } | null;
  /** A delta pull is running (a reconnection, an event and "Sincronizar agora" may overlap). */
  pulling: boolean;
  /** The running pulls together: calls pulled, of those asked. */
  pullProgress: { done: number; total: number } | null;
  /**
   * ISO instant of the last push round the server answered (sent or refused entries, or nothing
   * to send) or the last complete pull. Kept in localStorage, so a reload still knows it.
   */
  lastSyncAt: string | null;
  /** Whose sync `lastSyncAt` was (`<company_id>:<seller_id>`): on a shared phone it is not the next seller's. */
  lastSyncOwner: string | null;
  /** pt-BR reason the last push round stopped early, if it did. */
  lastError: string | null;
  /** pt-BR reason the last pull failed; null once one succeeds. */
  pullError: string | null;
}

/** Where the last sync is kept across reloads: one small synchronous value, read once at start. */
export const LAST_SYNC_STORAGE_KEY = 'rota.sync.last';
const storedLastSync = z.object({ owner: z.string(), at: z.iso.datetime({ offset: true }) });

function readLastSync(): { owner: string; at: string } | null {
  try {
    const raw = globalThis.localStorage?.getItem(LAST_SYNC_STORAGE_KEY);
    const parsed = storedLastSync.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The logged-in seller, as `currentOwner()` writes it; null when nobody is (a late answer after logout). */
function ownerNow(): string | null {
  return ownerOf(authStore.getState());
}

function initialState(): SyncStatusState {
  const last = readLastSync();
  return {
    pushing: false,
    progress: null,
    pulling: false,
    pullProgress: null,
    lastSyncAt: last?.at ?? null,
    lastSyncOwner: last?.owner ?? null,
    lastError: null,
    pullError: null,
  };
}

const state = createStore<SyncStatusState>(initialState());
/** The pulls running now, each with its own count: the bar shows them summed. */
const pulls = new Set<{ done: number; total: number }>();

function set(change: Partial<SyncStatusState>): void {
  state.setState({ ...state.getState(), ...change });
}

/** The server was reached now: remembered for this seller, in memory and across reloads. */
function reached(): Partial<SyncStatusState> {
  const owner = ownerNow();
  const at = new Date().toISOString();
  if (owner !== null) {
    try {
      globalThis.localStorage?.setItem(LAST_SYNC_STORAGE_KEY, JSON.stringify({ owner, at }));
    } catch {
      // Private mode or a full quota: the age is still right until the next reload.
    }
  }
  return { lastSyncAt: at, lastSyncOwner: owner };
}

function pullTotals(): Pick<SyncStatusState, 'pulling' | 'pullProgress'> {
  if (pulls.size === 0) return { pulling: false, pullProgress: null };
  let done = 0;
  let total = 0;
  for (const pull of pulls) {
    done += pull.done;
    total += pull.total;
  }
  return { pulling: true, pullProgress: { done, total } };
}

export const syncStatusMessages = {
  offline: 'Sem conexão com o servidor; as pendências serão enviadas assim que possível.',
  unauthorized: 'Sessão expirada: entre de novo para enviar as pendências.',
  pullFailed: 'Não foi possível baixar as atualizações do servidor.',
} as const;

/** What a running pull reports: one call done, and its end (with the error that stopped it, if any). */
export interface PullReport {
  step(): void;
  end(error?: unknown): void;
}

export const syncStatus = {
  getState: state.getState,
  subscribe: state.subscribe,
  startPush: () => set({ pushing: true, progress: null }),
  progress: (done: number, total: number) => set({ progress: { done, total } }),
  endPush(result: PushResult, error?: unknown) {
    const ok = result.stoppedBy === null && error === undefined;
    set({
      pushing: false,
      progress: null,
      ...(ok ? { ...reached(), lastError: null } : {}),
      ...(result.stoppedBy ? { lastError: syncStatusMessages[result.stoppedBy] } : {}),
    });
  },
  /** A pull of `total` calls starts (`pullDelta`); report each call done, then its end. */
  startPull(total: number): PullReport {
    const pull = { done: 0, total };
    pulls.add(pull);
    set(pullTotals());
    return {
      step() {
        if (!pulls.has(pull)) return;
        pull.done = Math.min(pull.total, pull.done + 1);
        set(pullTotals());
      },
      end(error?: unknown) {
        if (!pulls.delete(pull)) return;
        // The HTTP client's errors are pt-BR ('Sem conexão com o servidor'); anything else is not for the seller.
        const pullError =
          error === undefined
            ? null
            : error instanceof HttpError
              ? error.message
              : syncStatusMessages.pullFailed;
        set({ ...pullTotals(), pullError });
      },
    };
  },
  /** A complete pull (delta or the login's initial sync) counts as reaching the server too. */
  pulled: () => set({ ...reached(), pullError: null }),
};
