import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Shows where the app navigated to, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page at `path` inside Mantine and a memory router; any other path shows the probe.
 * `withNotices` also renders the app's notices, which outlive a navigation (call
 * `notifications.clean()` at the end: their store is global).
 */
export function renderPage(element: ReactElement, path: string, initialEntry = path, withNotices = false) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <MantineProvider env="test">
      {withNotices && <Notifications />}
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...view, router };
}
