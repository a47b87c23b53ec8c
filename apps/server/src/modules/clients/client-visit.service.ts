import { api, type visitBodySchema } from '@rota/contract';
import { BOUNDED_DATE_FIELDS } from '@rota/domain';
import type { z } from 'zod';
import { companyWrite } from '../../db/company-write.ts';
import type { Database } from '../../db/database.ts';
import { refuseDatesOutOfBounds } from '../../errors/refuse-dates-out-of-bounds.ts';
import { conflict, notFound } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { idempotentWrite } from '../../sync/idempotent-write.ts';
import { companyVisitRadius } from '../companies/index.ts';
import {
  type ClientVisitRow,
  findClientByUuid,
  findVisitByUuid,
  insertVisit,
  raiseLastVisit,
  type VisitOutcomeColumns,
  visitOutcomeColumns,
} from './clients.repository.ts';
import { clientMessages, ownsClient, type SyncedClient, syncedClient } from './clients.service.ts';
import { visitPositionColumns } from './visit-position-columns.ts';

export const visitChangedMessage = 'Esta visita já foi registrada com outros dados.';

type VisitBody = z.output<typeof visitBodySchema>;

/** Whether a stored visit is the one a body describes: same client, instant and outcome. */
function sameVisit(visit: ClientVisitRow, clientUuid: string, visitedAt: Date, outcome: VisitOutcomeColumns) {
  return (
    visit.client_uuid === clientUuid &&
    visit.visited_at.getTime() === visitedAt.getTime() &&
    visit.outcome === outcome.outcome &&
    visit.reason === outcome.reason &&
    visit.note === outcome.note
  );
}

/**
 * `PUT clients/{id}/visited`: records the visit once by its uuid, with how it ended (a sale, or
 * no sale with the reason and the seller's note), and raises the client's `last_visit` to the
 * latest visit (a visit older than the last one is kept but moves nothing). A replay answers the
 * first answer and changes nothing; the same visit uuid with another client, instant or
 * outcome is a 409: a visit is a fact the seller recorded, not a record edited later. The
 * check-in and check-out are kept with the distance and flags the server reads of them
 * (`visitPositionColumns`); a check-in out of the radius without the seller's reason is still
 * recorded — a queued visit is never refused for it — and flagged.
 */
export async function recordVisit(
  db: Database,
  auth: SessionAuth,
  clientUuid: string,
  body: VisitBody,
  now: Date,
): Promise<SyncedClient> {
  const visitedAt = new Date(body.visited_at);
  const outcome = visitOutcomeColumns(body.outcome);
  const { result } = await companyWrite(db, auth.companyId, (tx) =>
    idempotentWrite(
      tx,
      {
        companyId: auth.companyId,
        callName: api.clients.visited.name,
        key: body.uuid,
        body: { client: clientUuid, ...body },
      },
      async () => {
        const client = await findClientByUuid(tx, clientUuid);
        if (!client || !ownsClient(auth, client)) throw notFound(clientMessages.notFound);
        const visit = await findVisitByUuid(tx, body.uuid);
        if (visit) {
          if (visit.company_id !== auth.companyId) throw notFound();
          if (!sameVisit(visit, clientUuid, visitedAt, outcome)) throw conflict(visitChangedMessage);
          return syncedClient(tx, client);
        }
        refuseDatesOutOfBounds(body, BOUNDED_DATE_FIELDS.visit, now);
        const radius = await companyVisitRadius(tx, auth.companyId);
        await insertVisit(tx, {
          uuid: body.uuid,
          companyId: auth.companyId,
          clientUuid,
          sellerId: auth.seller.id,
          visitedAt,
          outcome,
          position: visitPositionColumns(body, client, radius),
          now,
        });
        await raiseLastVisit(tx, clientUuid, visitedAt);
        const updated = await findClientByUuid(tx, clientUuid);
        return syncedClient(tx, updated ?? client);
      },
    ),
  );
  return result;
}
