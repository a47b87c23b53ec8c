import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeOpfs } from '#testing/fake-opfs.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { DEVICE_BACKUP_FILE } from './device-backup.ts';

/** A fresh `getDeviceId` (its in-memory cache and alert flag reset), as after a reload. */
async function freshGetDeviceId() {
  vi.resetModules();
  return (await import('./device-id.ts')).getDeviceId;
}

function stubStorage(storage: Partial<StorageManager> | undefined) {
  vi.stubGlobal('navigator', { ...navigator, storage });
}

let alertMock: ReturnType<typeof vi.fn>;
let debugMock: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await resetLocalDbs();
  localStorage.clear();
  alertMock = vi.fn();
  vi.stubGlobal('alert', alertMock);
  debugMock = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  debugMock.mockRestore();
});

describe('getDeviceId (§3, §8, §9)', () => {
  it('is generated once, kept in MyPWA_DB.device and backed up in the private file system', async () => {
    const opfs = createFakeOpfs();
    stubStorage({ getDirectory: opfs.getDirectory });
    const getDeviceId = await freshGetDeviceId();
    const first = await getDeviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await getDeviceId()).toBe(first);
    expect(await (await freshGetDeviceId())()).toBe(first);
    expect((await myPwaDb.device.get('device'))?.deviceId).toBe(first);
    expect(JSON.parse(opfs.files.get(DEVICE_BACKUP_FILE) ?? '{}').deviceId).toBe(first);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('concurrent first calls agree on one id', async () => {
    stubStorage({ getDirectory: createFakeOpfs().getDirectory });
    const getDeviceId = await freshGetDeviceId();
    const [a, b] = await Promise.all([getDeviceId(), getDeviceId()]);
    expect(a).toBe(b);
  });

  it('is restored from the file-system backup when IndexedDB lost it', async () => {
    const opfs = createFakeOpfs();
    stubStorage({ getDirectory: opfs.getDirectory });
    const original = await (await freshGetDeviceId())();
    await myPwaDb.device.clear(); // the browser evicted IndexedDB, the backup file survived
    const restored = await (await freshGetDeviceId())();
    expect(restored).toBe(original);
    expect((await myPwaDb.device.get('device'))?.deviceId).toBe(original);
  });

  it('rewrites a missing backup from the database', async () => {
    const opfs = createFakeOpfs();
    stubStorage({ getDirectory: opfs.getDirectory });
    const original = await (await freshGetDeviceId())();
    opfs.files.clear();
    await (await freshGetDeviceId())();
    expect(JSON.parse(opfs.files.get(DEVICE_BACKUP_FILE) ?? '{}').deviceId).toBe(original);
  });

  it('without a file system: one pt-BR alert, a debug log, and the id still works', async () => {
    stubStorage({});
    const getDeviceId = await freshGetDeviceId();
    const id = await getDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(alertMock.mock.calls[0]?.[0]).toMatch(/^Este navegador não permite guardar a identificação/);
    expect(debugMock).toHaveBeenCalled();
    await (await freshGetDeviceId())();
    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(await (await freshGetDeviceId())()).toBe(id);
  });

  it('a file system that refuses access (private mode) counts as unsupported', async () => {
    stubStorage({ getDirectory: () => Promise.reject(new DOMException('negado', 'SecurityError')) });
    await (await freshGetDeviceId())();
    expect(alertMock).toHaveBeenCalledTimes(1);
  });
});

describe('requestPersistentStorage', () => {
  it('asks navigator.storage.persist() and answers whether it was granted', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persist, persisted: async () => false });
    const { requestPersistentStorage } = await import('./request-persistent-storage.ts');
    await expect(requestPersistentStorage()).resolves.toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('answers false where unsupported', async () => {
    stubStorage(undefined);
    const { requestPersistentStorage } = await import('./request-persistent-storage.ts');
    await expect(requestPersistentStorage()).resolves.toBe(false);
  });
});
