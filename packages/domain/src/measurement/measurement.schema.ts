import { z } from 'zod';
import { hasAtMostDecimals, MAX_QUANTITY, quantityMessages } from '../quantity/quantity.ts';
import { MAX_QUANTITY_DECIMALS } from '../quantity/quantity-unit.ts';
import { dateSchema, idSchema, QUANTITY_DESCRIPTION, uuidSchema } from '../shared/fields.ts';
import { fieldError, messages } from '../shared/messages.ts';
import { plateSchema } from './vehicle-plate.ts';

/** The material a measurement records when the user names none: the charts' "argila". */
export const DEFAULT_MATERIAL = 'Argila';

/**
 * A measurement (medição) — one measured load carried by a driver on a trip
 * (docs/measurements.md): on `date` (the calendar day in São Paulo), driver `driver_id` took the
 * vehicle `plate` loaded with `quantity` units of the company's volume `volume_id` (m³, carrada,
 * caçamba…) of `material`. Recorded on the device by the seller `seller_id`, offline, and sent
 * idempotently by `uuid`; `company_id` and `seller_id` are the session's on the server, whatever
 * the body says. `quantity` is in units of the volume: whole for a counted one (carrada,
 * caçamba), up to 3 decimals when the volume is a measure (m³: 7,5 m³; `measurementRefusal`
 * checks which); 0 records a trip that carried nothing.
 */
export const measurementSchema = z.object({
  uuid: uuidSchema,
  company_id: idSchema,
  seller_id: idSchema,
  date: dateSchema,
  driver_id: idSchema,
  plate: plateSchema,
  material: z.string().trim().min(1, { error: messages.required }).max(60),
  volume_id: idSchema,
  quantity: z
    .number({ error: fieldError(messages.notInteger) })
    .min(0, { error: messages.notNegative })
    .max(MAX_QUANTITY)
    .refine((value) => hasAtMostDecimals(value, MAX_QUANTITY_DECIMALS), {
      error: quantityMessages.tooManyDecimals(MAX_QUANTITY_DECIMALS),
      abort: true,
    })
    .meta({ description: QUANTITY_DESCRIPTION }),
  notes: z.string().trim().max(2000).nullable(),
});
export type Measurement = z.infer<typeof measurementSchema>;
