import { z } from 'zod';
import { idSchema, uuidSchema } from '../shared/fields.ts';
import { addressSchema } from './address.schema.ts';

/**
 * §3 Client delivery address. `client_id` holds the client's uuid, so an address can be added
 * offline to a client the server has not seen yet. `sinchronized` (wire spelling) is 1 once
 * the server acknowledged it.
 */
export const deliveryAddressSchema = addressSchema.extend({
  uuid: uuidSchema,
  client_id: uuidSchema,
  company_id: idSchema,
  description: z.string().trim().min(1).max(120),
  sinchronized: z.union([z.literal(0), z.literal(1)]),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
