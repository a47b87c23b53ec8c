import { z } from 'zod';
import { codeErpSchema, descriptionSchema, idSchema, inativeSchema } from '../shared/fields.ts';

/**
 * What a situation is for (Rota's reading of §7 "situations: productive and stop situations with
 * their reason"):
 * - `Produtiva`: the machine is producing (an appointment's own situation, "Produzindo");
 * - `Parada`: a stop and its reason (setup, maintenance, no raw material…): the situation of a
 *   pause, or of an appointment that is a stop in itself (a setup before production);
 * - `Refugo`: a reason for scrap ("massa fora do ponto", "queimado"), chosen when an appointment
 *   records scrap. Kept with the situations so the ERP sends one list and an operator in gloves
 *   picks a reason from buttons instead of typing it.
 */
export const SITUATION_KINDS = ['Produtiva', 'Parada', 'Refugo'] as const;
export type SituationKind = (typeof SITUATION_KINDS)[number];

export const situationSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  code_erp: codeErpSchema,
  description: descriptionSchema,
  kind: z.enum(SITUATION_KINDS),
  /** A situation the ERP retired (0 active, 1 inactive): kept for old appointments, never offered. */
  inative: inativeSchema,
});
export type Situation = z.infer<typeof situationSchema>;
