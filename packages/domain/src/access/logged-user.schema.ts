import { z } from 'zod';
import { codeErpSchema, emailSchema, idSchema } from '../shared/fields.ts';

/** §3 Logged user, as kept locally after login. */
export const loggedUserSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1).max(255),
  email: emailSchema.nullable(),
  code_erp: codeErpSchema.nullable(),
});
export type LoggedUser = z.infer<typeof loggedUserSchema>;
