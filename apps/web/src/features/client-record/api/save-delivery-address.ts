import type { DeliveryAddress } from '@rota/domain';
import { z } from 'zod';
import { type DeliveryAddressRow, myPwaDb, type OutboxRow } from '#lib/db/my-pwa-db.ts';
import { saveAndFold } from '#lib/sync/index.ts';

const addressBodySchema = z.object({ uuid: z.unknown().optional() });

/** The address uuid an outbox entry's body carries (an add or edit of a delivery address), if any. */
export function addressUuidOf(body: unknown): unknown {
  const parsed = addressBodySchema.safeParse(body);
  return parsed.success ? parsed.data.uuid : undefined;
}

/** The unsent add or edit of one delivery address of a client. */
export const isAddressWrite = (addressUuid: string) => (entry: OutboxRow) =>
  (entry.call === 'clients.addDeliveryAddress' || entry.call === 'clients.updateDeliveryAddress') &&
  addressUuidOf(entry.body) === addressUuid;

/**
 * Saves a delivery address (`sinchronized` 0: "Aguardando envio") and queues it in one
 * transaction: `clients.addDeliveryAddress` for a new one, `clients.updateDeliveryAddress` for one
 * already on the device. Entries are the client's (`uuid` = client uuid), so they wait behind an
 * unsent create of the client; an unsent add or edit of the same address takes the new body in
 * its place (`saveAndFold`, the same policy as the client's).
 */
export function saveDeliveryAddress(address: DeliveryAddress, isNew: boolean): Promise<number> {
  const row: DeliveryAddressRow = { ...address, sinchronized: 0 };
  const params = { client_id: address.client_id, uuid: address.uuid };
  const write = isNew
    ? ({
        call: 'clients.addDeliveryAddress',
        uuid: address.client_id,
        params: { client_id: address.client_id },
        body: row,
      } as const)
    : ({ call: 'clients.updateDeliveryAddress', uuid: address.client_id, params, body: row } as const);
  return saveAndFold(myPwaDb.deliveryAddresses, row, write, isAddressWrite(address.uuid));
}
