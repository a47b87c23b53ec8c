import { codeErpSchema, driverSchema, measurementSchema } from '@rota/domain';
import { defineCall } from '../define-call.ts';
import { syncEnvelope, syncQuerySchema } from '../envelope.ts';
import { bulkRows, bulkUpsertCall, erpKeySchema, INTEGRATION_TAG } from './bulk-upsert.ts';

/** Drivers by `code_erp`; `inative` 1 retires one (older measurements keep naming it). */
export const driverBulkRows = bulkRows(
  driverSchema
    .omit({ id: true, company_id: true })
    .extend({ code_erp: erpKeySchema, inative: driverSchema.shape.inative.default(0) }),
  ['code_erp'],
);

/**
 * A measurement as the ERP reads it: the entity, plus the ERP's keys of what it names — the
 * driver's and the seller's `code_erp` and the volume's `field` (Rota's ids mean nothing to the
 * ERP). `seller_code_erp` is empty for a seller the ERP never coded.
 */
export const erpMeasurementSchema = measurementSchema.extend({
  driver_code_erp: codeErpSchema,
  volume_field: codeErpSchema,
  seller_code_erp: codeErpSchema,
});

/** ERP ↔ Rota: drivers in, measurements out (docs/integration.md "Measurements"). */
export const integrationMeasurementsCalls = {
  drivers: bulkUpsertCall(
    'integration.drivers.bulk',
    'drivers/bulk',
    'Motoristas em lote por code_erp',
    driverBulkRows,
  ),
  changed: defineCall({
    name: 'integration.measurements.changed',
    method: 'GET',
    path: 'measurements/changed',
    summary:
      'Medições novas, alteradas ou apagadas desde o cursor, na ordem em que mudaram (paginado por cursor)',
    tag: INTEGRATION_TAG,
    auth: { kind: 'integration' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(erpMeasurementSchema),
    }),
  }),
} as const;
