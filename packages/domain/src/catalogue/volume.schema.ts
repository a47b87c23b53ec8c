import { z } from 'zod';
import { idSchema, inativeSchema } from '../shared/fields.ts';

/** §3 Volume: a packaging kind offered on sales (caixa, fardo, pacote…). */
export const volumeSchema = z.object({
  id: idSchema,
  field: z.string().trim().min(1).max(60),
  company_id: idSchema,
  inative: inativeSchema,
});
export type Volume = z.infer<typeof volumeSchema>;
