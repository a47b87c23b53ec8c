import type { Area, PermissionName } from '@rota/domain';
import type { Icon } from '@tabler/icons-react';
import { type RouteData, type RouteName, routeTable } from '#lib/routes/index.ts';

/** One entry of an area's menu, from its screen's registry entry (`nav`). `label` defaults to the route's title. */
export interface NavigationEntry {
  name: RouteName;
  icon: Icon;
  label?: string;
  /** The phone's bottom bar: the entry is there, under this short label (at most four per area). */
  bottom?: string;
  /** Shown only to profiles granting it (`useAreaMenu`). */
  permission?: PermissionName;
}

function toEntry(route: RouteData): NavigationEntry[] {
  if (!route.nav) return [];
  const { icon, label, bottom, permission } = route.nav;
  return [
    {
      name: route.name,
      icon,
      ...(label ? { label } : {}),
      ...(bottom ? { bottom } : {}),
      ...(permission ? { permission } : {}),
    },
  ];
}

/** The menu of an area: its screens with a `nav` entry, in the registry's order or by their `position`. */
function menuOf(area: Area): NavigationEntry[] {
  const routes = routeTable.filter((route) => route.area === area && route.nav);
  // A stable sort: without positions the registry's order stays.
  const ordered = [...routes].sort((a, b) => (a.nav?.position ?? 0) - (b.nav?.position ?? 0));
  return ordered.flatMap(toEntry);
}

/** The screens each area offers in its menu (screens reached from others, like a client's page, are not here). */
export const areaNavigation: Record<Area, NavigationEntry[]> = {
  seller: menuOf('seller'),
  bakery: menuOf('bakery'),
  manager: menuOf('manager'),
  appointments: menuOf('appointments'),
};

/**
 * Areas whose screens share the URL's search: the manager's period (`?periodo=…`, feature
 * `manager`) goes along when the menu moves to another screen of the area that reads it, so the
 * chart screens read one period (Metas keeps its own month). The search never crosses into another area (the switcher drops it).
 */
export const AREAS_SHARING_SEARCH: ReadonlySet<Area> = new Set<Area>(['manager']);
