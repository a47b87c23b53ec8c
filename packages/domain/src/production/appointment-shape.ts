/** pt-BR messages of the rules between an appointment's fields. */
export const appointmentShapeMessages = {
  endBeforeStart: 'O fim não pode ser antes do início',
  pauseEndBeforeStart: 'O fim da parada não pode ser antes do início',
  pauseBeforeStart: 'A parada não pode começar antes do apontamento',
  pauseAfterEnd: 'A parada não pode terminar depois do fim do apontamento',
  pausesOutOfOrder: 'As paradas devem estar em ordem, sem sobreposição',
  openPause: 'Só a última parada de um apontamento em andamento pode estar aberta',
  scrapReasonRequired: 'Informe o motivo do refugo',
  scrapReasonWithoutScrap: 'Sem refugo, não informe o motivo',
} as const;

const at = (value: string) => Date.parse(value);

/**
 * The fields of an appointment its rules read (those of `Appointment`, spelled out here so the
 * schema that runs the rules and the rules do not import each other).
 */
export interface AppointmentShape {
  started_at: string;
  finished_at: string | null;
  pauses: readonly { started_at: string; finished_at: string | null }[];
  quantity_scrap: number;
  scrap_reason_id: number | null;
}

/**
 * The rules between an appointment's fields, the same on the device and on the server
 * (the schema runs them), as a map of field path → pt-BR messages (empty when it holds):
 * - `finished_at` is not before `started_at`; equal is allowed (a start finished at once);
 * - each pause ends at or after its own start, starts at or after the appointment's start and,
 *   once the appointment is finished, ends (an open pause: starts) at or before its end — a
 *   pause exactly at the start or at the end is allowed;
 * - pauses come in time order without overlapping: one may start exactly when the previous one
 *   ended (a stop whose reason changed), not a millisecond before;
 * - only the last pause may be open (`finished_at` null), and only while the appointment runs;
 * - scrap needs its reason: `scrap_reason_id` is required when `quantity_scrap` is above 0 and
 *   must be null when it is 0.
 * Instants are compared as instants, whatever offset each was written with.
 */
export function appointmentShapeErrors(appointment: AppointmentShape): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const start = at(appointment.started_at);
  const end = appointment.finished_at === null ? null : at(appointment.finished_at);
  if (end !== null && end < start) add('finished_at', appointmentShapeMessages.endBeforeStart);

  let previousEnd: number | null = null;
  appointment.pauses.forEach((pause, index) => {
    const path = `pauses.${index}`;
    const pauseStart = at(pause.started_at);
    const pauseEnd = pause.finished_at === null ? null : at(pause.finished_at);
    if (pauseEnd !== null && pauseEnd < pauseStart)
      add(`${path}.finished_at`, appointmentShapeMessages.pauseEndBeforeStart);
    if (pauseStart < start) add(`${path}.started_at`, appointmentShapeMessages.pauseBeforeStart);
    if (end !== null && (pauseEnd ?? pauseStart) > end)
      add(`${path}.finished_at`, appointmentShapeMessages.pauseAfterEnd);
    if (previousEnd !== null && pauseStart < previousEnd)
      add(`${path}.started_at`, appointmentShapeMessages.pausesOutOfOrder);
    const last = index === appointment.pauses.length - 1;
    if (pauseEnd === null && (!last || end !== null))
      add(`${path}.finished_at`, appointmentShapeMessages.openPause);
    previousEnd = pauseEnd ?? Number.POSITIVE_INFINITY;
  });

  if (appointment.quantity_scrap > 0 && appointment.scrap_reason_id === null)
    add('scrap_reason_id', appointmentShapeMessages.scrapReasonRequired);
  if (appointment.quantity_scrap === 0 && appointment.scrap_reason_id !== null)
    add('scrap_reason_id', appointmentShapeMessages.scrapReasonWithoutScrap);
  return errors;
}
