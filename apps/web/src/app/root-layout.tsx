import { Progress } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { usePageTitleOverride } from '#lib/routes/index.ts';
import { messages } from './messages.ts';
import { currentRouteHandle } from './route-handle.ts';

/**
 * The root of every route: sets `document.title` from the route's title (§1, '<title> | Rota'),
 * scrolls to the top on each navigation (§2) and shows a thin bar while a screen's chunk loads.
 */
export function RootLayout() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const override = usePageTitleOverride();
  const title = override ?? currentRouteHandle(matches)?.handle.title;

  useEffect(() => {
    document.title = title ? messages.documentTitle(title) : messages.appName;
  }, [title]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path, by design (§2).
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  return (
    <>
      {navigation.state === 'loading' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 450 }}
          aria-label={messages.loading}
        />
      )}
      <Outlet />
    </>
  );
}
