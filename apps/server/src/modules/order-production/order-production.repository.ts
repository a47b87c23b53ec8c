import type {
  Appointment,
  AppointmentPause,
  Machine,
  Operator,
  ProductionOrder,
  Situation,
} from '@rota/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/database.ts';
import {
  appointmentPauses,
  appointments,
  machines,
  operators,
  productionOrders,
  situations,
} from '../../db/schema/index.ts';
import type { DriverRow } from '../../sync/driver-row.ts';
import { pullPage, syncMeta } from '../../sync/pull-page.ts';

export type ProductionOrderRow = typeof productionOrders.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
type PauseRow = typeof appointmentPauses.$inferSelect;

/** An appointment as the server answers it: the entity with its sync stamps. */
export type SyncedAppointment = Appointment & ReturnType<typeof syncMeta>;

/** What an entity is built from: a Drizzle row or a driver row, without the sync columns. */
type EntityRow<T extends PgTable> = Omit<DriverRow<T>, 'version' | 'updated_at' | 'deleted_at'>;

const flag = (value: number): 0 | 1 => (value === 0 ? 0 : 1);

export function toMachine(row: EntityRow<typeof machines>): Machine {
  return {
    id: row.id,
    company_id: row.company_id,
    code_erp: row.code_erp,
    description: row.description,
    inative: flag(row.inative),
  };
}

export function toOperator(row: EntityRow<typeof operators>): Operator {
  return {
    id: row.id,
    company_id: row.company_id,
    code_erp: row.code_erp,
    name: row.name,
    inative: flag(row.inative),
  };
}

export function toSituation(row: EntityRow<typeof situations>): Situation {
  return {
    id: row.id,
    company_id: row.company_id,
    code_erp: row.code_erp,
    description: row.description,
    kind: row.kind,
    inative: flag(row.inative),
  };
}

export function toProductionOrder(row: ProductionOrderRow): ProductionOrder {
  return {
    id: row.id,
    company_id: row.company_id,
    num_op: row.num_op,
    code_erp_product: row.code_erp_product,
    description: row.description,
    unit: row.unit,
    quantity_planned: row.quantity_planned,
    quantity_produced: row.quantity_produced,
    quantity_scrap: row.quantity_scrap,
    status: row.status,
    start_date: row.start_date,
    due_date: row.due_date,
  };
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function toPause(row: PauseRow): AppointmentPause {
  return {
    situation_id: row.situation_id,
    started_at: row.started_at.toISOString(),
    finished_at: iso(row.finished_at),
  };
}

export function toSyncedAppointment(row: AppointmentRow, pauses: readonly PauseRow[]): SyncedAppointment {
  return {
    uuid: row.uuid,
    company_id: row.company_id,
    num_op: row.num_op,
    machine_id: row.machine_id,
    operator_id: row.operator_id,
    situation_id: row.situation_id,
    started_at: row.started_at.toISOString(),
    finished_at: iso(row.finished_at),
    quantity: row.quantity,
    quantity_scrap: row.quantity_scrap,
    scrap_reason_id: row.scrap_reason_id,
    pauses: pauses.map(toPause),
    notes: row.notes,
    ...syncMeta(row),
  };
}

/** The pauses of the given appointments, by appointment uuid, in order. */
export async function loadPauses(db: Executor, uuids: readonly string[]): Promise<Map<string, PauseRow[]>> {
  const byAppointment = new Map<string, PauseRow[]>();
  if (uuids.length === 0) return byAppointment;
  const rows = await db
    .select()
    .from(appointmentPauses)
    .where(inArray(appointmentPauses.appointment_uuid, [...uuids]))
    .orderBy(asc(appointmentPauses.appointment_uuid), asc(appointmentPauses.position));
  for (const row of rows) {
    const list = byAppointment.get(row.appointment_uuid) ?? [];
    list.push(row);
    byAppointment.set(row.appointment_uuid, list);
  }
  return byAppointment;
}

/** Appointment rows with their pauses, as the wire has them, in the order of `rows`. */
export async function withPauses(
  db: Executor,
  rows: readonly AppointmentRow[],
): Promise<SyncedAppointment[]> {
  const pauses = await loadPauses(
    db,
    rows.map((row) => row.uuid),
  );
  return rows.map((row) => toSyncedAppointment(row, pauses.get(row.uuid) ?? []));
}

/** The company's live order with that number, or null. */
export async function findOrder(
  db: Executor,
  companyId: number,
  numOp: string,
): Promise<ProductionOrderRow | null> {
  const [row] = await db
    .select()
    .from(productionOrders)
    .where(
      and(
        eq(productionOrders.company_id, companyId),
        eq(productionOrders.num_op, numOp),
        isNull(productionOrders.deleted_at),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The company's live appointments matching `where`, oldest start first. */
export async function findAppointments(
  db: Executor,
  companyId: number,
  where: SQL[],
): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.company_id, companyId), isNull(appointments.deleted_at), ...where))
    .orderBy(asc(appointments.started_at), asc(appointments.uuid));
}

/** Conditions of the appointments of an order. */
export const ofOrder = (numOp: string): SQL[] => [eq(appointments.num_op, numOp)];

/**
 * Conditions of the appointments touching a day whose bounds are given (the domain's
 * `dayBounds`): started before its end, and open or finished at or after its start. Served by
 * `appointments_company_started`.
 */
export function onDay(bounds: { start: Date; end: Date }): SQL[] {
  const touching = or(isNull(appointments.finished_at), gte(appointments.finished_at, bounds.start));
  return touching
    ? [lt(appointments.started_at, bounds.end), touching]
    : [lt(appointments.started_at, bounds.end)];
}

/** An appointment by its uuid, whatever its company (the caller checks), or null. */
export async function findAppointment(db: Executor, uuid: string): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.uuid, uuid)).limit(1);
  return row ?? null;
}

/** The open appointment on a machine other than `uuid`, with its operator's name, or null. */
export async function findOpenOnMachine(db: Executor, companyId: number, machineId: number, uuid: string) {
  const [row] = await db
    .select({
      uuid: appointments.uuid,
      num_op: appointments.num_op,
      started_at: appointments.started_at,
      operator_name: operators.name,
    })
    .from(appointments)
    .innerJoin(operators, eq(operators.id, appointments.operator_id))
    .where(
      and(
        eq(appointments.company_id, companyId),
        eq(appointments.machine_id, machineId),
        isNull(appointments.finished_at),
        isNull(appointments.deleted_at),
        ne(appointments.uuid, uuid),
      ),
    )
    .limit(1);
  return row ? { ...row, started_at: row.started_at.toISOString() } : null;
}

/** The company's machine, operator and situations with these ids (live or retired), for the check. */
export async function loadReferences(
  db: Executor,
  companyId: number,
  ids: { machineId: number; operatorId: number; situationIds: readonly number[] },
) {
  const [machine] = await db
    .select()
    .from(machines)
    .where(
      and(eq(machines.company_id, companyId), eq(machines.id, ids.machineId), isNull(machines.deleted_at)),
    );
  const [operator] = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.company_id, companyId),
        eq(operators.id, ids.operatorId),
        isNull(operators.deleted_at),
      ),
    );
  const situationRows =
    ids.situationIds.length === 0
      ? []
      : await db
          .select()
          .from(situations)
          .where(
            and(
              eq(situations.company_id, companyId),
              inArray(situations.id, [...new Set(ids.situationIds)]),
              isNull(situations.deleted_at),
            ),
          );
  return {
    machine: machine ? toMachine(machine) : null,
    operator: operator ? toOperator(operator) : null,
    situations: new Map(situationRows.map((row) => [row.id, toSituation(row)])),
  };
}

type AppointmentColumns = Omit<typeof appointments.$inferInsert, 'version' | 'updated_at' | 'deleted_at'>;

/** Inserts an appointment or rewrites the stored one; the trigger gives it its new version. */
export async function saveAppointment(
  tx: Transaction,
  values: AppointmentColumns,
  existing: boolean,
): Promise<AppointmentRow> {
  const { uuid, company_id: _company, seller_id: _seller, received_at: _received, ...changes } = values;
  const [row] = existing
    ? await tx.update(appointments).set(changes).where(eq(appointments.uuid, uuid)).returning()
    : await tx.insert(appointments).values(values).returning();
  if (!row) throw new Error(`apontamento ${uuid} não gravado`);
  return row;
}

/** Replaces an appointment's pauses with `pauses`, in order. */
export async function replacePauses(
  tx: Transaction,
  appointment: { uuid: string; company_id: number },
  pauses: readonly AppointmentPause[],
): Promise<PauseRow[]> {
  await tx.delete(appointmentPauses).where(eq(appointmentPauses.appointment_uuid, appointment.uuid));
  if (pauses.length === 0) return [];
  return tx
    .insert(appointmentPauses)
    .values(
      pauses.map((pause, position) => ({
        appointment_uuid: appointment.uuid,
        position,
        company_id: appointment.company_id,
        situation_id: pause.situation_id,
        started_at: new Date(pause.started_at),
        finished_at: pause.finished_at === null ? null : new Date(pause.finished_at),
      })),
    )
    .returning();
}

/** Stores an order's sums and status (only call when one changed: it takes a new version). */
export async function saveOrderProgress(
  tx: Transaction,
  orderId: number,
  fields: Pick<ProductionOrderRow, 'quantity_produced' | 'quantity_scrap' | 'status'>,
): Promise<void> {
  await tx.update(productionOrders).set(fields).where(eq(productionOrders.id, orderId));
}

/**
 * A page of the company's finished appointments in version order (the ERP's cursor read), with
 * the ERP's codes of what they name.
 */
export async function pullFinishedAppointments(
  db: Executor,
  companyId: number,
  query: { since?: string | undefined; limit?: number | undefined },
) {
  const page = await pullPage(db, appointments, {
    companyId,
    where: [eq(appointments.company_id, companyId), isNotNull(appointments.finished_at)],
    since: query.since,
    limit: query.limit,
  });
  const pauses = await loadPauses(
    db,
    page.rows.map((row) => row.uuid),
  );
  const ids = (pick: (row: AppointmentRow) => (number | null)[]) => [
    ...new Set(page.rows.flatMap(pick).filter((id): id is number => id !== null)),
  ];
  const codes = async (table: typeof machines | typeof operators | typeof situations, wanted: number[]) =>
    wanted.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await db
              .select({ id: table.id, code: table.code_erp })
              .from(table)
              .where(inArray(table.id, wanted))
          ).map((row) => [row.id, row.code]),
        );
  const pauseSituations = [...pauses.values()].flat().map((pause) => pause.situation_id);
  return {
    page,
    pauses,
    machineCodes: await codes(
      machines,
      ids((row) => [row.machine_id]),
    ),
    operatorCodes: await codes(
      operators,
      ids((row) => [row.operator_id]),
    ),
    situationCodes: await codes(situations, [
      ...new Set([...ids((row) => [row.situation_id, row.scrap_reason_id]), ...pauseSituations]),
    ]),
  };
}
