import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './notices.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { LoadingIndicator } from '../components/ui/loading-indicator.tsx';
import { UpdateNotice } from '../components/ui/update-notice.tsx';
import { QueryProvider } from '../lib/query/index.ts';
import { theme } from './theme.ts';

type AppRouter = ReturnType<typeof createHashRouter>;

/**
 * The providers around the router: Mantine (pt-BR theme), the cache of online-only calls,
 * notices, loading indicator, update notice.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <MantineProvider theme={theme}>
      <QueryProvider>
        <Notifications position="top-center" zIndex={1000} className="rota-notices" />
        <LoadingIndicator />
        <UpdateNotice />
        <RouterProvider router={router} />
      </QueryProvider>
    </MantineProvider>
  );
}
