import { useStore } from '#lib/store/use-store.ts';
// The store alone, not lib/sync's index: every area's header reads it, and needs none of the engine.
import { type SyncStatusState, syncStatus } from '#lib/sync/sync-status.ts';

/** The sync engine's in-memory state: pushing, pulling, their progress, why the last one stopped. */
export function useSyncEngineState(): SyncStatusState {
  return useStore(syncStatus);
}
