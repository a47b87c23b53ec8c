import type { RouteObject } from 'react-router';
import { AreaGate } from './area-gate.tsx';
import { LazyRoute } from './lazy-route.tsx';
import { messages } from './messages.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PublicOnly } from './public-only.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import type { RouteHandle } from './route-handle.ts';
import { type AppRoute, appRoutes, type ChunkArea, loadAreaLayout } from './routes.ts';

const chunkAreas: ChunkArea[] = ['seller', 'bakery', 'manager', 'appointments', 'common'];

// One stable loader per area, so LazyRoute keeps one lazy component per area.
const areaLayoutLoaders: Record<ChunkArea, () => ReturnType<typeof loadAreaLayout>> = {
  seller: () => loadAreaLayout('seller'),
  bakery: () => loadAreaLayout('bakery'),
  manager: () => loadAreaLayout('manager'),
  appointments: () => loadAreaLayout('appointments'),
  common: () => loadAreaLayout('common'),
};

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { name: route.name, title: route.title };
  return {
    path: route.path,
    handle,
    element: <LazyRoute load={route.lazy} />,
  };
}

function areaElement(area: ChunkArea) {
  const layout = <LazyRoute load={areaLayoutLoaders[area]} />;
  return area === 'common' ? layout : <AreaGate area={area}>{layout}</AreaGate>;
}

/**
 * The React Router tree, built from the route table: the root (title, scroll, loading bar), the
 * public routes behind `PublicOnly`, each area's lazily loaded layout and screens behind
 * `RequireAuth` and the area's permission (`AreaGate`), and the not-found page for any other path.
 */
export function buildRouteObjects(): RouteObject[] {
  const notFound: RouteHandle = { title: messages.notFoundTitle };
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          Component: PublicOnly,
          children: appRoutes.filter((route) => !route.auth).map(toRouteObject),
        },
        {
          Component: RequireAuth,
          children: chunkAreas.map((area) => ({
            element: areaElement(area),
            children: appRoutes.filter((route) => route.area === area).map(toRouteObject),
          })),
        },
        { path: '*', Component: NotFoundPage, handle: notFound },
      ],
    },
  ];
}
