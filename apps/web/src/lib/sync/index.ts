/** Sync engine: the initial pull after login, delta pulls, and the outbox of device writes. */
export { initialSync, type SyncProgress } from './initial-sync.ts';
export { addToOutbox, pendingOutboxCount } from './outbox.ts';
export { pullDelta } from './pull-delta.ts';
export { SYNC_PULLS } from './sync-calls.ts';
