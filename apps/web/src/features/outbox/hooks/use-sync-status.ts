import { useOnline } from '#lib/device/use-online.ts';
import { useLastSyncAt } from './use-last-sync-at.ts';
import { useOutboxCounts } from './use-outbox-counts.ts';
import { useSyncEngineState } from './use-sync-engine-state.ts';

/** Everything the header's status says about the sync. */
export interface SyncStatusView {
  online: boolean;
  /** Entries of the device not yet acknowledged, of every seller. */
  pending: number;
  /** The logged-in seller's entries the server refused. */
  failed: number;
  pushing: boolean;
  pulling: boolean;
  /** The running push's entries, or else the running pulls' calls; null when idle or not known yet. */
  progress: { done: number; total: number } | null;
  /** ISO instant this seller's device last reached the server; null if it never did. */
  lastSyncAt: string | null;
  /** pt-BR reason the last push or pull stopped. */
  error: string | null;
}

/** The sync status of the header (DESIGN.md "A sync status is always visible where people work"). */
export function useSyncStatus(): SyncStatusView {
  const online = useOnline();
  const engine = useSyncEngineState();
  const { pending, failed } = useOutboxCounts();
  const lastSyncAt = useLastSyncAt();
  return {
    online,
    pending,
    failed,
    pushing: engine.pushing,
    pulling: engine.pulling,
    progress: engine.pushing ? engine.progress : engine.pulling ? engine.pullProgress : null,
    lastSyncAt,
    error: engine.lastError ?? engine.pullError,
  };
}
