import {
  appointmentSchema,
  dateSchema,
  machineSchema,
  operatorSchema,
  productionOrderSchema,
  situationSchema,
} from '@rota/domain';
import { z } from 'zod';
import { type CallDeclaration, defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';

const tag = 'Ordens de produção';
const auth = { kind: 'area', permission: 'canAccessAppointments' } as const;
const numOpSchema = z.string().trim().min(1).max(30);

function list<const N extends string, const P extends string>(
  name: N,
  path: P,
  summary: string,
  row: z.ZodType,
) {
  return defineCall({
    name,
    method: 'GET',
    path,
    summary,
    tag,
    auth,
    schemas: () => ({
      response: dataEnvelope(z.array(row)),
    }),
  } satisfies CallDeclaration);
}

/** §7 Order production: the appointment area records work against production orders (OP). */
export const orderProductionCalls = {
  get: defineCall({
    name: 'orderProduction.get',
    method: 'GET',
    path: 'order-production/{numOp}',
    summary: 'Ordem de produção pelo número',
    tag,
    auth,
    schemas: () => ({
      params: z.object({ numOp: numOpSchema }),
      response: dataEnvelope(productionOrderSchema),
    }),
  }),
  machines: list('orderProduction.machines', 'order-production/machines', 'Máquinas', machineSchema),
  operators: list('orderProduction.operators', 'order-production/operators', 'Operadores', operatorSchema),
  situations: list('orderProduction.situations', 'order-production/situations', 'Situações', situationSchema),
  apoints: defineCall({
    name: 'orderProduction.apoints',
    method: 'GET',
    path: 'order-production/apoints',
    summary: 'Apontamentos, por OP ou por dia',
    tag,
    auth,
    schemas: () => ({
      query: z.object({ num_op: numOpSchema.optional(), date: dateSchema.optional() }),
      response: dataEnvelope(z.array(appointmentSchema)),
    }),
  }),
  createApoint: defineCall({
    name: 'orderProduction.createApoint',
    method: 'POST',
    path: 'order-production/apoint',
    summary: 'Registra um apontamento (idempotente pelo uuid)',
    tag,
    auth,
    idempotent: true,
    schemas: () => ({
      body: appointmentSchema,
      response: dataEnvelope(appointmentSchema),
    }),
  }),
} as const;
