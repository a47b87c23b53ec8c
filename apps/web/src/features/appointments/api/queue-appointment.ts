import type { api, CallBody } from '@rota/contract';
import type { Appointment } from '@rota/domain';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { toStorageError } from '#lib/db/storage-error.ts';
import { requestPush, saveAndQueue } from '#lib/sync/index.ts';
import { currentOwner } from '#lib/sync/pull-context.ts';

const CALL = 'orderProduction.createApoint' as const;

/**
 * Saves an appointment on the tablet and queues it for the server in one transaction (DESIGN.md
 * "Offline writes"). Every action (start, pause, resume, finish) queues the appointment whole as
 * it is now, under its uuid: the push sends them in the order they were made, and the server
 * updates the one appointment until it is finished.
 */
export async function queueAppointment(appointment: Appointment): Promise<void> {
  const body: CallBody<typeof api.orderProduction.createApoint> = appointment;
  await saveAndQueue(myPwaDb.appointments, appointment, { call: CALL, uuid: appointment.uuid, body });
  requestPush();
}

/** Why a correction was not saved: the appointment was already sent, or is leaving right now. */
export class NotAmendableError extends Error {
  override readonly name = 'NotAmendableError';
  constructor(readonly reason: 'sent' | 'sending') {
    super(reason);
  }
}

/**
 * Corrects an appointment that has not been sent yet ("editable until sent"): its last queued
 * write, still waiting (or refused, then it goes back in line), takes the corrected body, and the
 * record on the tablet with it, in one transaction. Nothing new is queued, so the server receives
 * the appointment once, as corrected. The push reads an entry when it marks it sending (same
 * store, so the two transactions never overlap): a correction either lands before or is refused
 * with `sending`; once acknowledged the entry is gone and the correction is refused with `sent`.
 */
export async function amendUnsentAppointment(appointment: Appointment): Promise<void> {
  const owner = currentOwner();
  try {
    await myPwaDb.transaction('rw', myPwaDb.appointments, myPwaDb.outbox, async () => {
      const entries = await myPwaDb.outbox.where('uuid').equals(appointment.uuid).sortBy('id');
      const last = entries.filter((entry) => entry.owner === owner && entry.call === CALL).at(-1);
      if (!last) throw new NotAmendableError('sent');
      if (last.status === 'sending') throw new NotAmendableError('sending');
      await myPwaDb.outbox.update(last.id, {
        body: appointment,
        status: 'pending',
        last_error: null,
        attempts: 0,
        next_attempt_at: null,
      });
      await myPwaDb.appointments.put(appointment);
    });
  } catch (error) {
    if (error instanceof NotAmendableError) throw error;
    throw toStorageError(error);
  }
  requestPush();
}
