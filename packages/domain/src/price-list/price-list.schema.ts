import { z } from 'zod';
import {
  codeErpSchema,
  dateSchema,
  descriptionSchema,
  idSchema,
  inativeSchema,
  unitPriceSchema,
  uuidSchema,
} from '../shared/fields.ts';

/**
 * §3 Price list row: the price of one product (`code_erp_product`) in one list (`code_erp`),
 * valid until `vigence_date` (null: no end). `price` in ten-thousandths of a real.
 */
export const priceListSchema = z.object({
  uuid: uuidSchema,
  description: descriptionSchema,
  code_erp: codeErpSchema,
  code_erp_product: codeErpSchema,
  price: unitPriceSchema,
  vigence_date: dateSchema.nullable(),
  company_id: idSchema,
  inative: inativeSchema,
});
export type PriceList = z.infer<typeof priceListSchema>;
