import { z } from 'zod';
import { hasAtMostDecimals } from '../quantity/quantity.ts';
import { MAX_QUANTITY_DECIMALS } from '../quantity/quantity-unit.ts';
import {
  codeErpSchema,
  dateTimeSchema,
  idSchema,
  QUANTITY_DESCRIPTION,
  uuidSchema,
} from '../shared/fields.ts';
import { fieldError } from '../shared/messages.ts';

/** The largest stock figure a `numeric(12, 3)` column holds, either way. */
export const MAX_STOCK_QUANTITY = 999_999_999;

const stockQuantityError = fieldError(
  `Informe o estoque com até ${MAX_QUANTITY_DECIMALS} casas decimais, entre -${MAX_STOCK_QUANTITY.toLocaleString('pt-BR')} e ${MAX_STOCK_QUANTITY.toLocaleString('pt-BR')}`,
);

/**
 * A product's stock as the ERP counted it (docs/domain.md "Stock"), one row per product of the
 * company, in the product's unit: what is free to sell, the ERP's reservations already taken off.
 * It may be negative (an ERP that lets a sale through without stock says so). `counted_at` is when
 * the ERP read it, so the seller sees how old the figure is ("há 2 h").
 */
export const productStockSchema = z.object({
  uuid: uuidSchema,
  company_id: idSchema,
  code_erp_product: codeErpSchema.min(1),
  quantity: z
    .number()
    .min(-MAX_STOCK_QUANTITY, { error: stockQuantityError })
    .max(MAX_STOCK_QUANTITY, { error: stockQuantityError })
    .refine((value) => hasAtMostDecimals(value, MAX_QUANTITY_DECIMALS), { error: stockQuantityError })
    .meta({ description: QUANTITY_DESCRIPTION, minimum: -MAX_STOCK_QUANTITY, maximum: MAX_STOCK_QUANTITY }),
  counted_at: dateTimeSchema,
});
export type ProductStock = z.infer<typeof productStockSchema>;
