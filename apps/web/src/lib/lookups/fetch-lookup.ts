import { api, type CepLookup, type CnpjLookup } from '@rota/contract';
import type { LookupKind } from '../db/my-pwa-db.ts';
import { callApi, HttpError } from '../http/http-client.ts';
import { httpMessages } from '../http/messages.ts';

/** A lookup waits this long for the service: a person is looking at the form, not 120 s (§9). */
export const LOOKUP_TIMEOUT_MS = 15_000;

export type LookupResult<K extends LookupKind> = K extends 'cep' ? CepLookup : CnpjLookup;

/**
 * One CEP or CNPJ lookup through Rota's server (`lookups/cep/{cep}`, `lookups/cnpj/{cnpj}`),
 * which holds the services' addresses and token. A time-out rejects as an `HttpError` with
 * status 0, like a request that never got an answer; `signal` cancels (its reason is thrown).
 */
export async function fetchLookup<K extends LookupKind>(
  kind: K,
  value: string,
  signal?: AbortSignal,
): Promise<LookupResult<K>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LOOKUP_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const answer =
      kind === 'cep'
        ? await callApi(api.lookups.cep, { params: { cep: value }, signal: controller.signal })
        : await callApi(api.lookups.cnpj, { params: { cnpj: value }, signal: controller.signal });
    return answer as LookupResult<K>;
  } catch (error) {
    if (timedOut) throw new HttpError(0, httpMessages.timeout, null, error);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
