import './mantine-styles.ts';
import '@mantine/notifications/styles.css';
import './notices.css';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router';
// Its own file, not the folder: the folder creates the query cache, which the login route skips.
import { QueryProvider } from '#lib/query/query-provider.tsx';
import { LoadingIndicator } from '#ui/loading-indicator.tsx';
import { UpdateNotice } from '#ui/update-notice.tsx';
import { accessibleColors } from './colors/accessible-colors.ts';
import { lightColorScheme } from './colors/light-color-scheme.ts';
import { theme } from './theme.ts';

type AppRouter = ReturnType<typeof createHashRouter>;

const Notices = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    return { default: (await import('./notices.tsx')).Notices };
  } catch (error) {
    // A chunk that cannot load costs the notices, never the app (no boundary is above them).
    console.error('Falha ao carregar os avisos do Rota', error);
    return { default: () => null };
  }
});

/** The notices, loaded with the first one shown, then kept (notices queued before wait for it). */
function NoticesWhenShown() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notices />
    </Suspense>
  );
}

/**
 * The providers around the router: Mantine (pt-BR theme), the cache of online-only calls,
 * notices, loading indicator, update notice.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={accessibleColors}
      colorSchemeManager={lightColorScheme}
      defaultColorScheme="light"
    >
      <QueryProvider>
        <NoticesWhenShown />
        <LoadingIndicator />
        <UpdateNotice />
        <RouterProvider router={router} />
      </QueryProvider>
    </MantineProvider>
  );
}
