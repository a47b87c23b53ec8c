import type { CepLookup, CnpjLookup } from '@rota/contract';
import type { LookupKind } from '#lib/db/my-pwa-db.ts';
import { fetchLookup, isRetryable, lookupFailure, queueLookup } from '#lib/lookups/index.ts';

/** How a lookup asked from a screen ended. */
export type LookupAnswer =
  | { status: 'ok'; result: CepLookup | CnpjLookup }
  /** Offline or the service busy: queued for `lib/lookups`' runner. */
  | { status: 'queued'; reason: 'offline' | 'busy' }
  | { status: 'not_found' }
  | { status: 'failed'; message: string };

export interface LookupTarget {
  client_uuid: string;
  address_uuid?: string | null;
  purpose?: 'autofill' | 'fantasy';
}

/**
 * A CEP or CNPJ lookup for a form: asked at once when the browser is online; when it is offline,
 * or the network or the service fails (status 0, time-out, 429, 5xx), queued for later (the form
 * saves normally meanwhile). A 404 is "not found", never queued.
 */
export async function requestLookup(
  kind: LookupKind,
  value: string,
  target: LookupTarget,
  signal?: AbortSignal,
): Promise<LookupAnswer> {
  if (globalThis.navigator?.onLine === false) {
    await queueLookup({ kind, value, ...target });
    return { status: 'queued', reason: 'offline' };
  }
  try {
    return { status: 'ok', result: await fetchLookup(kind, value, signal) };
  } catch (error) {
    if (signal?.aborted) throw error;
    const failure = lookupFailure(error);
    if (isRetryable(failure)) {
      await queueLookup({ kind, value, ...target });
      return { status: 'queued', reason: failure === 'busy' ? 'busy' : 'offline' };
    }
    if (failure === 'not_found') return { status: 'not_found' };
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
