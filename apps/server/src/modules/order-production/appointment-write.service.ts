import { api, type RealtimeEvent } from '@rota/contract';
import {
  type Appointment,
  appointmentRefusal,
  BOUNDED_DATE_FIELDS,
  dateBoundErrors,
  machineBusyMessage,
  orderProgress,
  orderStatusAfter,
} from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import type { Transaction } from '../../db/database.ts';
import { uniqueViolation } from '../../db/postgres-error.ts';
import { conflict, notFound, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { idempotentWrite } from '../../sync/idempotent-write.ts';
import {
  type AppointmentRow,
  findAppointment,
  findAppointments,
  findOpenOnMachine,
  findOrder,
  loadPauses,
  loadReferences,
  ofOrder,
  type ProductionOrderRow,
  replacePauses,
  type SyncedAppointment,
  saveAppointment,
  saveOrderProgress,
  toSyncedAppointment,
  withPauses,
} from './order-production.repository.ts';

/** The index that holds one open appointment per machine (db/schema/production.table.ts). */
const ONE_OPEN_PER_MACHINE = 'appointments_one_open_per_machine';

/** The stored appointment as the domain's entity (the check compares bodies with it). */
async function storedAppointment(tx: Transaction, row: AppointmentRow): Promise<Appointment> {
  const pauses = await loadPauses(tx, [row.uuid]);
  const {
    updated_at: _u,
    deleted_at: _d,
    ...appointment
  } = toSyncedAppointment(row, pauses.get(row.uuid) ?? []);
  return appointment;
}

/**
 * The order's sums and status once this write landed: produced and scrap are the sums of its
 * appointments (the domain's `orderProgress`), the status follows them (`orderStatusAfter`). The
 * order is rewritten only when one of them changed, so its version moves only then.
 */
async function refreshOrder(tx: Transaction, order: ProductionOrderRow): Promise<void> {
  const appointments = await withPauses(
    tx,
    await findAppointments(tx, order.company_id, ofOrder(order.num_op)),
  );
  const progress = orderProgress(order, appointments);
  const status = orderStatusAfter(order.status, appointments);
  if (
    progress.produced !== order.quantity_produced ||
    progress.scrap !== order.quantity_scrap ||
    status !== order.status
  )
    await saveOrderProgress(tx, order.id, {
      quantity_produced: progress.produced,
      quantity_scrap: progress.scrap,
      status,
    });
}

/**
 * `POST order-production/apoint` (docs/server.md "Order production"): one appointment, idempotent
 * by its uuid, in the company's write transaction. The first write of a uuid records it (open, or
 * already finished when it was recorded offline); later writes of the same uuid carry the
 * appointment as it is now (a pause, a resume, the finish with its quantities) and update it
 * while it is open; once finished it never changes again (409). Every write runs the domain's
 * `appointmentRefusal` — the rule the tablet runs before it queues a start — with what the
 * company holds: 422 by field for what does not exist or fit, 409 for an Encerrada order or a
 * machine that already has an open appointment (naming it). The company is the session's, never
 * the body's; `seller_id` records who sent it. The order's sums and status follow in the same
 * transaction, and after the commit `appointment.changed` tells the company's tablets.
 *
 * Two starts on one machine at once: the company's write lock serves them one after the other, so
 * the second sees the first and is refused with its name; the partial unique index
 * `appointments_one_open_per_machine` holds the rule even for a write that would not take the lock.
 */
export async function writeAppointment(
  deps: AppDeps,
  auth: SessionAuth,
  body: Appointment,
): Promise<{ data: SyncedAppointment }> {
  const appointment: Appointment = { ...body, company_id: auth.companyId };
  let announcement: RealtimeEvent | null = null;
  let written: { data: SyncedAppointment };
  try {
    written = await companyWrite(deps.db, auth.companyId, async (tx) => {
      const storedRow = await findAppointment(tx, appointment.uuid);
      if (storedRow && storedRow.company_id !== auth.companyId) throw notFound();
      const key = {
        companyId: auth.companyId,
        callName: api.orderProduction.createApoint.name,
        key: appointment.uuid,
        body,
      };
      const { result } = await idempotentWrite(tx, key, async () => {
        const stored = storedRow ? await storedAppointment(tx, storedRow) : null;
        const order = await findOrder(tx, auth.companyId, appointment.num_op);
        const references = await loadReferences(tx, auth.companyId, {
          machineId: appointment.machine_id,
          operatorId: appointment.operator_id,
          situationIds: [
            appointment.situation_id,
            ...appointment.pauses.map((pause) => pause.situation_id),
            ...(appointment.scrap_reason_id === null ? [] : [appointment.scrap_reason_id]),
          ],
        });
        const refusal = appointmentRefusal(appointment, {
          order,
          ...references,
          stored,
          openOnMachine: await findOpenOnMachine(
            tx,
            auth.companyId,
            appointment.machine_id,
            appointment.uuid,
          ),
        });
        if (refusal?.kind === 'conflict') throw conflict(refusal.message);
        // A later write keeps the start and pauses it was accepted with, however old by now.
        const dateErrors = dateBoundErrors(
          appointment,
          BOUNDED_DATE_FIELDS.appointment,
          deps.clock(),
          stored ? { stored } : {},
        );
        const errors = { ...(refusal?.kind === 'invalid' ? refusal.errors : {}), ...dateErrors };
        if (Object.keys(errors).length > 0) throw unprocessable(errors);
        const row = await saveAppointment(
          tx,
          {
            uuid: appointment.uuid,
            company_id: auth.companyId,
            num_op: appointment.num_op,
            machine_id: appointment.machine_id,
            operator_id: appointment.operator_id,
            situation_id: appointment.situation_id,
            started_at: new Date(appointment.started_at),
            finished_at: appointment.finished_at === null ? null : new Date(appointment.finished_at),
            quantity: appointment.quantity,
            quantity_scrap: appointment.quantity_scrap,
            scrap_reason_id: appointment.scrap_reason_id,
            notes: appointment.notes,
            seller_id: auth.seller.id,
          },
          storedRow !== null,
        );
        const pauses = await replacePauses(tx, row, appointment.pauses);
        if (order) await refreshOrder(tx, order);
        announcement = {
          type: 'appointment.changed',
          company_id: row.company_id,
          seller_id: null,
          uuid: row.uuid,
          num_op: row.num_op,
          machine_id: row.machine_id,
          cursor: String(row.version),
        };
        return { data: toSyncedAppointment(row, pauses) };
      });
      return result;
    });
  } catch (error) {
    const violation = uniqueViolation(error);
    if (violation?.constraint !== ONE_OPEN_PER_MACHINE) throw error;
    // The transaction rolled back: name what holds the machine now.
    const open = await findOpenOnMachine(deps.db, auth.companyId, appointment.machine_id, appointment.uuid);
    const { machine } = await loadReferences(deps.db, auth.companyId, {
      machineId: appointment.machine_id,
      operatorId: appointment.operator_id,
      situationIds: [],
    });
    throw conflict(
      open && machine ? machineBusyMessage(machine, open) : 'A máquina já tem um apontamento em andamento.',
    );
  }
  if (announcement) deps.events.publish(announcement);
  return written;
}
