import type { OpenVisit, VisitOutcome, VisitReading } from '@rota/domain';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import type { PreparedPhoto } from '#lib/device/compress-photo.ts';
import { addToOutbox, saveAndQueue } from '#lib/sync/index.ts';
import { openVisitKey } from './open-visit.ts';
import { photoPartBodies } from './photo-part-bodies.ts';

/** How the visit went in the field: its check-in (the started visit) and check-out, when taken. */
export interface VisitReadings {
  open: OpenVisit | null;
  checkOut: VisitReading | null;
}

/**
 * Registers a visit: queues `clients.visited` (the visit keyed by its own uuid — the started
 * visit's, so a replay counts once) with its check-in, check-out and the reason given out of the
 * radius, then each photo's parts (`visits.photoPart`), and, in the same transaction, moves the
 * local client's `last_visit` to now (the clients list's Quinzenal rule sees it before the server
 * answers) and forgets the started visit. The entries are the client's (`uuid`): they wait behind
 * a create of that client that was not sent yet, and the photos behind their visit.
 */
export async function registerVisit(
  client: ClientRow,
  outcome: VisitOutcome,
  readings: VisitReadings = { open: null, checkOut: null },
  photos: readonly PreparedPhoto[] = [],
  now = new Date(),
): Promise<number> {
  const visitedAt = now.toISOString();
  const { open, checkOut } = readings;
  const visitUuid = open?.uuid ?? crypto.randomUUID();
  // Read before the transaction, which must wait on nothing but IndexedDB.
  const parts = await Promise.all(
    photos.map(async (photo) => ({ photo, bodies: await photoPartBodies(photo.blob) })),
  );
  return myPwaDb.transaction('rw', myPwaDb.clients, myPwaDb.outbox, myPwaDb.drafts, async () => {
    const entryId = await saveAndQueue(
      myPwaDb.clients,
      { ...client, last_visit: visitedAt },
      {
        call: 'clients.visited',
        uuid: client.uuid,
        params: { id: client.uuid },
        body: {
          uuid: visitUuid,
          visited_at: visitedAt,
          outcome,
          check_in: open?.check_in ?? null,
          check_out: checkOut,
          radius_reason: open?.radius_reason ?? null,
        },
      },
      now,
    );
    for (const { photo, bodies } of parts) {
      for (const body of bodies) {
        await addToOutbox(
          {
            call: 'visits.photoPart',
            uuid: client.uuid,
            params: { visit: visitUuid, uuid: photo.uuid },
            body,
          },
          now,
        );
      }
    }
    if (open) await myPwaDb.drafts.delete(openVisitKey(client.uuid));
    return entryId;
  });
}
