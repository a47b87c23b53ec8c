import type { SyncStatusView } from '../hooks/use-sync-status.ts';

/** The one state the header shows, most urgent first. */
export type SyncStatusKind = 'offline' | 'busy' | 'failed' | 'pending' | 'upToDate';

/**
 * Offline wins (nothing can move), then a running push or pull, then refusals the seller must
 * look at, then entries waiting their turn; otherwise everything went.
 */
export function syncStatusKind(status: SyncStatusView): SyncStatusKind {
  if (!status.online) return 'offline';
  if (status.pushing || status.pulling) return 'busy';
  if (status.failed > 0) return 'failed';
  if (status.pending > 0) return 'pending';
  return 'upToDate';
}
