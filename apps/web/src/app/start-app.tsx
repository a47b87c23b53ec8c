import { registerSW } from 'virtual:pwa-register';
import { notifications } from '@mantine/notifications';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router';
import { type AuthState, authStore } from '#lib/auth/index.ts';
import { onStorageFull } from '#lib/db/storage-error.ts';
import { configureHttpClient } from '#lib/http/http-client.ts';
import { keepAreaFiles } from '#lib/pwa/area-files.ts';
import { registerServiceWorker } from '#lib/pwa/register-service-worker.ts';
import { isPublicPath } from '#lib/routes/index.ts';
import { App } from './app.tsx';
import { buildId } from './build-id.ts';
import { buildRouteObjects } from './build-route-objects.tsx';
import { handleUnauthorized } from './handle-unauthorized.ts';
import { messages } from './messages.ts';
import { isRouteHandle } from './route-handle.ts';
import { appRoutes } from './routes.ts';
import { showUpgradeBlockedNotices } from './upgrade-blocked-notice.ts';

type AppRouter = ReturnType<typeof createHashRouter>;

/**
 * Start-up: wires the HTTP client's §8 handlers (401 → login, invalid token → red notice),
 * listens for blocked database upgrades and a full device, registers the service worker, starts
 * the logged-in services with the first login, renders the app and restores the stored login
 * (the guards show a loader until it is known).
 */
export function startApp(container: HTMLElement): void {
  document.documentElement.dataset.build = buildId;
  const router = createHashRouter(buildRouteObjects());
  preloadOpenedScreen(router);
  configureHttpClient({
    onUnauthorized: () => {
      handleUnauthorized(router).catch((error: unknown) => console.error(error));
    },
    onInvalidToken: () => {
      // On the login page the token field already says 'Token inválido!': say it once.
      if (isPublicPath(router.state.location.pathname)) return;
      notifications.show({ id: 'invalid-token', color: 'red', message: messages.invalidToken });
    },
  });
  showUpgradeBlockedNotices();
  // A full device must be said, never swallowed (issue 4 "Local data").
  onStorageFull((error) => {
    notifications.show({ id: 'storage-full', color: 'red', autoClose: false, message: error.message });
  });
  registerServiceWorker(registerSW);
  startSessionServicesOnLogin();
  const root = createRoot(container);
  // As a transition React renders the first screen in slices, yielding to the browser between
  // them, instead of one task that blocks input for as long as the whole tree takes (a slow
  // phone's first visit; Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  authStore.restore().catch((error: unknown) => console.error('Falha ao restaurar o login', error));
}

/**
 * Starts loading the opened route's screen now, while the stored login is read, instead of after
 * the guard has it: one round trip less before the first screen on a slow network. The route's
 * own loader takes the same module when it renders, and shows the error if it failed.
 */
function preloadOpenedScreen(router: AppRouter): void {
  const handle = router.state.matches.at(-1)?.route.handle;
  const leaf = isRouteHandle(handle) ? handle : undefined;
  const route = appRoutes.find((candidate) => candidate.name === leaf?.name);
  route?.lazy().catch(() => undefined);
}

/**
 * What only a logged-in user needs — the realtime socket with the cache of online-only calls
 * (`keepRealtimeConnected`), the outbox's push loop and the runner of queued lookups — loads with the first login (typed or
 * restored), so the login route downloads none of it. Once started, each follows the login
 * itself (disconnects, clears, stops pushing on logout). A chunk that fails to load is asked
 * again on the next login.
 */
function startSessionServicesOnLogin(): void {
  let starting = false;
  const start = (state: AuthState) => {
    if (starting || state.status !== 'authenticated') return;
    starting = true;
    Promise.all([
      import('./keep-realtime-connected.ts'),
      import('#lib/sync/push-loop.ts'),
      import('#lib/lookups/lookup-runner.ts'),
    ])
      .then(([realtime, pushLoop, lookups]) => {
        stopWatching();
        realtime.keepRealtimeConnected();
        // The outbox goes out while someone is logged in (login, online, timer, reconnection).
        pushLoop.startPushLoop();
        // CEP/CNPJ lookups queued offline run when the network is back (one at a time).
        lookups.startLookupRunner();
      })
      .catch((error: unknown) => {
        starting = false;
        console.error('Falha ao carregar o envio de pendências, as consultas e o tempo real do Rota', error);
      });
  };
  const stopWatching = authStore.subscribe(start);
  start(authStore.getState());
  keepAreaFilesWhileLoggedIn();
}

/**
 * The app files of the logged-in user's areas (`keepAreaFiles`): checked at every start with a
 * stored login (a device updated from a version that precached every area, a store cut short)
 * and whenever the network comes back; the login itself stores them before its first screen.
 */
function keepAreaFilesWhileLoggedIn(): void {
  const keep = () => {
    const { status, session } = authStore.getState();
    if (status !== 'authenticated' || !navigator.onLine) return;
    keepAreaFiles(session?.profile).catch((error: unknown) =>
      console.warn('[rota] arquivos do app não guardados para uso offline:', error),
    );
  };
  const stopWatching = authStore.subscribe((state) => {
    if (state.status === 'restoring') return;
    stopWatching();
    keep();
  });
  window.addEventListener('online', keep);
}
