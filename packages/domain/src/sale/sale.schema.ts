import { z } from 'zod';
import { RECORD_LIMITS } from '../constants.ts';
import {
  centsSchema,
  codeErpSchema,
  dateSchema,
  dateTimeSchema,
  descriptionSchema,
  idSchema,
  quantitySchema,
  unitPriceSchema,
  uuidSchema,
} from '../shared/fields.ts';
import { orderNumberSchema } from './order-number.ts';
import { saleStatusSchema } from './sale-status.schema.ts';

/**
 * A line of a sale. `id` is the line number in the cart (1, 2, …), the default sort (§5).
 * `unit_price` is in ten-thousandths of a real; `discount` is the line's discount in centavos.
 */
export const saleItemSchema = z.object({
  uuid: uuidSchema,
  id: z.number().int().min(1),
  product_uuid: uuidSchema,
  code_erp_product: codeErpSchema,
  description: descriptionSchema,
  unit: z.string().trim().min(1).max(6),
  quantity: quantitySchema,
  unit_price: unitPriceSchema,
  discount: centsSchema,
  price_list_uuid: uuidSchema.nullable(),
});
export type SaleItem = z.infer<typeof saleItemSchema>;

/** The snapshot of a form or condition kept in a payment line, as it was when sold. */
export const paymentChoiceSchema = z.object({
  id: idSchema,
  description: descriptionSchema,
  code_erp: codeErpSchema,
});
export type PaymentChoice = z.infer<typeof paymentChoiceSchema>;

/** §3 Payment (in a sale): a form, a condition and the amount in centavos. */
export const salePaymentSchema = z.object({
  formPayment: paymentChoiceSchema,
  conditionPayment: paymentChoiceSchema,
  form_payment_id: idSchema,
  condition_payment_id: idSchema,
  price: centsSchema,
});
export type SalePayment = z.infer<typeof salePaymentSchema>;

/** The client as the sale shows it, kept with the sale so history reads right offline. */
export const saleClientSchema = z.object({
  uuid: uuidSchema,
  name: z.string().trim().min(1).max(255),
  code_erp: codeErpSchema.nullable(),
});
export type SaleClient = z.infer<typeof saleClientSchema>;

/**
 * §3 Sale/cart. `created_at` is the device's clock (kept as information only; the server
 * orders by its own timestamps). `competence_at` is the accounting date (data de competência).
 * `delivery_address` is the uuid of one of the client's extra delivery addresses.
 * `finality_code_erp` (venda, bonificação, troca…: §3 Finality) and `channel_code_erp` (the sales
 * channel: §3 Channel) name an active finality and channel of the company by `code_erp`; both
 * came after the first devices shipped, so a body without them reads them as null. `number` is the
 * order number the device gave the cart when it stored it ("V001-0042", `order-number.ts`); null
 * on sales made before numbers, or by a device not logged in again since.
 */
export const saleSchema = z.object({
  uuid: uuidSchema,
  company_id: idSchema,
  seller_id: idSchema,
  client_uuid: uuidSchema.nullable(),
  client: saleClientSchema.nullable(),
  status: saleStatusSchema,
  items: z.array(saleItemSchema).max(RECORD_LIMITS.saleItems),
  payments: z.array(salePaymentSchema).max(RECORD_LIMITS.salePayments),
  created_at: dateTimeSchema,
  code_erp: z.string().max(60),
  competence_at: dateSchema.nullable(),
  pre_sale: z.boolean(),
  reason_canceled: z.string().max(500).nullable(),
  type: z.literal('app'),
  delivery_address: uuidSchema.nullable(),
  notes: z.string().max(2000).nullable(),
  failure_message: z.string().max(2000).nullable(),
  finality_code_erp: codeErpSchema.nullable().default(null),
  channel_code_erp: codeErpSchema.nullable().default(null),
  number: orderNumberSchema.nullable().default(null),
});
export type Sale = z.infer<typeof saleSchema>;
