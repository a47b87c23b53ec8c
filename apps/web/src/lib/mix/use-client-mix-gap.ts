import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '../auth/index.ts';
import { useToday } from '../clock/use-today.ts';
import { type ClientMixGap, readClientMixGap } from './client-mix-gap.ts';

/**
 * The client's mix gap, read live on today's São Paulo day: a sale synced or finished here, or a
 * new month, changes it at once. Undefined while it is first read or without a client.
 */
export function useClientMixGap(clientUuid: string | undefined): ClientMixGap | undefined {
  const { companyId } = useAuth();
  const today = useToday();
  return useLiveQuery(
    async () =>
      companyId === null || !clientUuid ? undefined : readClientMixGap(companyId, clientUuid, today),
    [companyId, clientUuid, today],
  );
}
