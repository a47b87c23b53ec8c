import { useMatches } from 'react-router';
import { type RouteName, usePageTitleOverride } from '#lib/routes/index.ts';
import { messages } from '../messages.ts';
import { currentRouteHandle } from '../route-handle.ts';

/**
 * The screen on display: its route name and title (the one the screen gave itself, else the
 * route's, else the app's name).
 */
export function useCurrentRoute(): { name: RouteName | undefined; title: string } {
  const handle = currentRouteHandle(useMatches())?.handle;
  const override = usePageTitleOverride();
  return { name: handle?.name, title: override ?? handle?.title ?? messages.appName };
}
