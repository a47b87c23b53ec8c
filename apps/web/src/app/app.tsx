import './mantine-styles.ts';
import '@mantine/notifications/styles.css';
import './notices.css';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router';
// Its own file, not the folder: the folder creates the query cache, which the login route skips.
import { QueryProvider } from '#lib/query/query-provider.tsx';
import { LoadingIndicator } from '#ui/loading-indicator.tsx';
import { UpdateNotice } from '#ui/update-notice.tsx';
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

/**
 * Mantine's dimmed text (gray 6, #868e96) reads at 3.3:1 on white, under WCAG AA's 4.5:1 for
 * body text; gray 7 reads at 8:1 on white and on the light alert backgrounds.
 */
const readableDimmed: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
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
    <MantineProvider theme={theme} cssVariablesResolver={readableDimmed}>
      <QueryProvider>
        <NoticesWhenShown />
        <LoadingIndicator />
        <UpdateNotice />
        <RouterProvider router={router} />
      </QueryProvider>
    </MantineProvider>
  );
}
