import { api } from '@rota/contract';
import type { DeliveryAddress } from '@rota/domain';
import { defineWrite, type StoreStep } from './write-declaration.ts';

// A client's address writes are queued under the client's uuid (its writes and its addresses'
// keep one order), and hold the address itself.

const storeAddress =
  (address: DeliveryAddress): StoreStep<'deliveryAddresses'> =>
  ({ deliveryAddresses }) =>
    deliveryAddresses.put(address);

const describeAddress = (description: string, client: string | null) =>
  client ? `${description}, de ${client}` : description;

/** An address added to a client, whole. */
export const addressAdd = defineWrite({
  call: api.clients.addDeliveryAddress,
  stores: ['deliveryAddresses'],
  held: { table: 'deliveryAddresses', uuid: ({ body }) => body.uuid },
  acknowledge: storeAddress,
  label: 'Endereço de entrega',
  describe: ({ body, params }, names) =>
    describeAddress(body.description, names.clients.get(params.client_id) ?? null),
  related: ({ params }) => ({ client: params.client_id }),
});

/** An address edited, whole. */
export const addressUpdate = defineWrite({
  call: api.clients.updateDeliveryAddress,
  stores: ['deliveryAddresses'],
  held: { table: 'deliveryAddresses', uuid: ({ params }) => params.uuid },
  acknowledge: storeAddress,
  label: 'Alteração de endereço de entrega',
  describe: ({ body, params }, names) =>
    describeAddress(body.description, names.clients.get(params.client_id) ?? null),
  related: ({ params }) => ({ client: params.client_id }),
});

/**
 * An address removed. It stays on screen ("Remoção aguardando envio") until the server removed it
 * too: the acknowledgement deletes it, a refusal leaves it there.
 */
export const addressRemove = defineWrite({
  call: api.clients.removeDeliveryAddress,
  stores: ['deliveryAddresses'],
  held: { table: 'deliveryAddresses', uuid: ({ params }) => params.uuid },
  acknowledge:
    ({ uuid }) =>
    ({ deliveryAddresses }) =>
      deliveryAddresses.delete(uuid),
  label: 'Remoção de endereço de entrega',
  // A removal carries no body: the address is named by its client.
  describe: ({ params }, names) => {
    const client = names.clients.get(params.client_id) ?? null;
    return client ? `Endereço de ${client}` : null;
  },
  related: ({ params }) => ({ client: params.client_id }),
});
