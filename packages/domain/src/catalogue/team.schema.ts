import { z } from 'zod';
import { idSchema, inativeSchema, uuidSchema } from '../shared/fields.ts';

/** §3 Team of sellers. */
export const teamSchema = z.object({
  uuid: uuidSchema,
  name: z.string().trim().min(1).max(255),
  company_id: idSchema,
  inative: inativeSchema,
});
export type Team = z.infer<typeof teamSchema>;
