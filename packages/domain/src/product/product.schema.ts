import { z } from 'zod';
import { MAX_QUANTITY_DECIMALS } from '../quantity/quantity-unit.ts';
import {
  codeErpSchema,
  descriptionSchema,
  idSchema,
  inativeSchema,
  unitPriceSchema,
  uuidSchema,
} from '../shared/fields.ts';
import { fieldError } from '../shared/messages.ts';

/**
 * §3 Product, with what a sale needs beyond the spec's fields: the ERP code, the unit of sale,
 * the base unit price (ten-thousandths of a real) and the bakery category (`01`..`50`).
 */
export const productSchema = z.object({
  uuid: uuidSchema,
  id: idSchema,
  company_id: idSchema,
  description: descriptionSchema,
  code_erp: codeErpSchema,
  unit: z.string().trim().min(1).max(6),
  /**
   * Decimals this product's quantities take, when the ERP says (0 sold whole, up to 3 weighed or
   * measured); null: what the unit says (`quantityDecimalsFor`, docs/domain.md "Quantities").
   * Rows stored before it existed read as null.
   */
  quantity_decimals: z
    .number()
    .int({ error: fieldError('Informe de 0 a 3 casas decimais') })
    .min(0, { error: fieldError('Informe de 0 a 3 casas decimais') })
    .max(MAX_QUANTITY_DECIMALS, { error: fieldError('Informe de 0 a 3 casas decimais') })
    .nullable()
    .default(null),
  price: unitPriceSchema,
  /**
   * The lowest unit price the ERP lets a seller sell at, after discounts (docs/domain.md "Minimum
   * prices"): below it the order waits for a supervisor. Null: none.
   */
  min_price: unitPriceSchema.nullable().default(null),
  category: z
    .string()
    .regex(/^(0[1-9]|[1-4]\d|50)$/, { error: fieldError('Categoria inválida') })
    .nullable(),
  barcode: z
    .string()
    .regex(/^\d{8,14}$/, { error: fieldError('Código de barras inválido') })
    .nullable(),
  inative: inativeSchema,
});
export type Product = z.infer<typeof productSchema>;
