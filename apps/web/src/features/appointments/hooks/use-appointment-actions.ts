import {
  type Appointment,
  AppointmentActionError,
  type AppointmentResult,
  acceptsNewAppointments,
  correctAppointment,
  finishAppointment,
  machineBusyMessage,
  openByMachine,
  type ProductionOrder,
  pauseAppointment,
  resumeAppointment,
  startAppointment,
} from '@rota/domain';
import { useCallback, useState } from 'react';
import { useAuth } from '#lib/auth/index.ts';
import { StorageFullError } from '#lib/db/storage-error.ts';
import { amendUnsentAppointment, NotAmendableError, queueAppointment } from '../api/queue-appointment.ts';
import { messages } from '../messages.ts';
import type { ProductionLists } from './use-production-lists.ts';

export interface AppointmentActions {
  /** The last action's refusal or failure, pt-BR; null after a success. */
  error: string | null;
  clearError: () => void;
  start: (input: {
    order: Pick<ProductionOrder, 'num_op' | 'status'>;
    operatorId: number;
    machineId: number;
  }) => Promise<boolean>;
  pause: (appointment: Appointment, situationId: number) => Promise<boolean>;
  resume: (appointment: Appointment) => Promise<boolean>;
  finish: (appointment: Appointment, result: AppointmentResult) => Promise<boolean>;
  correct: (appointment: Appointment, result: AppointmentResult) => Promise<boolean>;
}

/** A start the tablet refuses before queueing it, with the server's own wording. */
class StartRefused extends Error {
  override readonly name = 'StartRefused';
}

function messageOf(error: unknown): string {
  if (error instanceof AppointmentActionError || error instanceof StartRefused) return error.message;
  if (error instanceof NotAmendableError)
    return error.reason === 'sending' ? messages.day.sending : messages.day.notEditable;
  if (error instanceof StorageFullError) return error.message;
  return messages.run.saveFailed;
}

/**
 * The operator's actions: each builds the appointment with the domain's rules at this instant and
 * goes through the outbox (`queueAppointment`), so it works the same offline. Before a start the
 * tablet runs the server's rule against what it knows: an Encerrada order, or a machine with an
 * open appointment (named, as the server would).
 */
export function useAppointmentActions(
  lists: ProductionLists | undefined,
  known: readonly Appointment[],
): AppointmentActions {
  const companyId = useAuth().companyId;
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (action: () => Promise<void> | void) => {
    try {
      await action();
      setError(null);
      return true;
    } catch (caught) {
      const expected =
        caught instanceof AppointmentActionError ||
        caught instanceof NotAmendableError ||
        caught instanceof StartRefused;
      if (!expected) console.error('[rota] apontamento não guardado:', caught);
      setError(messageOf(caught));
      return false;
    }
  }, []);

  const start: AppointmentActions['start'] = useCallback(
    ({ order, operatorId, machineId }) =>
      run(async () => {
        if (!acceptsNewAppointments(order)) throw new StartRefused(messages.run.orderClosed(order.num_op));
        const open = openByMachine(known).get(machineId);
        const machine = lists?.machineById.get(machineId);
        if (open && machine) {
          const operator =
            lists?.operatorById.get(open.operator_id)?.name ?? messages.unknown.operator(open.operator_id);
          throw new StartRefused(machineBusyMessage(machine, { ...open, operator_name: operator }));
        }
        const productive = lists?.situations.find((row) => row.kind === 'Produtiva' && row.inative === 0);
        if (companyId === null || !productive) throw new Error('sem situação produtiva');
        await queueAppointment(
          startAppointment(
            {
              uuid: crypto.randomUUID(),
              company_id: companyId,
              num_op: order.num_op,
              machine_id: machineId,
              operator_id: operatorId,
              situation_id: productive.id,
            },
            new Date(),
          ),
        );
      }),
    [run, known, lists, companyId],
  );

  return {
    error,
    clearError: useCallback(() => setError(null), []),
    start,
    pause: useCallback(
      (appointment, situationId) =>
        run(() => queueAppointment(pauseAppointment(appointment, situationId, new Date()))),
      [run],
    ),
    resume: useCallback(
      (appointment) => run(() => queueAppointment(resumeAppointment(appointment, new Date()))),
      [run],
    ),
    finish: useCallback(
      (appointment, result) =>
        run(() => queueAppointment(finishAppointment(appointment, result, new Date()))),
      [run],
    ),
    correct: useCallback(
      (appointment, result) => run(() => amendUnsentAppointment(correctAppointment(appointment, result))),
      [run],
    ),
  };
}
