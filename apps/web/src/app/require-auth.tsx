import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useAuth } from '#lib/auth/index.ts';
import { pathFor, rememberTarget } from '#lib/routes/index.ts';
import { PageLoader } from './page-loader.tsx';
import { currentRouteHandle } from './route-handle.ts';

/**
 * Guard of the auth routes (§2): while the stored login is restored it shows a loader; a
 * visitor who ARRIVES without a login is sent to login and the route they wanted is remembered
 * by name. A logout on the screen also leaves for login, but remembers nothing (an expired
 * session is remembered by the 401 handler, `handleUnauthorized`).
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  const current = currentRouteHandle(useMatches());
  const arrival = useRef<{ key: string; anonymous: boolean } | null>(null);

  if (status !== 'restoring' && arrival.current?.key !== location.key) {
    arrival.current = { key: location.key, anonymous: status === 'anonymous' };
  }
  const rememberArrival = status === 'anonymous' && arrival.current?.anonymous === true;
  const targetName = current?.handle.name;
  const targetParams = current?.params;

  useEffect(() => {
    if (rememberArrival && targetName) rememberTarget(targetName, targetParams);
  }, [rememberArrival, targetName, targetParams]);

  if (status === 'restoring') return <PageLoader />;
  if (status === 'anonymous') return <Navigate to={pathFor('login')} replace />;
  return <Outlet />;
}
