import { lastPricesPaid, type PricePaid } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useAuth } from '#lib/auth/index.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

/** How many past sales of the product the sheet lists. */
export const LAST_PRICES_SHOWN = 5;

/**
 * The last times this client bought the product (domain `lastPricesPaid`: finished sales,
 * newest first), from the client's sales on the device (`MyPWA_DB.sales`, index `client_uuid`),
 * read live. Another seller's sale made on this phone and never sent is theirs and left out
 * (docs/offline-writes.md "A shared phone"). Undefined while reading or without a client.
 */
export function useLastPricesPaid(
  clientUuid: string | null,
  productUuid: string | undefined,
): PricePaid[] | undefined {
  const sellerId = useAuth().session?.seller.id ?? null;
  const sales = useLiveQuery(
    async () => (clientUuid ? myPwaDb.sales.where('client_uuid').equals(clientUuid).toArray() : undefined),
    [clientUuid],
  );
  return useMemo(() => {
    if (!sales || !productUuid) return undefined;
    const mine = sales.filter((sale) => sale.updated_at !== undefined || sale.seller_id === sellerId);
    return lastPricesPaid(mine, productUuid, LAST_PRICES_SHOWN);
  }, [sales, productUuid, sellerId]);
}
