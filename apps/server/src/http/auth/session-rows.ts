import { isPermissionName, type Profile, type Seller } from '@rota/domain';
import type { profiles, sellers } from '../../db/schema/index.ts';

/** Database rows of access data to the domain's wire shapes. */
export function toSeller(row: typeof sellers.$inferSelect): Seller {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    email: row.email,
    code_erp: row.code_erp,
    profile_id: row.profile_id,
    team_uuid: row.team_uuid,
  };
}

export function toProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    id: row.id,
    company_id: row.company_id,
    description: row.description,
    permissions: row.permissions.filter(isPermissionName).map((name) => ({ name })),
  };
}
