import { z } from 'zod';
import { codeErpSchema, idSchema, inativeSchema } from '../shared/fields.ts';

/**
 * A driver of the company (docs/measurements.md): the ERP's, by `code_erp`, pulled by the devices
 * that record measurements (`drivers/all`) and named by the bakery's deliveries. A retired driver
 * (`inative` 1) stays on the device so older measurements still show the name, but a new
 * measurement may not name it.
 */
export const driverSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  code_erp: codeErpSchema,
  name: z.string().trim().min(1).max(255),
  inative: inativeSchema,
});
export type Driver = z.infer<typeof driverSchema>;
