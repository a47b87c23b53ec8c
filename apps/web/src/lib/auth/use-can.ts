import { can, type PermissionName } from '@rota/domain';
import { useAuth } from './use-auth.ts';

/** §6: whether the logged-in seller's profile grants a permission (false when logged out). */
export function useCan(permission: PermissionName): boolean {
  return can(useAuth().session?.profile, permission);
}
