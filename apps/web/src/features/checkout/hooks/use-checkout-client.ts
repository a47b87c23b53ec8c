import { useLiveQuery } from 'dexie-react-hooks';
import type { ClientRow, DeliveryAddressRow } from '#lib/db/my-pwa-db.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

export interface CheckoutClient {
  client: ClientRow | null;
  /** The client's extra delivery addresses (its row's and `deliveryAddresses`', by uuid). */
  addresses: DeliveryAddressRow[];
}

/** The sale's client and its delivery addresses, read live; null client when not on the device. */
export function useCheckoutClient(uuid: string | null, companyId: number | null): CheckoutClient | undefined {
  return useLiveQuery(async () => {
    if (!uuid) return { client: null, addresses: [] };
    const [row, stored] = await Promise.all([
      myPwaDb.clients.get(uuid),
      myPwaDb.deliveryAddresses.where('client_id').equals(uuid).toArray(),
    ]);
    const client = row && row.company_id === companyId ? row : null;
    const byUuid = new Map<string, DeliveryAddressRow>();
    for (const address of client?.delivery_addresses ?? []) byUuid.set(address.uuid, address);
    for (const address of stored) byUuid.set(address.uuid, address);
    return { client, addresses: client ? [...byUuid.values()] : [] };
  }, [uuid, companyId]);
}
