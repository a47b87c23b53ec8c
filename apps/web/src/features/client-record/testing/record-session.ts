import { PERMISSIONS, type PermissionName } from '@rota/domain';
import { authStore } from '#lib/auth/auth-store.ts';
import { configureHttpClient } from '#lib/http/http-client.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';

/** Empty local databases, Ana (seller 7, V001) logged in with `permissions` (all by default). */
export async function startRecordSession(
  permissions: readonly PermissionName[] = PERMISSIONS,
): Promise<void> {
  await resetLocalDbs();
  await authStore.setLogin(makeSession([...permissions]), 1);
  configureHttpClient({
    baseUrl: 'http://app',
    onUnauthorized: () => undefined,
    onInvalidToken: () => undefined,
  });
}

/** Makes the browser say it is offline (or online again), as `navigator.onLine` and its event. */
export function setOnline(online: boolean): void {
  Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => online });
  globalThis.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// happy-dom has no `document.fonts`, which Mantine's autosizing Textarea listens to.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
