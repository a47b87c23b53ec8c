import type { CepLookup, CnpjLookup } from '@rota/contract';
import type { LookupKind } from '#lib/db/my-pwa-db.ts';
import {
  fetchLookup,
  isRetryable,
  lookupFailure,
  queueLookup,
  type RetryableFailure,
} from '#lib/lookups/index.ts';

/** How a lookup asked from a screen ended. */
export type LookupAnswer =
  | { status: 'ok'; result: CepLookup | CnpjLookup }
  /** Offline, or the server or the service failing: queued for `lib/lookups`' runner, to go at `retryAt`. */
  | { status: 'queued'; reason: RetryableFailure; retryAt: Date | null }
  | { status: 'not_found' }
  | { status: 'failed'; message: string };

export interface LookupTarget {
  client_uuid: string;
  address_uuid?: string | null;
  purpose?: 'autofill' | 'fantasy';
}

/**
 * A CEP or CNPJ lookup for a form: asked at once when the browser is online; when it is offline,
 * or the server or the service fails (status 0, time-out, 429, 5xx), queued for later with the
 * reason and the time of the next try (the form saves normally meanwhile). A 404 is "not found",
 * never queued.
 */
export async function requestLookup(
  kind: LookupKind,
  value: string,
  target: LookupTarget,
  signal?: AbortSignal,
): Promise<LookupAnswer> {
  if (globalThis.navigator?.onLine === false) {
    await queueLookup({ kind, value, ...target }, new Date(), 'offline');
    return { status: 'queued', reason: 'offline', retryAt: null };
  }
  try {
    return { status: 'ok', result: await fetchLookup(kind, value, signal) };
  } catch (error) {
    if (signal?.aborted) throw error;
    const failure = lookupFailure(error);
    if (isRetryable(failure)) {
      // This failure was the first try: the queue waits its back-off before asking again.
      const { retryAt } = await queueLookup({ kind, value, ...target }, new Date(), failure);
      return { status: 'queued', reason: failure, retryAt };
    }
    if (failure === 'not_found') return { status: 'not_found' };
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
