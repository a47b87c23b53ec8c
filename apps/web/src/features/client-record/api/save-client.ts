import type { Client } from '@rota/domain';
import { withClientSearch } from '#lib/db/client-search-row.ts';
import { type ClientRow, myPwaDb, type OutboxRow } from '#lib/db/my-pwa-db.ts';
import { saveAndFold } from '#lib/sync/index.ts';

/** The whole-record writes of a client: a newer one replaces those not sent yet. */
export const isClientWrite = (entry: OutboxRow) =>
  entry.call === 'clients.create' || entry.call === 'clients.update';

/**
 * Saves a client on the device and queues it, in one transaction (docs/offline-writes.md):
 * - the local row is `withClientSearch`'s (its search text folded once), keeping the sync stamps
 *   of a stored client; the body is the plain §3 Client (`clientSchema`'s output, no `search`);
 * - `clients.update` for a client the server acknowledged (it has `updated_at`), `clients.create`
 *   otherwise — the create is idempotent by uuid, so a client never acknowledged is created;
 * - RE-QUEUE POLICY: the client's unsent create/update entries, refused ones included, are folded
 *   into the first of them (`saveAndFold`): it takes this body and goes back in line at its own
 *   place, so a refused client fixed on the form is sent again ahead of the visits and addresses
 *   queued after it, and only the newest version of the client is sent.
 * Answers the id of the outbox entry that carries it.
 */
export async function saveClient(client: Client, stored: ClientRow | undefined): Promise<number> {
  const [row] = await withClientSearch([client]);
  const local: ClientRow = {
    ...(row as ClientRow),
    ...(stored?.updated_at ? { updated_at: stored.updated_at, deleted_at: stored.deleted_at ?? null } : {}),
  };
  const write = stored?.updated_at
    ? ({ call: 'clients.update', uuid: client.uuid, body: client } as const)
    : ({ call: 'clients.create', uuid: client.uuid, body: client } as const);
  return saveAndFold(myPwaDb.clients, local, write, isClientWrite);
}
