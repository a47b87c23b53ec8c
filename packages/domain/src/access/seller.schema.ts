import { z } from 'zod';
import { codeErpSchema, emailSchema, idSchema, uuidSchema } from '../shared/fields.ts';

/**
 * A seller of a company. Locally the record is keyed by the access token (§3 "Seller record
 * keyed by token"); the server never returns the token itself, only its holder.
 */
export const sellerSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  name: z.string().trim().min(1).max(255),
  email: emailSchema.nullable(),
  code_erp: codeErpSchema.nullable(),
  profile_id: idSchema,
  team_uuid: uuidSchema.nullable(),
});
export type Seller = z.infer<typeof sellerSchema>;
