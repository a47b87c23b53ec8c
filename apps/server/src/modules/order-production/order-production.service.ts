import { companyToday, dayBounds } from '@rota/domain';
import type { Executor } from '../../db/database.ts';
import { machines, operators, situations } from '../../db/schema/index.ts';
import { notFound } from '../../errors/service-error.ts';
import { pullCompanyTable, type SyncQuery } from '../catalogue/index.ts';
import {
  findAppointments,
  findOrder,
  ofOrder,
  onDay,
  type SyncedAppointment,
  toMachine,
  toOperator,
  toProductionOrder,
  toSituation,
  withPauses,
} from './order-production.repository.ts';

export const orderProductionMessages = {
  orderNotFound: (numOp: string) => `OP ${numOp} não encontrada`,
} as const;

/** `GET order-production/machines`: the company's machines, paged by cursor (retired ones too). */
export function pullMachines(db: Executor, companyId: number, query: SyncQuery) {
  return pullCompanyTable(db, machines, toMachine, companyId, query);
}

/** `GET order-production/operators`: the company's operators, paged by cursor. */
export function pullOperators(db: Executor, companyId: number, query: SyncQuery) {
  return pullCompanyTable(db, operators, toOperator, companyId, query);
}

/** `GET order-production/situations`: productive, stop and scrap situations, paged by cursor. */
export function pullSituations(db: Executor, companyId: number, query: SyncQuery) {
  return pullCompanyTable(db, situations, toSituation, companyId, query);
}

/**
 * `GET order-production/{numOp}`: the company's order with that number and every appointment
 * recorded against it (oldest first); another company's number, or a deleted order, is a 404.
 */
export async function getProductionOrder(db: Executor, companyId: number, numOp: string) {
  const order = await findOrder(db, companyId, numOp);
  if (!order) throw notFound(orderProductionMessages.orderNotFound(numOp));
  const appointments = await withPauses(db, await findAppointments(db, companyId, ofOrder(order.num_op)));
  return { ...toProductionOrder(order), appointments };
}

/**
 * `GET order-production/apoints`: the company's appointments of an OP, of a day (those touching
 * it in São Paulo, open ones from before included: the domain's `appointmentOnDay`), or of both,
 * oldest start first; with neither, today's in São Paulo (`companyToday`), as the bakery's day
 * defaults. Every operator's and machine's: tablets share the factory's picture.
 */
export async function listAppointments(
  db: Executor,
  companyId: number,
  query: { num_op?: string | undefined; date?: string | undefined },
  now: Date,
): Promise<SyncedAppointment[]> {
  const date = query.num_op === undefined && query.date === undefined ? companyToday(now) : query.date;
  const where = [
    ...(query.num_op !== undefined ? ofOrder(query.num_op) : []),
    ...(date !== undefined ? onDay(dayBounds(date)) : []),
  ];
  return withPauses(db, await findAppointments(db, companyId, where));
}
