import { api } from '@rota/contract';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { readSaleOutbox } from '../api/read-sale-outbox.ts';
import { type SaleList, type SaleListFilters, saleList } from '../api/sale-list.ts';
import { useSaleScope } from './use-sale-scope.ts';

const readSales = () => myPwaDb.sales.toArray();
const readCursor = async () => (await myPwaDb.syncCursors.get(api.sales.allSeller.name)) ?? null;

export interface SaleListData extends SaleList {
  /** The seller's sales were pulled at least once on this device. */
  synced: boolean;
}

/**
 * "Vendas"'s data, read live from `MyPWA_DB` (src/lib/README.md "Two ways to read data"): the
 * sales (a `sale.status` event pulls `sales/all-seller`, which rewrites the row, so a status the
 * ERP changed shows by itself), the outbox's sale writes ("não enviada") and the sales' cursor.
 * Undefined until the first read.
 */
export function useSaleList(filters: SaleListFilters): SaleListData | undefined {
  const scope = useSaleScope();
  const rows = useLiveQuery(readSales);
  const outbox = useLiveQuery(readSaleOutbox);
  const cursor = useLiveQuery(readCursor);
  return useMemo(() => {
    if (!scope || rows === undefined || outbox === undefined || cursor === undefined) return undefined;
    return { ...saleList(rows, outbox, scope, filters), synced: cursor !== null };
  }, [rows, outbox, cursor, scope, filters]);
}
