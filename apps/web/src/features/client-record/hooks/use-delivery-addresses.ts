import { useLiveQuery } from 'dexie-react-hooks';
import { type DeliveryAddressRow, myPwaDb } from '#lib/db/my-pwa-db.ts';
import { addressUuidOf } from '../api/save-delivery-address.ts';

/** A delivery address with where it stands: sent, waiting, or its removal waiting. */
export interface DeliveryAddressItem {
  address: DeliveryAddressRow;
  /** Its removal is queued: it goes when the server acknowledges it. */
  removing: boolean;
  /** The server refused one of its writes: the message. */
  refused: string | null;
}

/** The client's extra delivery addresses (`MyPWA_DB.deliveryAddresses` by `client_id`), read live. */
export function useDeliveryAddresses(clientUuid: string | undefined): DeliveryAddressItem[] | undefined {
  return useLiveQuery(async () => {
    if (!clientUuid) return [];
    const [addresses, entries] = await Promise.all([
      myPwaDb.deliveryAddresses.where('client_id').equals(clientUuid).toArray(),
      myPwaDb.outbox.where('uuid').equals(clientUuid).toArray(),
    ]);
    const about = (uuid: string) =>
      entries.filter((entry) => entry.params?.uuid === uuid || addressUuidOf(entry.body) === uuid);
    return addresses
      .sort((a, b) => a.description.localeCompare(b.description, 'pt-BR'))
      .map((address) => {
        const own = about(address.uuid);
        return {
          address,
          removing: own.some((entry) => entry.call === 'clients.removeDeliveryAddress'),
          refused: own.find((entry) => entry.status === 'failed')?.last_error ?? null,
        };
      });
  }, [clientUuid]);
}
