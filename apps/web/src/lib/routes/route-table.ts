import type { Area } from '@rota/domain';
import { generatePath } from 'react-router';
import type { HasRequiredParam, PathParams, SearchParams } from './path-params.ts';
import type { AreaScreens, NavEntryData } from './screen-data.ts';
import { appointmentsScreens } from './screens/appointments-screens.ts';
import { bakeryScreens } from './screens/bakery-screens.ts';
import { commonScreens } from './screens/common-screens.ts';
import { managerScreens } from './screens/manager-screens.ts';
import { publicScreens } from './screens/public-screens.ts';
import { sellerScreens } from './screens/seller-screens.ts';

/**
 * Where a route lives: a public page, one of the four areas of §2 (each its own lazily loaded
 * chunk, opened only to the profiles the area allows), or `common`: a screen every logged-in user
 * has, shown in the layout of their home area ("Pendências de envio").
 */
export type RouteArea = 'public' | Area | 'common';

/**
 * The screen registry: every screen of the app by area, the paths of §2 in the spec's order, then
 * Rota's own. One entry per screen (`screens/<area>-screens.ts`) gives its route, title, search
 * and menu entry; `src/app/areas/<area>-area.tsx` must then give its page (a complete record, so a
 * screen without one fails to compile).
 */
export const screenRegistry = {
  public: publicScreens,
  seller: sellerScreens,
  bakery: bakeryScreens,
  manager: managerScreens,
  appointments: appointmentsScreens,
  common: commonScreens,
} as const satisfies Record<RouteArea, AreaScreens>;

type Registry = typeof screenRegistry;

/** The route names of one area. */
export type ScreenName<A extends RouteArea> = keyof Registry[A] & string;

export type RouteName = { [A in RouteArea]: ScreenName<A> }[RouteArea];

/** The registry entry of the route `N`. */
type ScreenOf<N extends RouteName> = {
  [A in RouteArea]: N extends keyof Registry[A] ? Registry[A][N] : never;
}[RouteArea];

type PathOf<N extends RouteName> = ScreenOf<N>['path'];

/** The params of route `N`, typed from its path: `pathFor('clients.update', { uuid })`. */
export type ParamsOf<N extends RouteName> = PathParams<PathOf<N>>;

/** The search route `N` declares: `pathFor('checkout', {}, { resumo })`. */
export type SearchOf<N extends RouteName> = SearchParams<
  ScreenOf<N> extends { search: infer Keys } ? Keys : never
>;

/** What `pathFor` takes after the name: the params (required when the path has a required one), then the search. */
type PathArgs<N extends RouteName> = N extends RouteName
  ? HasRequiredParam<PathOf<N>> extends true
    ? [params: ParamsOf<N>, search?: SearchOf<N>]
    : [params?: ParamsOf<N>, search?: SearchOf<N>]
  : never;

/** One row of the route table: a registry entry with its name and area. */
export interface RouteData {
  name: RouteName;
  /** React Router pattern; `:param?` is an optional segment. */
  path: string;
  /** The page title of §2 (the document title is `<title> | Rota`). */
  title: string;
  /** Needs a logged-in user. */
  auth: boolean;
  area: RouteArea;
  /** The search keys links to it may add. */
  search: readonly string[];
  nav?: NavEntryData;
}

const routeAreas: readonly RouteArea[] = ['public', 'seller', 'bakery', 'manager', 'appointments', 'common'];

function rowsOf(area: RouteArea): RouteData[] {
  const screens: AreaScreens = screenRegistry[area];
  return Object.entries(screens).map(([name, screen]) => ({
    // The keys of `screenRegistry[area]` are route names; Object.entries widens them to string.
    name: name as RouteName,
    path: screen.path,
    title: screen.title,
    auth: area !== 'public',
    area,
    search: screen.search ?? [],
    ...(screen.nav ? { nav: screen.nav } : {}),
  }));
}

/**
 * Every route of the app, flattened from the registry: the paths of §2 in the spec's order, then
 * Rota's own. The data only: features import it to build links (`pathFor`), `src/app` adds the
 * screens' lazy loaders.
 */
export const routeTable: readonly RouteData[] = routeAreas.flatMap(rowsOf);

const byName = new Map<string, RouteData>(routeTable.map((route) => [route.name, route]));

/** The route named `name` (names are a closed union, so it always exists). */
export function routeByName(name: RouteName): RouteData {
  const route = byName.get(name);
  if (!route) throw new Error(`Rota desconhecida: ${name}`);
  return route;
}

/** Params of a route whose name is known only at run time (a remembered target, the router's match). */
export type RouteParams = Record<string, string | undefined>;

/**
 * The concrete path of a route, its params and search typed from its registry entry:
 * `pathFor('clients.update', { uuid })` → `/admin/clients/update/<uuid>`,
 * `pathFor('checkout', {}, { resumo: uuid })` → `/admin/checkout?resumo=<uuid>`.
 */
export function pathFor<N extends RouteName>(name: N, ...[params, search]: PathArgs<N>): string {
  return buildPath(name, params ?? {}, search);
}

/** `pathFor` for a name and params known only at run time (a remembered target). */
export function buildPath(name: RouteName, params: RouteParams, search: RouteParams = {}): string {
  // generatePath drops an absent optional segment; it wants `null` for "absent".
  const filled = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value ?? null]));
  const path = generatePath(routeByName(name).path, filled);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query.set(key, value);
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

const publicPaths = new Set(routeTable.filter((route) => !route.auth).map((route) => route.path));

/** Whether a location's path is a public page (login, Nova Empresa). */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(pathname);
}

/** Whether `name` is one of the route names (e.g. when reading a remembered target back). */
export function isRouteName(name: unknown): name is RouteName {
  return typeof name === 'string' && byName.has(name);
}
