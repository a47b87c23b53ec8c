import { z } from 'zod';
import { RECORD_LIMITS } from '../constants.ts';
import {
  centsSchema,
  codeErpSchema,
  descriptionSchema,
  idSchema,
  inativeSchema,
  PG_INTEGER_MAX,
  uuidSchema,
} from '../shared/fields.ts';

/** One installment of a condition: its number and the days after the sale it falls due. */
export const conditionItemSchema = z.object({
  parcel: z.number().int().min(1),
  days: z.number().int().min(0).max(3650),
});

/**
 * §3 Payment condition (e.g. "30/60/90"): `parcels` installments whose due days are in
 * `itens` (wire spelling). `type` is the ERP's condition type; type 1 is the one §5 can
 * restrict the listing to. It is stored in a PostgreSQL `integer`, so its range is that column's.
 */
export const conditionPaymentSchema = z.object({
  uuid: uuidSchema,
  id: idSchema,
  code_erp: codeErpSchema,
  description: descriptionSchema,
  company_id: idSchema,
  inative: inativeSchema,
  parcels: z.number().int().min(1).max(120),
  type: z.number().int().min(0).max(PG_INTEGER_MAX),
  itens: z.array(conditionItemSchema).max(RECORD_LIMITS.conditionItens),
  /**
   * The ERP's minimum order for this condition, in centavos (docs/domain.md "Order minimums"): an
   * order paid with it must total at least this. Null (or absent, from an older ERP): none.
   */
  min_order_value: centsSchema.nullable().default(null),
});
export type ConditionPayment = z.infer<typeof conditionPaymentSchema>;
export type ConditionItem = z.infer<typeof conditionItemSchema>;
