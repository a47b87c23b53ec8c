import { z } from 'zod';
import { codeErpSchema, descriptionSchema, idSchema } from '../shared/fields.ts';

/** What a machine was doing during an appointment: producing, or stopped for a reason. */
export const SITUATION_KINDS = ['Produtiva', 'Parada'] as const;

export const situationSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  code_erp: codeErpSchema,
  description: descriptionSchema,
  kind: z.enum(SITUATION_KINDS),
});
export type Situation = z.infer<typeof situationSchema>;
