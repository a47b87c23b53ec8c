import { bakeryItemSchema, uuidSchema } from '@rota/domain';
import type { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { syncEnvelope, syncQuerySchema } from '../envelope.ts';
import { INTEGRATION_TAG } from './bulk-upsert.ts';

/**
 * A bakery line's delivery as the ERP reads it (docs/integration.md "Bakery deliveries"): which
 * sale item it is, what was ordered and handed (`quantity`, `delivered`), when, by whom, who
 * received it, and — closed short — why (`short_reason`, `short_note`). The line's state now:
 * upsert it by `id` on the ERP's side.
 */
export const erpBakeryDeliverySchema = bakeryItemSchema
  .pick({
    id: true,
    sale_uuid: true,
    delivery_date: true,
    code_erp_client: true,
    client_name: true,
    code_erp_product: true,
    description: true,
    unit: true,
    quantity: true,
    driver_name: true,
    delivered: true,
    delivery_at: true,
    delivery_by: true,
    received_by: true,
    short_reason: true,
    short_note: true,
  })
  .extend({
    /** The sale item (`itens[].uuid` of `sales/pending`); null for lines stored before 0017 found none. */
    sale_item_uuid: uuidSchema.nullable(),
  });
export type ErpBakeryDelivery = z.infer<typeof erpBakeryDeliverySchema>;

/** ERP ← Rota: what the bakery's drivers handed, short deliveries with their reason. */
export const integrationBakeryCalls = {
  deliveries: defineCall({
    name: 'integration.bakery.deliveries',
    method: 'GET',
    path: 'bakery/deliveries/changed',
    summary:
      'Entregas da padaria registradas, alteradas ou desfeitas desde o cursor (entregue, recebido por, motivo da falta), na ordem em que mudaram (paginado por cursor)',
    tag: INTEGRATION_TAG,
    auth: { kind: 'integration' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(erpBakeryDeliverySchema),
    }),
  }),
} as const;
