import { api } from '@rota/contract';
import { decodedLength, formatBytes } from '@rota/domain';
import { defineWrite } from './write-declaration.ts';

/**
 * One part of a visit's photo (docs/offline-writes.md "Photos"). Queued under the client's uuid,
 * behind the visit it belongs to: the visit reaches the server first, and a refused visit holds its
 * photos. The server keeps each part once by its offset, so a part sent again changes nothing;
 * nothing on the device changes with the answer.
 */
export const visitPhotoPart = defineWrite({
  call: api.visits.photoPart,
  stores: [],
  held: null,
  acknowledge: () => async () => undefined,
  label: 'Foto da visita',
  describe: ({ uuid, body }, names) => {
    const part = `${formatBytes(decodedLength(body.data))} de ${formatBytes(body.total_size)}`;
    const client = names.clients.get(uuid) ?? null;
    return client ? `${client}, ${part}` : part;
  },
  related: ({ uuid }) => ({ client: uuid }),
});
