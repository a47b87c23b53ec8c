import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '#lib/auth/index.ts';
import { forgetRememberedTarget, landingPath, peekRememberedTarget } from '#lib/routes/index.ts';
import { PageLoader } from './page-loader.tsx';

/**
 * Guard of the public routes (§2): a user who ARRIVES at a public page logged in (e.g. a start
 * with a restored login) goes to the remembered target (when the profile may open it) or to
 * the first screen of their home area (`landingPath`). A login that
 * happens while the page is open does not move it: the login page runs the initial sync first
 * and then opens the target itself.
 */
export function PublicOnly() {
  const { status, session } = useAuth();
  const location = useLocation();
  const arrival = useRef<{ key: string; authenticated: boolean } | null>(null);

  if (status !== 'restoring' && arrival.current?.key !== location.key) {
    arrival.current = { key: location.key, authenticated: status === 'authenticated' };
  }
  const redirect = status === 'authenticated' && arrival.current?.authenticated === true;
  const target = useLandingTarget(redirect, session?.profile);

  if (status === 'restoring') return <PageLoader />;
  if (redirect) return target === null ? <PageLoader /> : <Navigate to={target} replace />;
  return <Outlet />;
}

/**
 * Where a redirect goes, once the remembered target is read back (its check loads on demand);
 * null while it is read. The target is opened once: forgotten after it was read for a redirect.
 */
function useLandingTarget(redirect: boolean, profile: Parameters<typeof landingPath>[1]): string | null {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!redirect) return;
    let current = true;
    peekRememberedTarget().then((remembered) => {
      forgetRememberedTarget();
      if (current) setTarget(landingPath(remembered, profile));
    });
    return () => {
      current = false;
    };
  }, [redirect, profile]);
  return target;
}
