import { can } from './can.ts';
import { type AreaPermission, FIELD_PERMISSIONS, SELLER_PERMISSIONS } from './permissions.ts';
import type { Profile } from './profile.schema.ts';

/** The four areas of §2: seller (`/admin`), bakery, manager (`/gestor`), appointments (`/apoint`). */
export const AREAS = ['seller', 'bakery', 'manager', 'appointments'] as const;
export type Area = (typeof AREAS)[number];

/** The permission that opens each area beyond the seller's (DESIGN.md "Areas"). */
export const AREA_PERMISSION: Record<Exclude<Area, 'seller'>, AreaPermission> = {
  bakery: 'canAccessBakery',
  manager: 'canAccessManager',
  appointments: 'canAccessAppointments',
};

/**
 * The areas a profile opens, in §2's order (the first one is where its user lands after login).
 * The seller area is open to a profile holding any §6 seller permission or one of Rota's field
 * permissions (`canRecordMeasurements`): §6 names no permission of its own for it, and a profile made only for the bakery (say) has none of them. A profile
 * with no permission at all still opens the seller area, so nobody is left without a home.
 */
export function allowedAreas(profile: Pick<Profile, 'permissions'> | null | undefined): Area[] {
  const seller = [...SELLER_PERMISSIONS, ...FIELD_PERMISSIONS].some((name) => can(profile, name));
  const others = (Object.keys(AREA_PERMISSION) as Array<keyof typeof AREA_PERMISSION>).filter((area) =>
    can(profile, AREA_PERMISSION[area]),
  );
  if (seller || others.length === 0) return ['seller', ...others];
  return others;
}

/** Whether a profile opens an area. */
export function canOpenArea(profile: Pick<Profile, 'permissions'> | null | undefined, area: Area): boolean {
  return allowedAreas(profile).includes(area);
}

/** The area a user lands on after login: the first their profile opens. */
export function homeArea(profile: Pick<Profile, 'permissions'> | null | undefined): Area {
  return allowedAreas(profile)[0] ?? 'seller';
}
