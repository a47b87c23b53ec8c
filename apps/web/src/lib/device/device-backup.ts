import { deviceSchema, FILE_SYSTEM_QUOTA_BYTES } from '@rota/domain';
import { deviceMessages } from './messages.ts';

/** The backup file in the origin-private file system (OPFS). */
export const DEVICE_BACKUP_FILE = 'rota-device.json';

/** The browser has no usable origin-private file system (or refuses it, e.g. private mode). */
export class FileSystemUnsupportedError extends Error {
  override readonly name = 'FileSystemUnsupportedError';
  constructor(cause?: unknown) {
    super(deviceMessages.fileSystemUnsupported, { cause });
  }
}

async function rootDirectory(): Promise<FileSystemDirectoryHandle> {
  const storage = globalThis.navigator?.storage;
  if (!storage || typeof storage.getDirectory !== 'function') throw new FileSystemUnsupportedError();
  try {
    return await storage.getDirectory();
  } catch (error) {
    throw new FileSystemUnsupportedError(error);
  }
}

/** The deviceId kept in the backup file, or null when there is none (or it is unreadable). */
export async function readDeviceBackup(): Promise<string | null> {
  const root = await rootDirectory();
  let text: string;
  try {
    const handle = await root.getFileHandle(DEVICE_BACKUP_FILE);
    text = await (await handle.getFile()).text();
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'name' in error && error.name === 'NotFoundError')
      return null;
    throw new FileSystemUnsupportedError(error);
  }
  try {
    const parsed = deviceSchema.pick({ deviceId: true }).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.deviceId : null;
  } catch {
    return null;
  }
}

/** Writes the deviceId to the backup file, a few bytes well within §9's 5242880-byte quota. */
export async function writeDeviceBackup(deviceId: string): Promise<void> {
  const content = JSON.stringify({ deviceId, saved_at: new Date().toISOString() });
  if (new Blob([content]).size > FILE_SYSTEM_QUOTA_BYTES) throw new Error(deviceMessages.backupTooLarge);
  const root = await rootDirectory();
  try {
    const handle = await root.getFileHandle(DEVICE_BACKUP_FILE, { create: true });
    if (typeof handle.createWritable !== 'function') throw new Error('createWritable indisponível');
    const writable = await handle.createWritable();
    await writable.write(content);
    await writable.close();
  } catch (error) {
    throw new FileSystemUnsupportedError(error);
  }
}
