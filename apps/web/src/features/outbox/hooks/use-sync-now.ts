import { useCallback, useState } from 'react';

/**
 * "Sincronizar agora" with its running flag; a failure is already in the sync status, so it is only
 * logged. The push and pull code is loaded on the first press, not with every area's header.
 */
export function useSyncNow(): { syncing: boolean; syncNow: () => void } {
  const [syncing, setSyncing] = useState(false);
  const run = useCallback(() => {
    setSyncing(true);
    import('../api/sync-now.ts')
      .then(({ syncNow }) => syncNow())
      .catch((error: unknown) => console.warn('[rota] sincronização manual:', error))
      .finally(() => setSyncing(false));
  }, []);
  return { syncing, syncNow: run };
}
