import { z } from 'zod';
import { codeErpSchema, descriptionSchema, idSchema, inativeSchema } from '../shared/fields.ts';

/** A machine (máquina/recurso) on which production is recorded. */
export const machineSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  code_erp: codeErpSchema,
  description: descriptionSchema,
  inative: inativeSchema,
});
export type Machine = z.infer<typeof machineSchema>;
