import type { PermissionName } from './permissions.ts';
import type { Profile } from './profile.schema.ts';

/** §6: whether a profile grants a permission. No profile grants nothing. */
export function can(profile: Pick<Profile, 'permissions'> | null | undefined, name: PermissionName): boolean {
  return profile?.permissions.some((permission) => permission.name === name) ?? false;
}
