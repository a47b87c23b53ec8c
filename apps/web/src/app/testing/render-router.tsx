import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryProvider } from '../../lib/query/query-provider.tsx';
import { buildRouteObjects } from '../build-route-objects.tsx';

/**
 * Renders the real route tree in memory at `path` (hash routes are paths after the '#'), inside the
 * providers `App` gives it (Mantine, the cache of online-only calls).
 */
export function renderRouter(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const view = render(
    <MantineProvider env="test">
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </MantineProvider>,
  );
  return { router, ...view };
}
