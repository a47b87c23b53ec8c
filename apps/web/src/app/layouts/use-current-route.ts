import { useMatches } from 'react-router';
import type { RouteName } from '#lib/routes/index.ts';
import { messages } from '../messages.ts';
import { currentRouteHandle } from '../route-handle.ts';

/** The screen on display: its route name and title (the app's name when the route has none). */
export function useCurrentRoute(): { name: RouteName | undefined; title: string } {
  const handle = currentRouteHandle(useMatches())?.handle;
  return { name: handle?.name, title: handle?.title ?? messages.appName };
}
