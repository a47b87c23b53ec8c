import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { type LookupRow, myPwaDb } from '#lib/db/my-pwa-db.ts';
import { removeLookup } from '#lib/lookups/index.ts';
import { useSessionOwner } from './use-session-owner.ts';

/**
 * The seller's lookups for a client (or for its delivery addresses), read live: those still in
 * the queue, and those answered, waiting for "Aplicar" or "Descartar".
 */
export function useClientLookups(clientUuid: string | undefined): {
  lookups: LookupRow[];
  discard: (id: number) => Promise<void>;
} {
  const owner = useSessionOwner()?.owner ?? null;
  const lookups =
    useLiveQuery(
      () =>
        clientUuid && owner
          ? myPwaDb.lookups
              .where('client_uuid')
              .equals(clientUuid)
              .filter((row) => row.owner === owner)
              .sortBy('id')
          : [],
      [clientUuid, owner],
    ) ?? [];
  const discard = useCallback((id: number) => removeLookup(id), []);
  return { lookups, discard };
}
