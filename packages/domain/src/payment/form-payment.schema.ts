import { z } from 'zod';
import { RECORD_LIMITS } from '../constants.ts';
import { codeErpSchema, descriptionSchema, idSchema, inativeSchema, uuidSchema } from '../shared/fields.ts';

/** A sub-form of payment (e.g. "Boleto" > "Boleto 28 dias"). */
export const formPaymentHierarchySchema = z.object({
  description: descriptionSchema,
  code_erp: codeErpSchema,
});

/** §3 Form of payment (dinheiro, boleto, cheque, PIX…) with its sub-forms. */
export const formPaymentSchema = z.object({
  uuid: uuidSchema,
  id: idSchema,
  description: descriptionSchema,
  code_erp: codeErpSchema,
  company_id: idSchema,
  inative: inativeSchema,
  hierarchies: z.array(formPaymentHierarchySchema).max(RECORD_LIMITS.formPaymentHierarchies),
});
export type FormPayment = z.infer<typeof formPaymentSchema>;
export type FormPaymentHierarchy = z.infer<typeof formPaymentHierarchySchema>;
