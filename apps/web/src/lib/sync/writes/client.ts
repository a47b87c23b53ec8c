import { api, type CallBody } from '@rota/contract';
import type { Client } from '@rota/domain';
import { withClientSearch } from '../../db/client-search-row.ts';
import { defineWrite, type StoreStep } from './write-declaration.ts';

/** A client is stored with its search text (`withClientSearch`), folded before the transaction. */
export async function storeClient(client: Client): Promise<StoreStep<'clients'>> {
  const rows = await withClientSearch([client]);
  return ({ clients }) => clients.bulkPut(rows);
}

const describeClient = ({ body }: { body: Pick<CallBody<typeof api.clients.create>, 'name'> }) =>
  body.name ? `Cliente: ${body.name}` : null;

/** A client made on the device, whole (`saveAndFold`: its unsent whole-record writes fold into one). */
export const clientCreate = defineWrite({
  call: api.clients.create,
  stores: ['clients'],
  held: { table: 'clients', uuid: ({ body }) => body.uuid },
  acknowledge: storeClient,
  label: 'Cliente novo',
  describe: describeClient,
});

/** A client edited on the device, whole. */
export const clientUpdate = defineWrite({
  call: api.clients.update,
  stores: ['clients'],
  held: { table: 'clients', uuid: ({ body }) => body.uuid },
  acknowledge: storeClient,
  label: 'Alteração de cliente',
  describe: describeClient,
});
