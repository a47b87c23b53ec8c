import { z } from 'zod';
import { codeErpSchema, descriptionSchema, idSchema, uuidSchema } from '../shared/fields.ts';

/** §3 Finality of a sale (venda, bonificação, troca…). `status` 1 is active (§3 spells it so). */
export const finalitySchema = z.object({
  uuid: uuidSchema,
  id: idSchema,
  description: descriptionSchema,
  code_erp: codeErpSchema,
  company_id: idSchema,
  status: z.union([z.literal(0), z.literal(1)]),
});
export type Finality = z.infer<typeof finalitySchema>;
