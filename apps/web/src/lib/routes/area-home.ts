import { type Area, homeArea, type Profile } from '@rota/domain';
import { pathFor, type RouteName } from './route-table.ts';

/** The first screen of each area (§2: the route named `index` is the seller's dashboard). */
export const AREA_HOME: Record<Area, RouteName> = {
  seller: 'index',
  bakery: 'bakery',
  manager: 'gestor',
  appointments: 'apoint',
};

/** Where a user lands after login, or on a public page while logged in: their home area's first screen. */
export function homePathFor(profile: Pick<Profile, 'permissions'> | null | undefined): string {
  return pathFor(AREA_HOME[homeArea(profile)]);
}
