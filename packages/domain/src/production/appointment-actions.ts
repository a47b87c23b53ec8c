import type { Appointment } from './appointment.schema.ts';
import { appointmentState } from './appointment-time.ts';

export type AppointmentActionErrorCode = 'finished' | 'paused' | 'not_paused';

/** An action the appointment's state does not allow; `message` is pt-BR, fit to show. */
export class AppointmentActionError extends Error {
  override readonly name = 'AppointmentActionError';
  constructor(
    readonly code: AppointmentActionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const appointmentActionMessages = {
  finished: 'Este apontamento já foi finalizado.',
  paused: 'Este apontamento já está pausado.',
  notPaused: 'Este apontamento não está pausado.',
} as const;

/** Who starts what, where: an appointment's identity. */
export type AppointmentStart = Pick<
  Appointment,
  'uuid' | 'company_id' | 'num_op' | 'machine_id' | 'operator_id' | 'situation_id'
>;

/** What the operator records when finishing (or correcting before it is sent). */
export type AppointmentResult = Pick<
  Appointment,
  'quantity' | 'quantity_scrap' | 'scrap_reason_id' | 'notes'
>;

/**
 * The instant of an action: `now`, or the appointment's last recorded instant when `now` is
 * earlier (a device clock set back mid-shift). So an action never writes an end before a start,
 * which the server would refuse and the outbox would keep as failed.
 */
function actionInstant(appointment: Appointment, now: Date): string {
  const instants = [
    appointment.started_at,
    ...appointment.pauses.flatMap((pause) => [pause.started_at, pause.finished_at ?? pause.started_at]),
  ].map((value) => Date.parse(value));
  return new Date(Math.max(now.getTime(), ...instants)).toISOString();
}

function assertOpen(appointment: Appointment): void {
  if (appointmentState(appointment) === 'finished')
    throw new AppointmentActionError('finished', appointmentActionMessages.finished);
}

/** A new open appointment at `now`: nothing produced yet, no pause. */
export function startAppointment(start: AppointmentStart, now: Date): Appointment {
  return {
    ...start,
    started_at: now.toISOString(),
    finished_at: null,
    quantity: 0,
    quantity_scrap: 0,
    scrap_reason_id: null,
    pauses: [],
    notes: null,
  };
}

/** Stops the machine for the reason `situationId` (a Parada situation): an open pause from `now`. */
export function pauseAppointment(appointment: Appointment, situationId: number, now: Date): Appointment {
  assertOpen(appointment);
  if (appointmentState(appointment) === 'paused')
    throw new AppointmentActionError('paused', appointmentActionMessages.paused);
  const at = actionInstant(appointment, now);
  return {
    ...appointment,
    pauses: [...appointment.pauses, { situation_id: situationId, started_at: at, finished_at: null }],
  };
}

/** Ends the open pause at `now`: the machine produces again, the same appointment goes on. */
export function resumeAppointment(appointment: Appointment, now: Date): Appointment {
  assertOpen(appointment);
  if (appointmentState(appointment) !== 'paused')
    throw new AppointmentActionError('not_paused', appointmentActionMessages.notPaused);
  const at = actionInstant(appointment, now);
  return {
    ...appointment,
    pauses: appointment.pauses.map((pause) =>
      pause.finished_at === null ? { ...pause, finished_at: at } : pause,
    ),
  };
}

/**
 * Finishes an open appointment at `now` with what it produced: an open pause ends at the same
 * instant. The machine is free again.
 */
export function finishAppointment(
  appointment: Appointment,
  result: AppointmentResult,
  now: Date,
): Appointment {
  assertOpen(appointment);
  const at = actionInstant(appointment, now);
  return {
    ...appointment,
    ...correctedResult(result),
    finished_at: at,
    pauses: appointment.pauses.map((pause) =>
      pause.finished_at === null ? { ...pause, finished_at: at } : pause,
    ),
  };
}

/**
 * Corrects what an appointment recorded (quantities, scrap reason, notes), keeping its times. The
 * screen offers it only until the appointment is sent; the server refuses to change a finished
 * appointment it already holds.
 */
export function correctAppointment(appointment: Appointment, result: AppointmentResult): Appointment {
  return { ...appointment, ...correctedResult(result) };
}

/** Scrap without a quantity keeps no reason; empty notes are none. */
function correctedResult(result: AppointmentResult): AppointmentResult {
  const notes = result.notes?.trim() ?? '';
  return {
    quantity: result.quantity,
    quantity_scrap: result.quantity_scrap,
    scrap_reason_id: result.quantity_scrap > 0 ? result.scrap_reason_id : null,
    notes: notes === '' ? null : notes,
  };
}
