import { api } from '@rota/contract';
import type { DeliveryAddress } from '@rota/domain';
import { companyWrite } from '../../db/company-write.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { idempotentWrite } from '../../sync/idempotent-write.ts';
import {
  type DeliveryAddressRow,
  findClientByUuid,
  findDeliveryAddressByUuid,
  insertDeliveryAddress,
  pickAddress,
  toDeliveryAddress,
  removeDeliveryAddress as tombstoneDeliveryAddress,
  touchClient,
  updateDeliveryAddress,
} from './clients.repository.ts';
import { clientMessages, ownsClient } from './clients.service.ts';

export const deliveryAddressMessages = {
  notFound: 'Endereço de entrega não encontrado',
  ofOtherClient: 'O endereço deve ser do cliente informado na requisição',
  otherUuid: 'O identificador do endereço deve ser o informado na requisição',
} as const;

/** The caller's client (else 404 "Cliente não encontrado"), checked inside the write. */
async function ownedClient(tx: Transaction, auth: SessionAuth, clientUuid: string) {
  const client = await findClientByUuid(tx, clientUuid);
  if (!client || !ownsClient(auth, client)) throw notFound(clientMessages.notFound);
  return client;
}

/** Whether a stored address is this client's, in the caller's company. */
function ofClient(address: DeliveryAddressRow, auth: SessionAuth, clientUuid: string): boolean {
  return address.company_id === auth.companyId && address.client_uuid === clientUuid;
}

/**
 * `POST clients/{client_id}/delivery-address`, idempotent by the address uuid. The client must
 * be the caller's (else 404); the same uuid with another body edits the address. The client's
 * version is bumped too, so a delta pull of clients sends it again with the new address.
 */
export async function addDeliveryAddress(
  db: Database,
  auth: SessionAuth,
  clientUuid: string,
  body: DeliveryAddress,
): Promise<DeliveryAddress> {
  if (body.client_id !== clientUuid)
    throw unprocessable({ client_id: [deliveryAddressMessages.ofOtherClient] });
  const { result } = await companyWrite(db, auth.companyId, (tx) =>
    idempotentWrite(
      tx,
      { companyId: auth.companyId, callName: api.clients.addDeliveryAddress.name, key: body.uuid, body },
      async () => {
        await ownedClient(tx, auth, clientUuid);
        const existing = await findDeliveryAddressByUuid(tx, body.uuid);
        if (existing && (!ofClient(existing, auth, clientUuid) || existing.deleted_at !== null))
          throw notFound(deliveryAddressMessages.notFound);
        const values = {
          uuid: body.uuid,
          client_uuid: clientUuid,
          company_id: auth.companyId,
          description: body.description,
          ...pickAddress(body),
        };
        const row = existing
          ? await updateDeliveryAddress(tx, values)
          : await insertDeliveryAddress(tx, values);
        await touchClient(tx, clientUuid);
        return toDeliveryAddress(row);
      },
    ),
  );
  return result;
}

/**
 * `PUT clients/{client_id}/delivery-address/{uuid}`: edits a live address of the caller's client
 * (else 404: the client "Cliente não encontrado", the address "Endereço de entrega não
 * encontrado", also once removed). Idempotent by the address uuid: the same body again answers
 * the first answer and changes nothing. Bumps the client's version, so a delta pull of clients
 * sends it again with the edited address.
 */
export async function editDeliveryAddress(
  db: Database,
  auth: SessionAuth,
  params: { client_id: string; uuid: string },
  body: DeliveryAddress,
): Promise<DeliveryAddress> {
  const fields: Record<string, string[]> = {};
  if (body.uuid !== params.uuid) fields.uuid = [deliveryAddressMessages.otherUuid];
  if (body.client_id !== params.client_id) fields.client_id = [deliveryAddressMessages.ofOtherClient];
  if (Object.keys(fields).length > 0) throw unprocessable(fields);
  const { result } = await companyWrite(db, auth.companyId, (tx) =>
    idempotentWrite(
      tx,
      { companyId: auth.companyId, callName: api.clients.updateDeliveryAddress.name, key: body.uuid, body },
      async () => {
        await ownedClient(tx, auth, params.client_id);
        const existing = await findDeliveryAddressByUuid(tx, body.uuid);
        if (!existing || !ofClient(existing, auth, params.client_id) || existing.deleted_at !== null)
          throw notFound(deliveryAddressMessages.notFound);
        const row = await updateDeliveryAddress(tx, {
          uuid: body.uuid,
          client_uuid: params.client_id,
          company_id: auth.companyId,
          description: body.description,
          ...pickAddress(body),
        });
        await touchClient(tx, params.client_id);
        return toDeliveryAddress(row);
      },
    ),
  );
  return result;
}

/**
 * `DELETE clients/{client_id}/delivery-address/{uuid}`: removes an address of the caller's client
 * as a tombstone and bumps the client's version, so the next delta pull sends the client without
 * it and devices drop it. Removing it again answers the same (`{ uuid, deleted: true }`), so a
 * replayed removal never fails; an address that is not this client's answers 404.
 */
export async function removeDeliveryAddress(
  db: Database,
  auth: SessionAuth,
  params: { client_id: string; uuid: string },
  now: Date,
): Promise<{ uuid: string; deleted: true }> {
  const { result } = await companyWrite(db, auth.companyId, (tx) =>
    idempotentWrite(
      tx,
      {
        companyId: auth.companyId,
        callName: api.clients.removeDeliveryAddress.name,
        key: params.uuid,
        body: { client: params.client_id },
      },
      async () => {
        await ownedClient(tx, auth, params.client_id);
        const existing = await findDeliveryAddressByUuid(tx, params.uuid);
        if (!existing || !ofClient(existing, auth, params.client_id))
          throw notFound(deliveryAddressMessages.notFound);
        if (existing.deleted_at === null) {
          await tombstoneDeliveryAddress(tx, params.uuid, now);
          await touchClient(tx, params.client_id);
        }
        return { uuid: params.uuid, deleted: true as const };
      },
    ),
  );
  return result;
}
