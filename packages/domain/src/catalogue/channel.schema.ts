import { z } from 'zod';
import { codeErpSchema, descriptionSchema, idSchema, inativeSchema, uuidSchema } from '../shared/fields.ts';

/** §3 Channel (canal de venda: varejo, atacado, food service…). */
export const channelSchema = z.object({
  uuid: uuidSchema,
  description: descriptionSchema,
  code_erp: codeErpSchema,
  company_id: idSchema,
  inative: inativeSchema,
});
export type Channel = z.infer<typeof channelSchema>;
