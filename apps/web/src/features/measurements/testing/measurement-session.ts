import { FIELD_PERMISSIONS, type PermissionName, SELLER_PERMISSIONS } from '@rota/domain';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';

/** Empty local databases; Ana (seller 7 of company 1) logged in with `permissions`. */
export async function startMeasurementSession(
  permissions: readonly PermissionName[] = [...SELLER_PERMISSIONS, ...FIELD_PERMISSIONS],
): Promise<void> {
  await resetLocalDbs();
  await authStore.setLogin(makeSession([...permissions]), 1);
}

/** Two active drivers and a retired one, an m³ volume and a retired one, as `drivers/all` and `volumes/all` left them. */
export async function storeMeasurementLists(): Promise<void> {
  const stamps = { updated_at: '2026-11-20T12:00:00.000Z', deleted_at: null };
  await myPwaDb.drivers.bulkPut([
    { id: 1, company_id: 1, code_erp: 'MOT01', name: 'Roberto Alves', inative: 0, ...stamps },
    { id: 2, company_id: 1, code_erp: 'MOT02', name: 'Marcos Pereira', inative: 0, ...stamps },
    { id: 9, company_id: 1, code_erp: 'MOT09', name: 'Jorge Teixeira', inative: 1, ...stamps },
  ]);
  await myPwaDb.volumes.bulkPut([
    { id: 1, company_id: 1, field: 'm³', inative: 0, ...stamps },
    { id: 2, company_id: 1, field: 'Caçamba', inative: 1, ...stamps },
  ]);
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
