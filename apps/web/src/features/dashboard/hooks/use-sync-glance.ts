import { useLiveQuery } from 'dexie-react-hooks';
import { useOwner } from '#lib/auth/index.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { useStore } from '#lib/store/use-store.ts';
import { readOutboxCounts, syncStatus } from '#lib/sync/index.ts';

export interface SyncGlance {
  /** Entries of the device not yet acknowledged (every seller's: each is unsent work). */
  pending: number;
  /** This seller's entries the server refused. */
  failed: number;
  /** When this seller's device last reached the server (ISO), or null. */
  lastSyncAt: string | null;
}

const later = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : Date.parse(a) >= Date.parse(b) ? a : b;

/**
 * The sync status as the dashboard shows it (DESIGN.md "Offline writes"): the unsent and refused
 * entries, read live from the outbox, and the last time the server was reached (the sync
 * engine's `lastSyncAt`, or the newest `synced_at` of the seller's cursors, whichever is later).
 */
export function useSyncGlance(): SyncGlance | undefined {
  const owner = useOwner();
  const engine = useStore(syncStatus);
  const stored = useLiveQuery(async () => {
    const [{ pending, failed }, cursors] = await Promise.all([
      readOutboxCounts(owner),
      myPwaDb.syncCursors.toArray(),
    ]);
    const lastPull = cursors
      .filter((cursor) => cursor.owner === owner)
      .reduce<string | null>((latest, cursor) => later(latest, cursor.synced_at), null);
    return { pending, failed, lastPull };
  }, [owner]);
  if (!stored) return undefined;
  const engineLast = engine.lastSyncOwner === owner ? engine.lastSyncAt : null;
  return { pending: stored.pending, failed: stored.failed, lastSyncAt: later(stored.lastPull, engineLast) };
}
