import { notifications } from '@mantine/notifications';
import { errorMessages } from '@rota/contract';
import type { createHashRouter } from 'react-router';
import { authStore } from '#lib/auth/index.ts';
import { isPublicPath, pathFor, rememberTarget } from '#lib/routes/index.ts';
import { currentRouteHandle } from './route-handle.ts';

type AppRouter = ReturnType<typeof createHashRouter>;

/**
 * §8 "401: go to login" (also a 422 about the token, and a refused socket handshake): the
 * session on this device is no longer valid, so the stored login is cleared (never the outbox)
 * and, when a screen of an auth route is open, its name is remembered so the next login
 * reopens it; a red notice says 'Sessão expirada, realize o login' (once, however many calls
 * failed). On a public page (the login itself) nothing moves.
 */
export async function handleUnauthorized(router: AppRouter): Promise<void> {
  const { location, matches } = router.state;
  if (isPublicPath(location.pathname)) return;
  const current = currentRouteHandle(
    matches.map((match) => ({ handle: match.route.handle, params: match.params })),
  );
  if (current?.handle.name) rememberTarget(current.handle.name, current.params);
  notifications.show({ id: 'session-expired', color: 'red', message: errorMessages.sessionExpired });
  if (authStore.getState().status === 'authenticated') {
    try {
      await authStore.logout();
    } catch (error) {
      console.error('Não foi possível limpar o login guardado', error);
    }
  }
  await router.navigate(pathFor('login'), { replace: true });
}
