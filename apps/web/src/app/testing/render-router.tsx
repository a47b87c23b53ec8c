import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRouteObjects } from '../build-route-objects.tsx';

/** Renders the real route tree in memory at `path` (hash routes are paths after the '#'). */
export function renderRouter(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const view = render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, ...view };
}
