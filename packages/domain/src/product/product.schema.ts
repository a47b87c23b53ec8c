import { z } from 'zod';
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
  price: unitPriceSchema,
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
