import { useOwner } from '../auth/owner.ts';
import type { MyPwaTableName } from '../db/my-pwa-db.ts';
import { useStore } from '../store/use-store.ts';
import { historySync, isTablePending } from './history-sync.ts';

/**
 * Whether the logged-in seller's `table` is still coming in the first sync's history (sales,
 * titles…): a screen that sums it says so instead of showing part of it as the whole.
 */
export function useTablePending(table: MyPwaTableName): boolean {
  return isTablePending(useStore(historySync), useOwner(), table);
}
