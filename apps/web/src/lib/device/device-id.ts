import { myPwaDb } from '../db/my-pwa-db.ts';
import { toStorageError } from '../db/storage-error.ts';
import { FileSystemUnsupportedError, readDeviceBackup, writeDeviceBackup } from './device-backup.ts';

const ALERTED_KEY = 'rota.device.fileSystemAlerted';
let pending: Promise<string> | null = null;
let alerted = false;

/**
 * §3/§8: the id of this device, generated once and kept in `MyPWA_DB.device`, with a backup in
 * the origin-private file system so that it survives a lost IndexedDB. Where the file system is
 * unsupported the user is alerted once and the error is logged for debugging (§8).
 */
export function getDeviceId(): Promise<string> {
  pending ??= resolveDeviceId().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

async function resolveDeviceId(): Promise<string> {
  const stored = await myPwaDb.device.get('device');
  // null: no backup yet; undefined: the file system failed (already reported).
  const backup = await guarded(readDeviceBackup);
  if (stored) {
    if (backup !== undefined && backup !== stored.deviceId)
      await guarded(() => writeDeviceBackup(stored.deviceId));
    return stored.deviceId;
  }
  const deviceId = backup ?? crypto.randomUUID();
  try {
    await myPwaDb.device.put({ key: 'device', deviceId, created_at: new Date().toISOString() });
  } catch (error) {
    throw toStorageError(error);
  }
  if (backup === null) await guarded(() => writeDeviceBackup(deviceId));
  return deviceId;
}

/** Runs a backup step; file-system trouble never stops the app: alert once, debug log (§8). */
async function guarded<T>(step: () => Promise<T>): Promise<T | undefined> {
  try {
    return await step();
  } catch (error) {
    reportFileSystemError(error);
    return undefined;
  }
}

function reportFileSystemError(error: unknown): void {
  // biome-ignore lint/suspicious/noConsole: §8 "Device file system unsupported: alerts and errors (debug)".
  console.debug('[rota] device id backup:', error);
  if (!(error instanceof FileSystemUnsupportedError) || alerted) return;
  alerted = true;
  try {
    if (globalThis.localStorage?.getItem(ALERTED_KEY)) return;
    globalThis.localStorage?.setItem(ALERTED_KEY, '1');
  } catch {
    // No localStorage either: alert once per page load.
  }
  globalThis.alert?.(error.message);
}
