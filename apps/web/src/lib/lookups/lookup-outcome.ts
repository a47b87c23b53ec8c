import { HttpError } from '../http/http-error.ts';

/**
 * What a failed lookup means for the person waiting on it:
 * - `offline`: no network, or the server never answered (status 0, a time-out): try again later;
 * - `busy`: the lookup service is saturated or down (429, 503, another 5xx, 408): try again later,
 *   after a longer wait (free registry tiers allow a few lookups a minute);
 * - `not_found`: the service says the CEP or CNPJ does not exist (404): said as such, never retried;
 * - `refused`: anything else (400, 422…): shown with the server's message, not retried.
 */
export type LookupFailure = 'offline' | 'busy' | 'not_found' | 'refused';

export function lookupFailure(error: unknown): LookupFailure {
  if (!(error instanceof HttpError)) return 'offline';
  if (error.status === 0) return 'offline';
  if (error.status === 404) return 'not_found';
  if (error.status === 408 || error.status === 429 || error.status >= 500) return 'busy';
  return 'refused';
}

/** Whether a failed lookup goes to the queue, to run when the network or the service is back. */
export function isRetryable(failure: LookupFailure): boolean {
  return failure === 'offline' || failure === 'busy';
}
