import { type OpenVisit, openVisitSchema, type VisitReading } from '@rota/domain';
import { readDraft, removeDraft, saveDraft } from './client-draft.ts';

/** Where a client's started visit waits on the device (the seller's own, like a form's draft). */
export const openVisitKey = (clientUuid: string) => `visit:${clientUuid}`;

/** The visit started at this client and not ended, if any (a stored value that no longer parses is none). */
export async function readOpenVisit(clientUuid: string): Promise<OpenVisit | null> {
  const parsed = openVisitSchema.safeParse(await readDraft(openVisitKey(clientUuid)));
  return parsed.success ? parsed.data : null;
}

/**
 * "Iniciar visita": keeps the check-in on the device (it survives a reload or a dead battery) under
 * a new visit uuid; nothing is sent until the visit ends.
 */
export async function startVisit(
  clientUuid: string,
  checkIn: VisitReading,
  radiusReason: string | null,
): Promise<OpenVisit> {
  const visit = openVisitSchema.parse({
    uuid: crypto.randomUUID(),
    client_uuid: clientUuid,
    check_in: checkIn,
    radius_reason: radiusReason,
  });
  await saveDraft(openVisitKey(clientUuid), visit, new Date(checkIn.at));
  return visit;
}

/** Forgets the started visit ("Cancelar visita", or once it was queued whole). */
export function forgetOpenVisit(clientUuid: string): Promise<void> {
  return removeDraft(openVisitKey(clientUuid));
}
