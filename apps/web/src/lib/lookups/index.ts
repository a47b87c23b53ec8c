/** CEP and CNPJ lookups: asked at once through the server, or queued offline and run later. */
export { fetchLookup, LOOKUP_TIMEOUT_MS, type LookupResult } from './fetch-lookup.ts';
export {
  isRetryable,
  LOOKUP_BACKOFF,
  type LookupFailure,
  lookupBackoffMs,
  lookupFailure,
  type RetryableFailure,
} from './lookup-outcome.ts';
export { type QueuedLookup, queueLookup, removeLookup, storeLookupResult } from './lookup-queue.ts';
export { lookupMessages } from './messages.ts';
