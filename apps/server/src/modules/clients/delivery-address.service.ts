import { api } from '@rota/contract';
import type { DeliveryAddress } from '@rota/domain';
import { companyWrite } from '../../db/company-write.ts';
import type { Database } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { idempotentWrite } from '../../sync/idempotent-write.ts';
import {
  findClientByUuid,
  findDeliveryAddressByUuid,
  insertDeliveryAddress,
  pickAddress,
  toDeliveryAddress,
  touchClient,
  updateDeliveryAddress,
} from './clients.repository.ts';
import { clientMessages, ownsClient } from './clients.service.ts';

export const deliveryAddressMessages = {
  notFound: 'Endereço de entrega não encontrado',
  ofOtherClient: 'O endereço deve ser do cliente informado na requisição',
} as const;

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
        const client = await findClientByUuid(tx, clientUuid);
        if (!client || !ownsClient(auth, client)) throw notFound(clientMessages.notFound);
        const existing = await findDeliveryAddressByUuid(tx, body.uuid);
        if (
          existing &&
          (existing.company_id !== auth.companyId ||
            existing.client_uuid !== clientUuid ||
            existing.deleted_at !== null)
        )
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
