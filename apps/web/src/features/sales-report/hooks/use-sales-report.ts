import { api } from '@rota/contract';
import { type DateRange, type SalesSummary, summarizeSales } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useAuth, useCan } from '#lib/auth/index.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

const readSales = () => myPwaDb.sales.toArray();
const readCursor = async () => (await myPwaDb.syncCursors.get(api.sales.allSeller.name)) ?? null;

export interface SalesReportData {
  summary: SalesSummary;
  /** When the seller's sales were last pulled on this device (ISO), or null if never. */
  syncedAt: string | null;
}

/**
 * The report, computed on the device from the synced sales (domain `summarizeSales`), so it
 * works offline and follows every pull and local save live; `syncedAt` says how fresh it is.
 * The scope is the server's for `sales/report-seller`: the seller's own sales, every seller's
 * with canViewAllSales; a sale made on this phone by another seller and never sent stays theirs.
 * The server's report is not called: it answers per status and per day only, and the device
 * already holds every row it would count.
 */
export function useSalesReport(range: DateRange): SalesReportData | undefined {
  const { session } = useAuth();
  const all = useCan('canViewAllSales');
  const rows = useLiveQuery(readSales);
  const cursor = useLiveQuery(readCursor);
  const companyId = session?.seller.company_id ?? null;
  const sellerId = session?.seller.id ?? null;
  return useMemo(() => {
    if (!rows || cursor === undefined || companyId === null || sellerId === null) return undefined;
    const mine = rows.filter(
      (row) =>
        row.company_id === companyId &&
        !row.deleted_at &&
        (row.seller_id === sellerId || (all && row.updated_at !== undefined)),
    );
    return { summary: summarizeSales(mine, range, { top: 5 }), syncedAt: cursor?.synced_at ?? null };
  }, [rows, cursor, companyId, sellerId, all, range]);
}
