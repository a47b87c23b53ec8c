import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { createQueryClient } from '#lib/query/query-client.ts';
import { QueryProvider } from '#lib/query/query-provider.tsx';
import { buildRouteObjects } from '../build-route-objects.tsx';

const rendered = new Set<QueryClient>();

// Each render's cache is emptied after its test, its calls cancelled: a screen's call answered
// after the test ended (the manager's charts ask the API) must not reach React once the test
// file's window is gone.
afterEach(async () => {
  for (const client of rendered) {
    await client.cancelQueries();
    client.clear();
  }
  rendered.clear();
});

/**
 * Renders the real route tree in memory at `path` (hash routes are paths after the '#'), inside the
 * providers `App` gives it (Mantine, a cache of online-only calls of the render's own).
 */
export function renderRouter(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const client = createQueryClient();
  rendered.add(client);
  const view = render(
    <MantineProvider env="test">
      <QueryProvider client={client}>
        <RouterProvider router={router} />
      </QueryProvider>
    </MantineProvider>,
  );
  return { router, ...view };
}
