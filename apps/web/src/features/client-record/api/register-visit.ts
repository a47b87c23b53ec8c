import type { OpenVisit, VisitOutcome, VisitReading } from '@rota/domain';
import { type ClientRow, myPwaDb } from '#lib/db/my-pwa-db.ts';
import { saveAndQueue } from '#lib/sync/index.ts';
import { openVisitKey } from './open-visit.ts';

/** How the visit went in the field: its check-in (the started visit) and check-out, when taken. */
export interface VisitReadings {
  open: OpenVisit | null;
  checkOut: VisitReading | null;
}

/**
 * Registers a visit: queues `clients.visited` (the visit keyed by its own uuid — the started
 * visit's, so a replay counts once) with its check-in, check-out and the reason given out of the
 * radius, and, in the same transaction, moves the local client's `last_visit` to now (the clients
 * list's Quinzenal rule sees it before the server answers) and forgets the started visit. The
 * entry is the client's (`uuid`): it waits behind a create of that client that was not sent yet.
 */
export function registerVisit(
  client: ClientRow,
  outcome: VisitOutcome,
  readings: VisitReadings = { open: null, checkOut: null },
  now = new Date(),
): Promise<number> {
  const visitedAt = now.toISOString();
  const { open, checkOut } = readings;
  return myPwaDb.transaction('rw', myPwaDb.clients, myPwaDb.outbox, myPwaDb.drafts, async () => {
    const entryId = await saveAndQueue(
      myPwaDb.clients,
      { ...client, last_visit: visitedAt },
      {
        call: 'clients.visited',
        uuid: client.uuid,
        params: { id: client.uuid },
        body: {
          uuid: open?.uuid ?? crypto.randomUUID(),
          visited_at: visitedAt,
          outcome,
          check_in: open?.check_in ?? null,
          check_out: checkOut,
          radius_reason: open?.radius_reason ?? null,
        },
      },
      now,
    );
    if (open) await myPwaDb.drafts.delete(openVisitKey(client.uuid));
    return entryId;
  });
}
