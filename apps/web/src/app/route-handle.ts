import type { Params } from 'react-router';
import type { RouteName } from '#lib/routes/index.ts';

/** What each route of the router carries in its `handle`. */
export interface RouteHandle {
  name?: RouteName;
  title: string;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
  );
}

/** The deepest match with a route handle: the screen on display. */
export function currentRouteHandle(
  matches: ReadonlyArray<{ handle: unknown; params: Params }>,
): { handle: RouteHandle; params: Params } | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index];
    if (match && isRouteHandle(match.handle)) return { handle: match.handle, params: match.params };
  }
  return null;
}
