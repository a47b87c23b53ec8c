import { api } from '@rota/contract';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useAuth, useCan } from '#lib/auth/index.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { type HistoryItem, type HistoryKind, historyList, historySellers } from '../api/history-list.ts';

// No index on status (my-pwa-db-stores.ts keeps indexes to what must be queried): a seller's sales are read whole.
const readFinished = () => myPwaDb.sales.toArray();
const readCursor = async () => (await myPwaDb.syncCursors.get(api.sales.allSeller.name)) ?? null;

/**
 * The history's sales, read live from `MyPWA_DB.sales`: `sales/all-seller` already brings every
 * status in the session's scope (the same rows `sales/all-processed` and `sales/all-canceled`
 * answer), so the history works offline and a cancellation the ERP makes shows at once.
 */
export interface HistoryView {
  items: HistoryItem[];
  synced: boolean;
  /** canViewAllSales: the sellers to narrow the list to (empty for a seller, who sees their own). */
  sellers: { id: number; name: string }[];
}

export function useHistory(kind: HistoryKind, query: string, seller: number | null): HistoryView | undefined {
  const { session } = useAuth();
  const all = useCan('canViewAllSales');
  const rows = useLiveQuery(readFinished);
  const cursor = useLiveQuery(readCursor);
  const companyId = session?.seller.company_id ?? null;
  const sellerId = session?.seller.id ?? null;
  return useMemo(() => {
    if (!rows || cursor === undefined || companyId === null || sellerId === null) return undefined;
    const scope = { companyId, sellerId, all };
    return {
      items: historyList(rows, scope, kind, query, all ? seller : null),
      synced: cursor !== null,
      sellers: all ? historySellers(rows, scope) : [],
    };
  }, [rows, cursor, companyId, sellerId, all, kind, query, seller]);
}
