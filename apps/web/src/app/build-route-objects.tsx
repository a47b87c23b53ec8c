import type { RouteObject } from 'react-router';
import { LazyRoute } from './lazy-route.tsx';
import { messages } from './messages.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PublicOnly } from './public-only.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import type { RouteHandle } from './route-handle.ts';
import { type AppRoute, appRoutes, loadAreaLayout, type PrivateArea } from './routes.ts';

const privateAreas: PrivateArea[] = ['seller', 'bakery', 'manager', 'appointments'];

// One stable loader per area, so LazyRoute keeps one lazy component per area.
const areaLayoutLoaders = Object.fromEntries(
  privateAreas.map((area) => [area, () => loadAreaLayout(area)]),
) as Record<PrivateArea, () => ReturnType<typeof loadAreaLayout>>;

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { name: route.name, title: route.title };
  return {
    path: route.path,
    handle,
    element: <LazyRoute load={route.lazy} />,
  };
}

/**
 * The React Router tree of §2, built from the route table: the root (title, scroll, loading
 * bar), the public routes behind `PublicOnly`, each private area's lazily loaded layout and
 * screens behind `RequireAuth`, and the not-found page for any other path.
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
          children: privateAreas.map((area) => ({
            element: <LazyRoute load={areaLayoutLoaders[area]} />,
            children: appRoutes.filter((route) => route.area === area).map(toRouteObject),
          })),
        },
        { path: '*', Component: NotFoundPage, handle: notFound },
      ],
    },
  ];
}
