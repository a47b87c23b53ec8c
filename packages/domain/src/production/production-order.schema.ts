import { z } from 'zod';
import { codeErpSchema, dateSchema, descriptionSchema, idSchema } from '../shared/fields.ts';

export const PRODUCTION_ORDER_STATUSES = ['Planejada', 'Em produção', 'Pausada', 'Encerrada'] as const;

/** A production order (OP) of the factory, found by its number (`numOp`). */
export const productionOrderSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  num_op: z.string().trim().min(1).max(30),
  code_erp_product: codeErpSchema,
  description: descriptionSchema,
  unit: z.string().trim().min(1).max(6),
  quantity_planned: z.number().int().min(0),
  quantity_produced: z.number().int().min(0),
  status: z.enum(PRODUCTION_ORDER_STATUSES),
  start_date: dateSchema.nullable(),
  due_date: dateSchema.nullable(),
});
export type ProductionOrder = z.infer<typeof productionOrderSchema>;
