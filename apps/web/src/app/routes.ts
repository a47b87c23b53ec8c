import type { Area } from '@rota/domain';
import type { ComponentType } from 'react';
import { type RouteData, routeTable } from '#lib/routes/index.ts';
import type { AreaModule, ScreenPages } from './areas/area-module.ts';
import { withChunkTimeout } from './chunk-timeout.ts';

/** The places whose screens live in a lazily loaded chunk of their own: the four areas and `common`. */
export type ChunkArea = Area | 'common';

/** A row of the route table with the loader of its screen. */
export interface AppRoute extends RouteData {
  /** Loads the screen (with its area's chunk), rejecting with a ChunkLoadError after 120 s. */
  lazy: () => Promise<ComponentType>;
}

const areaLoaders: { [A in ChunkArea]: () => Promise<AreaModule<A>> } = {
  seller: () => withChunkTimeout(() => import('./areas/seller-area.tsx')).then((module) => module.sellerArea),
  bakery: () => withChunkTimeout(() => import('./areas/bakery-area.tsx')).then((module) => module.bakeryArea),
  manager: () =>
    withChunkTimeout(() => import('./areas/manager-area.tsx')).then((module) => module.managerArea),
  appointments: () =>
    withChunkTimeout(() => import('./areas/appointments-area.tsx')).then((module) => module.appointmentsArea),
  common: () => withChunkTimeout(() => import('./areas/common-area.tsx')).then((module) => module.commonArea),
};

/** Loads the layout of an area (header, navigation) from the area's chunk. */
export function loadAreaLayout(area: ChunkArea): Promise<ComponentType> {
  return areaLoaders[area]().then((module) => module.Layout);
}

/** The public pages, each its own chunk (the login's is preloaded with the entry, vite.config.ts). */
const publicScreens: { [N in keyof ScreenPages<'public'>]: () => Promise<ComponentType> } = {
  login: () =>
    withChunkTimeout(() => import('#features/auth/components/login-page.tsx')).then(
      (module) => module.LoginPage,
    ),
  companies: () =>
    withChunkTimeout(() => import('#features/companies/components/new-company-page.tsx')).then(
      (module) => module.NewCompanyPage,
    ),
};

/** The entry for `name` in a record keyed by an area's route names (complete: never missing for its own area). */
function screenIn<T>(record: Readonly<Record<string, T>>, name: string): T {
  const found = record[name];
  if (!found) throw new Error(`Tela sem página: ${name}`);
  return found;
}

function loaderOf(route: RouteData): () => Promise<ComponentType> {
  if (route.area === 'public') return screenIn(publicScreens, route.name);
  const area = route.area;
  return () => areaLoaders[area]().then((module) => screenIn(module.pages, route.name));
}

/** Every route of the table with its lazy screen. */
export const appRoutes: readonly AppRoute[] = routeTable.map((route) => ({
  ...route,
  lazy: loaderOf(route),
}));
