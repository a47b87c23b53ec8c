import type { VisitOutcome } from '@rota/domain';
import { type ClientRow, myPwaDb } from '#lib/db/my-pwa-db.ts';
import { saveAndQueue } from '#lib/sync/index.ts';

/**
 * Registers a visit: queues `clients.visited` (the visit keyed by its own new uuid, so a replay
 * counts once) and, in the same transaction, moves the local client's `last_visit` to now, so the
 * clients list's Quinzenal rule sees it before the server answers. The entry is the client's
 * (`uuid`): it waits behind a create of that client that was not sent yet.
 */
export function registerVisit(client: ClientRow, outcome: VisitOutcome, now = new Date()): Promise<number> {
  const visitedAt = now.toISOString();
  return saveAndQueue(
    myPwaDb.clients,
    { ...client, last_visit: visitedAt },
    {
      call: 'clients.visited',
      uuid: client.uuid,
      params: { id: client.uuid },
      body: { uuid: crypto.randomUUID(), visited_at: visitedAt, outcome },
    },
    now,
  );
}
