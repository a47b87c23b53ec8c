import { HttpError } from '../http/http-error.ts';

/**
 * What a failed lookup means for the person waiting on it:
 * - `offline`: the device has no network: the lookup goes when it is back;
 * - `unreachable`: online, but Rota's server never answered (status 0, a time-out);
 * - `busy`: the lookup service is over its quota (429): free registry tiers allow a few a minute;
 * - `down`: the lookup service is out or too slow (503, another 5xx, 408);
 * - `not_found`: the service says the CEP or CNPJ does not exist (404): said as such, never retried;
 * - `refused`: anything else (400, 422…): shown with the server's message, not retried.
 * The first four are retried, with a growing wait but for `offline` (docs/web.md "Lookups").
 */
export type LookupFailure = 'offline' | 'unreachable' | 'busy' | 'down' | 'not_found' | 'refused';
export type RetryableFailure = Extract<LookupFailure, 'offline' | 'unreachable' | 'busy' | 'down'>;

export function lookupFailure(
  error: unknown,
  online = globalThis.navigator?.onLine !== false,
): LookupFailure {
  if (!(error instanceof HttpError) || error.status === 0) return online ? 'unreachable' : 'offline';
  if (error.status === 404) return 'not_found';
  if (error.status === 429) return 'busy';
  if (error.status === 408 || error.status >= 500) return 'down';
  return 'refused';
}

/** Whether a failed lookup goes to the queue, to run when the network or the service is back. */
export function isRetryable(failure: LookupFailure): failure is RetryableFailure {
  return failure === 'offline' || failure === 'unreachable' || failure === 'busy' || failure === 'down';
}

/**
 * Waits after a lookup the server or the service could not answer: 20 s doubling up to 10 min,
 * spread between half and all of it. Free registry tiers allow about 3 lookups a minute, so the
 * first wait is already a third of a minute.
 */
export const LOOKUP_BACKOFF = { baseMs: 20_000, maxMs: 600_000 } as const;

export function lookupBackoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LOOKUP_BACKOFF.maxMs, LOOKUP_BACKOFF.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * When a lookup that failed so for the `attempts`-th time may run again: never before the network
 * is back when offline (the `online` event runs it), else after the back-off.
 */
export function nextAttemptAt(
  failure: RetryableFailure,
  attempts: number,
  now: Date,
  random?: () => number,
): Date | null {
  return failure === 'offline' ? null : new Date(now.getTime() + lookupBackoffMs(attempts, random));
}
