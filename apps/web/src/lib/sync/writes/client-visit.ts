import { api } from '@rota/contract';
import { formatDateTime } from '@rota/domain';
import { storeClient } from './client.ts';
import { defineWrite } from './write-declaration.ts';

/** A visit registered at the client's door: it moves the client's `last_visit`, so it holds the client. */
export const clientVisit = defineWrite({
  call: api.clients.visited,
  stores: ['clients'],
  held: { table: 'clients', uuid: ({ params }) => params.id },
  acknowledge: storeClient,
  label: 'Visita',
  describe: ({ body, params }, names) => {
    const client = names.clients.get(params.id) ?? null;
    const at = formatDateTime(body.visited_at);
    return client ? `${client}, em ${at}` : `Em ${at}`;
  },
  related: ({ params }) => ({ client: params.id }),
});
