import { canOpenArea, type Profile } from '@rota/domain';
import { homePathFor } from './area-home.ts';
import type { RememberedTarget } from './remembered-target.ts';
import { routeByName } from './route-table.ts';

/**
 * Where to go after login (or when a logged-in user opens a public page): the remembered target
 * when the profile may open it, otherwise the first screen of the user's home area — a bakery
 * user who followed a seller's link lands in the bakery, not on "sem permissão".
 */
export function landingPath(
  target: RememberedTarget | null,
  profile: Pick<Profile, 'permissions'> | null | undefined,
): string {
  if (target) {
    const { area } = routeByName(target.name);
    if (area === 'common' || (area !== 'public' && canOpenArea(profile, area))) return target.path;
  }
  return homePathFor(profile);
}
