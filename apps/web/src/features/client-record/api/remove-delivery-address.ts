import type { DeliveryAddress } from '@rota/domain';
import { myPwaDb, type OutboxRow } from '#lib/db/my-pwa-db.ts';
import { addToOutbox, deleteUnsent } from '#lib/sync/index.ts';
import { addressUuidOf, isAddressWrite } from './save-delivery-address.ts';

const isUnsentAdd = (addressUuid: string) => (entry: OutboxRow) =>
  entry.call === 'clients.addDeliveryAddress' && addressUuidOf(entry.body) === addressUuid;

/**
 * Removes a delivery address.
 * - Never sent (its add is still in the outbox, not being sent): the local row and its queued add
 *   and edits are dropped together, in one transaction; the server never hears of it. Answers
 *   'dropped'.
 * - Otherwise `clients.removeDeliveryAddress` is queued (the client's entry, after its earlier
 *   writes); the row stays, shown as "Remoção aguardando envio", until the server's answer deletes
 *   it (`acknowledge`). Answers the entry id.
 */
export async function removeDeliveryAddress(address: DeliveryAddress): Promise<'dropped' | number> {
  const unsentAdd = await myPwaDb.outbox
    .where('uuid')
    .equals(address.client_id)
    .filter(isUnsentAdd(address.uuid))
    .count();
  if (unsentAdd > 0) {
    const dropped = await deleteUnsent(
      myPwaDb.deliveryAddresses,
      address.uuid,
      address.client_id,
      isAddressWrite(address.uuid),
    );
    if (dropped) return 'dropped';
  }
  return addToOutbox({
    call: 'clients.removeDeliveryAddress',
    uuid: address.client_id,
    params: { client_id: address.client_id, uuid: address.uuid },
    body: undefined,
  });
}
