import { formatDateTime } from '../format/date.ts';
import { quantityProblem } from '../quantity/quantity.ts';
import { unitQuantityDecimals } from '../quantity/quantity-unit.ts';
import { DEFAULT_TIME_ZONE } from '../time/time-zone.ts';
import type { Appointment, AppointmentPause } from './appointment.schema.ts';
import type { Machine } from './machine.schema.ts';
import type { Operator } from './operator.schema.ts';
import { acceptsNewAppointments } from './order-progress.ts';
import type { ProductionOrder } from './production-order.schema.ts';
import type { Situation, SituationKind } from './situation.schema.ts';

/** What the rules need to know of the world around an appointment, loaded by each side. */
export interface AppointmentContext {
  /** The order its `num_op` names in the company, or null; its `unit` says the quantities' decimals. */
  order: Pick<ProductionOrder, 'num_op' | 'status' | 'unit'> | null;
  machine: Pick<Machine, 'id' | 'code_erp' | 'description' | 'inative'> | null;
  operator: Pick<Operator, 'id' | 'name' | 'inative'> | null;
  /** The company's situations the appointment names (its own, its pauses', its scrap reason's). */
  situations: ReadonlyMap<number, Pick<Situation, 'id' | 'kind' | 'inative'>>;
  /** The appointment as already stored under its uuid (a later write of it), or null when new. */
  stored: Appointment | null;
  /** Another open appointment on the same machine, with its operator's name, or null. */
  openOnMachine: (Pick<Appointment, 'uuid' | 'num_op' | 'started_at'> & { operator_name: string }) | null;
  timeZone?: string;
}

/**
 * Why an appointment is refused: `invalid` (HTTP 422, by field) when it names something that
 * does not exist or does not fit; `conflict` (HTTP 409, one message) when it clashes with what is
 * already there.
 */
export type AppointmentRefusal =
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'conflict'; message: string };

export const appointmentCheckMessages = {
  orderNotFound: 'OP não encontrada',
  machineNotFound: 'Máquina não encontrada',
  machineInactive: 'Máquina inativa',
  operatorNotFound: 'Operador não encontrado',
  operatorInactive: 'Operador inativo',
  situationNotFound: 'Situação não encontrada',
  situationInactive: 'Situação inativa',
  situationKind: 'Escolha uma situação produtiva ou de parada',
  pauseKind: 'Escolha um motivo de parada',
  scrapReasonKind: 'Escolha um motivo de refugo',
  stopProducesNothing: 'Uma parada não produz peças boas; informe só o refugo',
  orderClosed: (numOp: string) => `A OP ${numOp} está encerrada e não recebe novos apontamentos.`,
  alreadyFinished: (numOp: string) =>
    `Este apontamento da OP ${numOp} já foi finalizado e enviado; não pode mais ser alterado.`,
  identityChanged:
    'A OP, a máquina, o operador, a situação e o início de um apontamento enviado não podem mudar.',
  pausesRewritten: 'As paradas já enviadas deste apontamento não podem mudar.',
} as const;

/**
 * The pt-BR refusal of a second open appointment on a machine (DESIGN.md: one running appointment
 * per machine), naming the one already running so the operator can go and finish it.
 */
export function machineBusyMessage(
  machine: Pick<Machine, 'code_erp' | 'description'>,
  open: Pick<Appointment, 'num_op' | 'started_at'> & { operator_name: string },
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return (
    `A máquina ${machine.code_erp} — ${machine.description} já tem um apontamento em andamento: ` +
    `OP ${open.num_op}, de ${open.operator_name}, desde ${formatDateTime(open.started_at, timeZone)}. ` +
    'Finalize-o antes de iniciar outro.'
  );
}

const sameInstant = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);

/** A later write keeps every pause already stored: same reason and start, an open one may close. */
function keepsPauses(stored: readonly AppointmentPause[], next: readonly AppointmentPause[]): boolean {
  return stored.every((pause, index) => {
    const later = next[index];
    if (
      !later ||
      later.situation_id !== pause.situation_id ||
      !sameInstant(later.started_at, pause.started_at)
    )
      return false;
    return pause.finished_at === null || sameInstant(later.finished_at, pause.finished_at);
  });
}

/** Whether two bodies of one appointment differ in anything stored (instants compared as instants). */
function differs(a: Appointment, b: Appointment): boolean {
  return (
    a.num_op !== b.num_op ||
    a.machine_id !== b.machine_id ||
    a.operator_id !== b.operator_id ||
    a.situation_id !== b.situation_id ||
    !sameInstant(a.started_at, b.started_at) ||
    !sameInstant(a.finished_at, b.finished_at) ||
    a.quantity !== b.quantity ||
    a.quantity_scrap !== b.quantity_scrap ||
    a.scrap_reason_id !== b.scrap_reason_id ||
    a.notes !== b.notes ||
    a.pauses.length !== b.pauses.length ||
    !keepsPauses(a.pauses, b.pauses)
  );
}

/**
 * The one rule the server runs on `POST order-production/apoint` and the device runs before
 * queueing a start. The shape rules (times, pauses, scrap reason) are the schema's; these need
 * the context. In this order:
 * 1. a later write of a stored appointment: once the stored one is finished, nothing may change
 *    (409); while it is open, its OP, machine, operator, situation and start stay, and the pauses
 *    already stored stay as they were (an open one may be closed) — new ones may follow (409);
 * 2. what it names must exist in the company (422 by field): the OP, the machine, the operator,
 *    its situation (Produtiva or Parada), each pause's (Parada), the scrap reason's (Refugo); a
 *    new appointment may not name an inactive machine, operator or situation, while a later write
 *    of one started before the ERP retired it goes through;
 * 3. an appointment whose own situation is a stop (a setup) records no good quantity (422), and
 *    its quantities take the decimals of the order's unit (0,75 kg; a fraction of a UN is refused;
 *    docs/domain.md "Quantities") (422);
 * 4. a new appointment on an Encerrada order is refused (409); an open one may still be finished;
 * 5. an open appointment is refused while another one is open on the same machine (409, naming
 *    it). A finished appointment sent whole (recorded offline) holds no machine and passes.
 */
export function appointmentRefusal(
  appointment: Appointment,
  context: AppointmentContext,
): AppointmentRefusal | null {
  const { stored } = context;
  if (stored) {
    if (stored.finished_at !== null) {
      return differs(stored, appointment)
        ? { kind: 'conflict', message: appointmentCheckMessages.alreadyFinished(stored.num_op) }
        : null;
    }
    if (
      stored.num_op !== appointment.num_op ||
      stored.machine_id !== appointment.machine_id ||
      stored.operator_id !== appointment.operator_id ||
      stored.situation_id !== appointment.situation_id ||
      !sameInstant(stored.started_at, appointment.started_at)
    )
      return { kind: 'conflict', message: appointmentCheckMessages.identityChanged };
    if (!keepsPauses(stored.pauses, appointment.pauses))
      return { kind: 'conflict', message: appointmentCheckMessages.pausesRewritten };
  }

  const isNew = stored === null;
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (!context.order) add('num_op', appointmentCheckMessages.orderNotFound);
  if (!context.machine) add('machine_id', appointmentCheckMessages.machineNotFound);
  else if (isNew && context.machine.inative === 1)
    add('machine_id', appointmentCheckMessages.machineInactive);
  if (!context.operator) add('operator_id', appointmentCheckMessages.operatorNotFound);
  else if (isNew && context.operator.inative === 1)
    add('operator_id', appointmentCheckMessages.operatorInactive);

  const checkSituation = (field: string, id: number, kinds: readonly SituationKind[], wrongKind: string) => {
    const situation = context.situations.get(id);
    if (!situation) add(field, appointmentCheckMessages.situationNotFound);
    else if (!kinds.includes(situation.kind)) add(field, wrongKind);
    else if (isNew && situation.inative === 1) add(field, appointmentCheckMessages.situationInactive);
  };
  checkSituation(
    'situation_id',
    appointment.situation_id,
    ['Produtiva', 'Parada'],
    appointmentCheckMessages.situationKind,
  );
  appointment.pauses.forEach((pause, index) => {
    // A pause already stored keeps the reason it was taken with, retired or not.
    const kept = stored !== null && index < stored.pauses.length;
    const situation = context.situations.get(pause.situation_id);
    if (kept && situation?.kind === 'Parada') return;
    checkSituation(
      `pauses.${index}.situation_id`,
      pause.situation_id,
      ['Parada'],
      appointmentCheckMessages.pauseKind,
    );
  });
  if (appointment.scrap_reason_id !== null)
    checkSituation(
      'scrap_reason_id',
      appointment.scrap_reason_id,
      ['Refugo'],
      appointmentCheckMessages.scrapReasonKind,
    );
  if (appointment.quantity > 0 && context.situations.get(appointment.situation_id)?.kind === 'Parada')
    add('quantity', appointmentCheckMessages.stopProducesNothing);
  if (context.order) {
    const rule = { decimals: unitQuantityDecimals(context.order.unit), allowZero: true };
    for (const field of ['quantity', 'quantity_scrap'] as const) {
      const problem = quantityProblem(appointment[field], rule);
      if (problem) add(field, problem);
    }
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

  if (isNew && context.order && !acceptsNewAppointments(context.order))
    return { kind: 'conflict', message: appointmentCheckMessages.orderClosed(context.order.num_op) };
  if (appointment.finished_at === null && context.openOnMachine && context.machine)
    return {
      kind: 'conflict',
      message: machineBusyMessage(context.machine, context.openOnMachine, context.timeZone),
    };
  return null;
}
