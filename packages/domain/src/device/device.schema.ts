import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../shared/fields.ts';

/** §3 Device: the access token a seller received and the id generated once on this device. */
export const deviceSchema = z.object({
  token: z.string().trim().min(1).max(255),
  deviceId: z.string().trim().min(8).max(64),
});
export type Device = z.infer<typeof deviceSchema>;

/** A device as the server lists it (`GET devices`). */
export const registeredDeviceSchema = z.object({
  id: idSchema,
  deviceId: z.string(),
  seller_id: idSchema,
  company_id: idSchema,
  last_login_at: dateTimeSchema.nullable(),
  last_sync_at: dateTimeSchema.nullable(),
});
export type RegisteredDevice = z.infer<typeof registeredDeviceSchema>;
