import {
  appointmentFieldsSchema,
  appointmentSchema,
  dateSchema,
  machineSchema,
  numOpSchema,
  operatorSchema,
  productionOrderSchema,
  situationSchema,
  withAppointmentShape,
} from '@rota/domain';
import { z } from 'zod';
import { type CallDeclaration, defineCall } from '../define-call.ts';
import { dataEnvelope, syncEnvelope, syncQuerySchema, syncRow } from '../envelope.ts';

const tag = 'Ordens de produção';
const auth = { kind: 'area', permission: 'canAccessAppointments' } as const;

/** An appointment as the server holds it: the entity with its rules, and its sync stamps. */
export function appointmentRowSchema() {
  return withAppointmentShape(syncRow(appointmentFieldsSchema));
}

/**
 * The order a typed or scanned OP number names, with every appointment recorded against it (the
 * order card's planned, done and left, and the machine it runs on). `quantity_produced` and
 * `quantity_scrap` are the sums of those appointments.
 */
export function productionOrderDetailSchema() {
  return productionOrderSchema.extend({ appointments: z.array(appointmentRowSchema()) });
}

/** A company-scoped pull of one of the appointment area's lists, paged by cursor like `…/all`. */
function pull<const N extends string, const P extends string>(
  name: N,
  path: P,
  summary: string,
  row: () => z.ZodObject,
) {
  return defineCall({
    name,
    method: 'GET',
    path,
    summary,
    tag,
    auth,
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(row()),
    }),
  } satisfies CallDeclaration);
}

/**
 * §7 Order production: the appointment area records work against production orders (OP).
 * Machines, operators and situations are pulled by cursor and kept on the device (inactive rows
 * too, so a device learns a row was retired); an order is read by its number; appointments are
 * read by OP or by day and written one at a time, idempotent by uuid (docs/server.md
 * "Order production").
 */
export const orderProductionCalls = {
  get: defineCall({
    name: 'orderProduction.get',
    method: 'GET',
    path: 'order-production/{numOp}',
    summary: 'Ordem de produção pelo número, com os apontamentos',
    tag,
    auth,
    schemas: () => ({
      params: z.object({ numOp: numOpSchema }),
      response: dataEnvelope(productionOrderDetailSchema()),
    }),
  }),
  machines: pull(
    'orderProduction.machines',
    'order-production/machines',
    'Máquinas (paginado por cursor)',
    () => machineSchema,
  ),
  operators: pull(
    'orderProduction.operators',
    'order-production/operators',
    'Operadores (paginado por cursor)',
    () => operatorSchema,
  ),
  situations: pull(
    'orderProduction.situations',
    'order-production/situations',
    'Situações: produtivas, de parada e motivos de refugo (paginado por cursor)',
    () => situationSchema,
  ),
  apoints: defineCall({
    name: 'orderProduction.apoints',
    method: 'GET',
    path: 'order-production/apoints',
    summary:
      'Apontamentos da empresa, por OP e/ou por dia (os que tocam o dia em São Paulo, abertos inclusive); sem OP nem dia, os de hoje',
    tag,
    auth,
    schemas: () => ({
      // Neither given: today in São Paulo, as the bakery's day reads (the server's clock).
      query: z.object({ num_op: numOpSchema.optional(), date: dateSchema.optional() }),
      response: dataEnvelope(z.array(appointmentRowSchema())),
    }),
  }),
  createApoint: defineCall({
    name: 'orderProduction.createApoint',
    method: 'POST',
    path: 'order-production/apoint',
    summary:
      'Registra ou atualiza um apontamento pelo uuid (idempotente): início, paradas, fim e quantidades; finalizado, não muda mais',
    tag,
    auth,
    idempotent: true,
    errors: { 404: 'O uuid é de um apontamento de outra empresa.' },
    schemas: () => ({
      body: appointmentSchema,
      response: dataEnvelope(appointmentRowSchema()),
    }),
  }),
} as const;
