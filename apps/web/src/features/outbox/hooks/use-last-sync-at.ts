import { useLiveQuery } from 'dexie-react-hooks';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { useOutboxOwner } from './use-outbox-owner.ts';
import { useSyncEngineState } from './use-sync-engine-state.ts';

const later = (a: string | null, b: string | null) => {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
};

/**
 * When this seller's device last reached the server, from what survives a reload: the latest
 * `synced_at` of their sync cursors (every pulled page stores one) and the last push or pull
 * success, which `syncStatus` keeps in localStorage. The later of the two; null if never.
 */
export function useLastSyncAt(): string | null {
  const owner = useOutboxOwner();
  const engine = useSyncEngineState();
  const fromCursors = useLiveQuery(
    async () =>
      (await myPwaDb.syncCursors.toArray())
        .filter((cursor) => cursor.owner === owner)
        .reduce<string | null>((latest, cursor) => later(latest, cursor.synced_at), null),
    [owner],
  );
  return later(fromCursors ?? null, engine.lastSyncOwner === owner ? engine.lastSyncAt : null);
}
