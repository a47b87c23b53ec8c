import type { OpenVisit } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { openVisitKey, readOpenVisit } from '../api/open-visit.ts';

/**
 * The visit started at this client and not ended, read live (undefined while reading): the client
 * page turns "Iniciar visita" into "Encerrar visita" the moment a check-in is kept, and back once
 * the visit is queued.
 */
export function useOpenVisit(clientUuid: string | undefined): OpenVisit | null | undefined {
  return useLiveQuery(async () => {
    if (!clientUuid) return null;
    // Read inside the drafts table's scope so the live query follows it.
    await myPwaDb.drafts.get(openVisitKey(clientUuid));
    return readOpenVisit(clientUuid);
  }, [clientUuid]);
}
