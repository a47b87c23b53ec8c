import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { writeAppointment } from './appointment-write.service.ts';
import {
  getProductionOrder,
  listAppointments,
  pullMachines,
  pullOperators,
  pullSituations,
} from './order-production.service.ts';

/**
 * §7 Order production, for profiles with `canAccessAppointments` (403 otherwise): the lists a
 * tablet keeps (machines, operators, situations), an order by its number, appointments by OP or
 * day (today when neither), and the appointment write. Everything is the session's company's, every operator's.
 */
export function orderProductionRoutes(deps: AppDeps) {
  const { db } = deps;
  const calls = api.orderProduction;
  return [
    bind(calls.machines, ({ auth, query }) => pullMachines(db, auth.companyId, query)),
    bind(calls.operators, ({ auth, query }) => pullOperators(db, auth.companyId, query)),
    bind(calls.situations, ({ auth, query }) => pullSituations(db, auth.companyId, query)),
    bind(calls.apoints, async ({ auth, query, now }) => ({
      data: await listAppointments(db, auth.companyId, query, now),
    })),
    bind(calls.get, async ({ auth, params }) => ({
      data: await getProductionOrder(db, auth.companyId, params.numOp),
    })),
    bind(calls.createApoint, ({ auth, body }) => writeAppointment(deps, auth, body)),
  ];
}
