import { z } from 'zod';
import { dateTimeSchema, idSchema, uuidSchema } from '../shared/fields.ts';

export const NOTIFICATION_KINDS = ['sale_status', 'catalogue', 'message'] as const;

/** §3 Notification for a seller; it leaves the list once read (§4). */
export const notificationSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  seller_id: idSchema.nullable(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string().min(1).max(255),
  body: z.string().max(2000),
  sale_uuid: uuidSchema.nullable(),
  created_at: dateTimeSchema,
  read_at: dateTimeSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
