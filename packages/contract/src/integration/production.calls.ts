import {
  appointmentFieldsSchema,
  appointmentPauseSchema,
  codeErpSchema,
  machineSchema,
  operatorSchema,
  productionOrderSchema,
  situationSchema,
} from '@rota/domain';
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { syncEnvelope, syncQuerySchema } from '../envelope.ts';
import { bulkRows, bulkUpsertCall, erpKeySchema, INTEGRATION_TAG } from './bulk-upsert.ts';

/**
 * Production orders by `num_op`. `quantity_produced` and `quantity_scrap` are left out: they are
 * the sums of the order's appointments, Rota's to compute. `status` is the ERP's to set: send
 * `Encerrada` to close an order (it then takes no new appointment) and another status to open it
 * again; appointments move it between Em produção and Pausada.
 */
export const productionOrderBulkRows = bulkRows(
  productionOrderSchema.omit({ id: true, company_id: true, quantity_produced: true, quantity_scrap: true }),
  ['num_op'],
);

/** Machines by `code_erp`. */
export const machineBulkRows = bulkRows(
  machineSchema.omit({ id: true, company_id: true }).extend({ code_erp: erpKeySchema }),
  ['code_erp'],
);

/** Machine operators by `code_erp`. */
export const operatorBulkRows = bulkRows(
  operatorSchema.omit({ id: true, company_id: true }).extend({ code_erp: erpKeySchema }),
  ['code_erp'],
);

/** Situations by `code_erp`: productive (Produtiva), stop reasons (Parada) and scrap reasons (Refugo). */
export const situationBulkRows = bulkRows(
  situationSchema
    .omit({ id: true, company_id: true })
    .extend({ code_erp: erpKeySchema, inative: situationSchema.shape.inative.default(0) }),
  ['code_erp'],
);

/**
 * An appointment as the ERP reads it: the entity, plus the ERP's codes of the machine, operator,
 * situation, each pause's situation and the scrap reason (Rota's ids mean nothing to the ERP).
 */
export const erpAppointmentSchema = appointmentFieldsSchema.extend({
  machine_code_erp: codeErpSchema,
  operator_code_erp: codeErpSchema,
  situation_code_erp: codeErpSchema,
  scrap_reason_code_erp: codeErpSchema.nullable(),
  pauses: z.array(appointmentPauseSchema.extend({ situation_code_erp: codeErpSchema })),
});
export type ErpAppointment = z.infer<typeof erpAppointmentSchema>;

/** ERP ↔ Rota: production orders, machines, operators and situations in; finished appointments out. */
export const integrationProductionCalls = {
  orders: bulkUpsertCall(
    'integration.productionOrders.bulk',
    'production-orders/bulk',
    'Ordens de produção em lote por num_op',
    productionOrderBulkRows,
  ),
  machines: bulkUpsertCall(
    'integration.machines.bulk',
    'machines/bulk',
    'Máquinas em lote por code_erp',
    machineBulkRows,
  ),
  operators: bulkUpsertCall(
    'integration.operators.bulk',
    'operators/bulk',
    'Operadores em lote por code_erp',
    operatorBulkRows,
  ),
  situations: bulkUpsertCall(
    'integration.situations.bulk',
    'situations/bulk',
    'Situações (produtivas, paradas, motivos de refugo) em lote por code_erp',
    situationBulkRows,
  ),
  closedAppointments: defineCall({
    name: 'integration.appointments.closed',
    method: 'GET',
    path: 'appointments/closed',
    summary:
      'Apontamentos finalizados, na ordem em que foram finalizados (paginado por cursor): cada um vem uma vez e não muda mais',
    tag: INTEGRATION_TAG,
    auth: { kind: 'integration' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(erpAppointmentSchema),
    }),
  }),
} as const;
