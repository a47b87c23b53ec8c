import { z } from 'zod';
import { RECORD_LIMITS } from '../constants.ts';
import { idSchema } from '../shared/fields.ts';
import { PERMISSIONS } from './permissions.ts';

export const permissionSchema = z.object({ name: z.enum(PERMISSIONS) });

/** §3 Profile: a named set of permissions per company. */
export const profileSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  description: z.string().trim().min(1).max(255),
  permissions: z.array(permissionSchema).max(RECORD_LIMITS.profilePermissions),
});
export type Profile = z.infer<typeof profileSchema>;
