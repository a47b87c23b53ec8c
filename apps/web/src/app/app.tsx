import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { LoadingIndicator } from '../components/ui/loading-indicator.tsx';
import { UpdateNotice } from '../components/ui/update-notice.tsx';
import { theme } from './theme.ts';

type AppRouter = ReturnType<typeof createHashRouter>;

/** The providers around the router: Mantine (pt-BR theme), notices, loading indicator, update notice. */
export function App({ router }: { router: AppRouter }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-center" zIndex={1000} />
      <LoadingIndicator />
      <UpdateNotice />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
