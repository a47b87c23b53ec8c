import { useCallback, useState } from 'react';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { storeLookupResult } from '#lib/lookups/index.ts';
import { type LookupAnswer, requestLookup } from '../api/request-lookup.ts';

/**
 * "Consultar CNPJ" on a stored company (canRequeryFantasy): asks the registry again; the answer
 * is kept like a queued one (`MyPWA_DB.lookups`, purpose `fantasy`) so the page offers the new
 * nome fantasia with the same review; offline it is queued.
 */
export function useRequeryCnpj(client: ClientRow | undefined) {
  const [answer, setAnswer] = useState<LookupAnswer | 'looking' | null>(null);
  const requery = useCallback(async () => {
    if (client?.document.length !== 14) return;
    setAnswer('looking');
    const target = { client_uuid: client.uuid, purpose: 'fantasy' as const };
    const result = await requestLookup('cnpj', client.document, target);
    if (result.status === 'ok')
      await storeLookupResult({ kind: 'cnpj', value: client.document, ...target }, result.result);
    setAnswer(result);
  }, [client]);
  return { requery, answer, reset: () => setAnswer(null) };
}
