import { useLiveQuery } from 'dexie-react-hooks';
import { useSearchParams } from 'react-router';
import { myPwaDb, type SaleRow } from '#lib/db/my-pwa-db.ts';
import { readSaleOutbox } from '../api/read-sale-outbox.ts';
import type { SaleOutboxState } from '../api/sale-outbox-states.ts';

export interface SaleRecord {
  /** Null when the device has no such sale. */
  sale: SaleRow | null;
  outbox: SaleOutboxState | null;
}

/** The sale named by `?sale=`, read live (a status the ERP changes shows at once), and its outbox state. */
export function useSaleRecord(): SaleRecord | undefined {
  const [params] = useSearchParams();
  const uuid = params.get('sale');
  return useLiveQuery(async () => {
    if (!uuid) return { sale: null, outbox: null };
    const [sale, outbox] = await Promise.all([myPwaDb.sales.get(uuid), readSaleOutbox()]);
    return { sale: sale ?? null, outbox: outbox.get(uuid) ?? null };
  }, [uuid]);
}
