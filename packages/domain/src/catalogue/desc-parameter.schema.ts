import { z } from 'zod';
import { idSchema } from '../shared/fields.ts';

/** §3 Description parameter: a product field the company shows in descriptions (e.g. `code_erp`). */
export const descParameterSchema = z.object({
  id: idSchema,
  field: z.string().trim().min(1).max(60),
  company_id: idSchema,
});
export type DescParameter = z.infer<typeof descParameterSchema>;
