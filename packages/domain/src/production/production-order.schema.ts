import { z } from 'zod';
import {
  codeErpSchema,
  dateSchema,
  descriptionSchema,
  idSchema,
  QUANTITY_DESCRIPTION,
  quantityOrZeroSchema,
} from '../shared/fields.ts';

/** A sum of appointments' quantities: may pass one line's most, keeps their decimals. */
const quantitySumSchema = z.number().min(0).meta({ description: QUANTITY_DESCRIPTION });

/** The statuses of a production order, as the factory's ERP names them. */
export const PRODUCTION_ORDER_STATUSES = ['Planejada', 'Em produção', 'Pausada', 'Encerrada'] as const;
export type ProductionOrderStatus = (typeof PRODUCTION_ORDER_STATUSES)[number];

/** An OP number as typed or scanned: 1 to 30 characters, spaces around it ignored. */
export const numOpSchema = z.string().trim().min(1).max(30);

/**
 * A production order (OP) of the factory, found by its number (`num_op`). The ERP sends it
 * (product, planned quantity, status, dates); `quantity_produced` and `quantity_scrap` are Rota's:
 * the sums of the order's appointments (`order-progress.ts`), never sent by the ERP nor a device.
 * Quantities are in `unit`, with the decimals it takes (whole for UN, up to 3 for KG).
 */
export const productionOrderSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  num_op: numOpSchema,
  code_erp_product: codeErpSchema,
  description: descriptionSchema,
  unit: z.string().trim().min(1).max(6),
  quantity_planned: quantityOrZeroSchema,
  quantity_produced: quantitySumSchema,
  quantity_scrap: quantitySumSchema,
  status: z.enum(PRODUCTION_ORDER_STATUSES),
  start_date: dateSchema.nullable(),
  due_date: dateSchema.nullable(),
});
export type ProductionOrder = z.infer<typeof productionOrderSchema>;
