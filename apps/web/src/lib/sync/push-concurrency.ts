/**
 * How many outbox entries are on their way at once (`push-outbox.ts`). Browsers open six
 * connections to a server over HTTP/1.1, so two more wait in the browser, already marked and ready
 * to leave the moment a connection frees; 4 and 16 did no better here (docs/bench.md "The push of
 * 500 queued records"). Apart, with nothing imported, so the fault e2e reads the same number.
 */
export const PUSH_CONCURRENCY = 8;
