/** Sync engine: the initial pull after login, delta pulls, and the outbox of device writes. */

export {
  BAKERY_STAMP_CALLS,
  heldBakeryLineIds,
  putServerBakeryLines,
  stampedLineIds,
} from './held-bakery-lines.ts';
export {
  type HistorySyncState,
  historyLinesPending,
  historyStopReason,
  historySync,
  isTablePending,
} from './history-sync.ts';
export { initialSync, retryHistorySync, type SyncProgress } from './initial-sync.ts';
export {
  addToOutbox,
  discardOutboxEntry,
  listOutbox,
  pendingOutboxCount,
  readOutboxCounts,
  retryOutboxEntry,
} from './outbox.ts';
export { pullDelta } from './pull-delta.ts';
export { pushNow, requestPush, startPushLoop } from './push-loop.ts';
export { deleteUnsent, saveAllAndQueue, saveAndFold, saveAndQueue } from './save-and-queue.ts';
export { SYNC_PULLS } from './sync-calls.ts';
export { groupSyncProgress, HISTORY_GROUPS, type SyncGroupProgress } from './sync-groups.ts';
export { type SyncStatusState, syncStatus } from './sync-status.ts';
export { useTablePending } from './use-table-pending.ts';
export {
  isOutboxCallName,
  OFFLINE_WRITES,
  type OutboxCallName,
  type OutboxWrite,
  writeOf,
} from './writes/offline-writes.ts';
export type { AnyWriteDeclaration, RelatedIds, RelatedNames } from './writes/write-declaration.ts';
