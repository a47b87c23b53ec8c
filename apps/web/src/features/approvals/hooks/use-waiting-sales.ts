import { api } from '@rota/contract';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useAuth } from '#lib/auth/index.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { type WaitingSale, waitingSales } from '../api/waiting-sales.ts';

const readSales = () => myPwaDb.sales.toArray();
const readCursor = async () => (await myPwaDb.syncCursors.get(api.sales.allSeller.name)) ?? null;

export interface WaitingSalesData {
  sales: WaitingSale[];
  /** The sales were pulled at least once on this device. */
  synced: boolean;
}

/**
 * "Aprovações"'s data, read live from `MyPWA_DB`: a `sale.approval` event pulls the sales delta,
 * so a sale that begins to wait, or that another supervisor decided, shows or leaves by itself.
 * Undefined until the first read.
 */
export function useWaitingSales(): WaitingSalesData | undefined {
  const companyId = useAuth().session?.seller.company_id ?? null;
  const rows = useLiveQuery(readSales);
  const cursor = useLiveQuery(readCursor);
  return useMemo(() => {
    if (companyId === null || rows === undefined || cursor === undefined) return undefined;
    return { sales: waitingSales(rows, companyId), synced: cursor !== null };
  }, [rows, cursor, companyId]);
}
