import { z } from 'zod';
import { RECORD_LIMITS } from '../constants.ts';
import { codeErpSchema, descriptionSchema, idSchema, inativeSchema, uuidSchema } from '../shared/fields.ts';

/** A sub-form of payment (e.g. "Boleto" > "Boleto 28 dias"). */
export const formPaymentHierarchySchema = z.object({
  description: descriptionSchema,
  code_erp: codeErpSchema,
});

/**
 * §3 Form of payment (dinheiro, boleto, cheque, PIX…) with its sub-forms, and the limits of the
 * §5 condition rule the checkout applies to it (`conditionsForForm`): `max_parcels` the most
 * installments, `max_days` the most days to the last one, `only_type_1` only conditions of type 1.
 * A null limit is no limit. The limits came after the first devices shipped: a row without them
 * reads as "no limit" (null, null, false).
 */
export const formPaymentSchema = z.object({
  uuid: uuidSchema,
  id: idSchema,
  description: descriptionSchema,
  code_erp: codeErpSchema,
  company_id: idSchema,
  inative: inativeSchema,
  hierarchies: z.array(formPaymentHierarchySchema).max(RECORD_LIMITS.formPaymentHierarchies),
  max_parcels: z.number().int().min(1).max(120).nullable().default(null),
  max_days: z.number().int().min(0).max(3650).nullable().default(null),
  only_type_1: z.boolean().default(false),
});
export type FormPayment = z.infer<typeof formPaymentSchema>;
export type FormPaymentHierarchy = z.infer<typeof formPaymentHierarchySchema>;
