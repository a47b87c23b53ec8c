import { z } from 'zod';
import {
  codeErpSchema,
  dateSchema,
  dateTimeSchema,
  descriptionSchema,
  idSchema,
  quantitySchema,
  uuidSchema,
} from '../shared/fields.ts';

const categoryCodeSchema = z.string().regex(/^(0[1-9]|[1-4]\d|50)$/, { error: 'Categoria inválida' });

/**
 * One line of the bakery's day: a product of a sale to produce, separate and deliver.
 * §3 shows no fields; each stage is stamped when done (`production_at`, `separation_at`,
 * `delivery_at`), null while pending, so the panels can group what is left per category.
 */
export const bakeryItemSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  sale_uuid: uuidSchema,
  delivery_date: dateSchema,
  client_name: z.string().min(1).max(255),
  code_erp_client: codeErpSchema.nullable(),
  code_erp_product: codeErpSchema,
  description: descriptionSchema,
  category: categoryCodeSchema,
  unit: z.string().min(1).max(6),
  quantity: quantitySchema,
  driver_name: z.string().max(255).nullable(),
  production_at: dateTimeSchema.nullable(),
  separation_at: dateTimeSchema.nullable(),
  delivery_at: dateTimeSchema.nullable(),
});
export type BakeryItem = z.infer<typeof bakeryItemSchema>;

/** How much of a category the day asks for and how much of it is done at one stage. */
export const bakeryCategoryTotalSchema = z.object({
  category: categoryCodeSchema,
  name: z.string(),
  quantity: z.number().int().min(0),
  done: z.number().int().min(0),
});
export type BakeryCategoryTotal = z.infer<typeof bakeryCategoryTotalSchema>;

/** A delivery driver of the bakery. */
export const bakeryDriverSchema = z.object({ id: idSchema, name: z.string().min(1).max(255) });
export type BakeryDriver = z.infer<typeof bakeryDriverSchema>;
