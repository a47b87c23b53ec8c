import { z } from 'zod';
import { codeErpSchema, idSchema, inativeSchema } from '../shared/fields.ts';

/** A machine operator who records appointments. */
export const operatorSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  code_erp: codeErpSchema,
  name: z.string().trim().min(1).max(255),
  inative: inativeSchema,
});
export type Operator = z.infer<typeof operatorSchema>;
