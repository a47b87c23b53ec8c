import type { registerSW as RegisterSW } from 'virtual:pwa-register';
import { updateStore } from './update-store.ts';

/** How often an open app asks the server for a new version, besides every return to the window. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (vite-plugin-pwa, `registerType: 'prompt'`). A new version is
 * installed in the background and WAITS: the notice offers 'Atualizar', which sends the waiting
 * worker SKIP_WAITING; once it controls the page, the page reloads (registerSW does that), so
 * old and new chunks are never mixed. `registerSW` comes from `virtual:pwa-register` (passed in
 * by the start-up, so this module runs in tests, where the virtual module does not exist). Updates are checked every hour and whenever the window
 * gets the focus back or becomes visible; a worker still waiting is offered again then.
 */
export function registerServiceWorker(registerSW: typeof RegisterSW): void {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  const activate = async () => {
    // registerSW reloads only when the page had a controller when it registered; a first visit
    // (taken over by clientsClaim) must reload too once the new worker controls it.
    navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
    await updateServiceWorker(true);
  };
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => updateStore.offer(activate),
    onNeedReload: reloadOnce,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        if (registration.waiting) {
          if (!updateStore.getState().visible) updateStore.offer(activate);
          return;
        }
        if (navigator.onLine === false || registration.installing) return;
        registration.update().catch((error: unknown) => {
          console.warn('Não foi possível procurar uma nova versão do Rota', error);
        });
      };
      setInterval(check, UPDATE_CHECK_INTERVAL_MS);
      window.addEventListener('focus', check);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError: (error: unknown) => {
      console.error('Falha ao registrar o service worker do Rota', error);
    },
  });
}
