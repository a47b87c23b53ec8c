import { driverSchema, measurementSchema } from '@rota/domain';
import { defineCall } from '../define-call.ts';
import { dataEnvelope, syncEnvelope, syncQuerySchema, syncRow } from '../envelope.ts';

const tag = 'Medições';
const auth = { kind: 'session', permission: 'canRecordMeasurements' } as const;

/** A measurement as the server holds it: the entity with its sync stamps. */
export function measurementRowSchema() {
  return syncRow(measurementSchema);
}

/**
 * Rota's own calls behind §2's Medições and Apontamentos screens, which §7 does not list
 * (docs/measurements.md): the company's drivers and the seller's own measurements, pulled by
 * cursor like every `…/all`, and the measurement write, idempotent by uuid. All need
 * `canRecordMeasurements` (403 otherwise).
 */
export const measurementsCalls = {
  drivers: defineCall({
    name: 'drivers.all',
    method: 'GET',
    path: 'drivers/all',
    summary: 'Motoristas da empresa (paginado por cursor, inativos inclusive)',
    tag,
    auth,
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(driverSchema),
    }),
  }),
  all: defineCall({
    name: 'measurements.all',
    method: 'GET',
    path: 'measurements/all',
    summary: 'Medições do vendedor (paginado por cursor)',
    tag,
    auth,
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(measurementSchema),
    }),
  }),
  create: defineCall({
    name: 'measurements.create',
    method: 'POST',
    path: 'measurements',
    summary: 'Registra ou altera uma medição pelo uuid (idempotente)',
    tag,
    auth,
    errors: { 404: 'O uuid é de uma medição de outra empresa ou de outro vendedor.' },
    idempotent: true,
    schemas: () => ({
      body: measurementSchema,
      response: dataEnvelope(measurementRowSchema()),
    }),
  }),
} as const;
