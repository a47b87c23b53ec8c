import { registerSW } from 'virtual:pwa-register';
import { notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router';
import { authStore } from '../lib/auth/index.ts';
import { onStorageFull } from '../lib/db/storage-error.ts';
import { configureHttpClient } from '../lib/http/http-client.ts';
import { registerServiceWorker } from '../lib/pwa/register-service-worker.ts';
import { isPublicPath } from '../lib/routes/index.ts';
import { startPushLoop } from '../lib/sync/push-loop.ts';
import { App } from './app.tsx';
import { buildId } from './build-id.ts';
import { buildRouteObjects } from './build-route-objects.tsx';
import { handleUnauthorized } from './handle-unauthorized.ts';
import { keepRealtimeConnected } from './keep-realtime-connected.ts';
import { messages } from './messages.ts';
import { showUpgradeBlockedNotices } from './upgrade-blocked-notice.ts';

/**
 * Start-up: wires the HTTP client's §8 handlers (401 → login, invalid token → red notice),
 * listens for blocked database upgrades and a full device, registers the service worker, keeps the realtime
 * socket open while logged in, renders the app and restores the stored login (the guards show
 * a loader until it is known).
 */
export function startApp(container: HTMLElement): void {
  document.documentElement.dataset.build = buildId;
  const router = createHashRouter(buildRouteObjects());
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
  keepRealtimeConnected();
  // The outbox goes out while someone is logged in (login, online, timer, reconnection).
  startPushLoop();
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  authStore.restore().catch((error: unknown) => console.error('Falha ao restaurar o login', error));
}
