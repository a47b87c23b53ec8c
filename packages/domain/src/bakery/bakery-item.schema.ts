import { z } from 'zod';
import {
  codeErpSchema,
  dateSchema,
  dateTimeSchema,
  descriptionSchema,
  idSchema,
  QUANTITY_DESCRIPTION,
  quantityOrZeroSchema,
  quantitySchema,
  uuidSchema,
} from '../shared/fields.ts';

const categoryCodeSchema = z.string().regex(/^(0[1-9]|[1-4]\d|50)$/, { error: 'Categoria inválida' });
const doneSchema = quantityOrZeroSchema;
const personSchema = z.string().max(255).nullable();

/**
 * One line of the bakery's day: a product of a finalised sale to produce, separate and deliver
 * (§3 shows no fields; docs/bakery.md). Each stage keeps how much of `quantity` is done there
 * (`produced`, `separated`, `delivered`: 80 of 100 is a state, not a rounding; 1,5 of 2,5 kg
 * too, a weighed line taking the decimals its unit does), when it last
 * moved (`…_at`, null while nothing is done) and by whom (`…_by`, the user's name).
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
  /** The client's place in its driver's route (1 first); null when the ERP sent none. */
  delivery_order: z.number().int().min(1).nullable(),
  produced: doneSchema,
  separated: doneSchema,
  delivered: doneSchema,
  production_at: dateTimeSchema.nullable(),
  production_by: personSchema,
  separation_at: dateTimeSchema.nullable(),
  separation_by: personSchema,
  delivery_at: dateTimeSchema.nullable(),
  delivery_by: personSchema,
  /** Who took the goods at the client, as the driver typed it. */
  received_by: personSchema,
});
export type BakeryItem = z.infer<typeof bakeryItemSchema>;

/** How much of a category the day asks for and how much of it is done at one stage. */
export const bakeryCategoryTotalSchema = z.object({
  category: categoryCodeSchema,
  name: z.string(),
  quantity: z.number().min(0).meta({ description: QUANTITY_DESCRIPTION }),
  done: z.number().min(0).meta({ description: QUANTITY_DESCRIPTION }),
});
export type BakeryCategoryTotal = z.infer<typeof bakeryCategoryTotalSchema>;

/** A delivery driver of the bakery. */
export const bakeryDriverSchema = z.object({ id: idSchema, name: z.string().min(1).max(255) });
export type BakeryDriver = z.infer<typeof bakeryDriverSchema>;

/**
 * A stamp at one stage (`PUT bakery/production-at`, `separation-at`, `delivery-at`): for each
 * line, how much is done there after it (`done`, absolute: 0 undoes the stage). Absolute, so two
 * devices marking the same line done never double-count, and a replay changes nothing; `uuid`
 * makes the write idempotent (a replay after a newer stamp does not undo the newer one).
 */
export const bakeryStampSchema = z.object({
  uuid: uuidSchema,
  lines: z
    .array(z.object({ id: idSchema, done: doneSchema }))
    .min(1)
    .max(1000),
  /** When it was done on the device (offline stamps arrive later); the server's clock if absent. */
  at: dateTimeSchema.optional(),
  /** Delivery only: who took the goods at the client. */
  received_by: z.string().trim().max(255).optional(),
});
export type BakeryStamp = z.infer<typeof bakeryStampSchema>;
