import { dbMessages } from './messages.ts';

/**
 * The device has no room left for local data (IndexedDB `QuotaExceededError`). Shaped like an
 * `HttpError` (a pt-BR `message`, `status` 0, no field `errors`) so screens show it the same way.
 */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  readonly status = 0;
  readonly errors: Record<string, string[]> | null = null;

  constructor(cause: unknown) {
    super(dbMessages.storageFull, { cause });
  }
}

type StorageFullHandler = (error: StorageFullError) => void;
const handlers = new Set<StorageFullHandler>();

/** The shell listens here to show a notice whenever a local write fails for lack of space. */
export function onStorageFull(handler: StorageFullHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Whether an error (Dexie's, the browser's, or one wrapping them) is a full quota. */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const name = 'name' in current ? current.name : undefined;
    if (name === 'QuotaExceededError' || name === 'StorageFullError') return true;
    current =
      ('inner' in current ? current.inner : undefined) ?? ('cause' in current ? current.cause : undefined);
  }
  return false;
}

/**
 * Turns a quota failure into a `StorageFullError` and tells the listeners; any other error is
 * returned unchanged. Callers rethrow the result: a full disk is never swallowed.
 */
export function toStorageError(error: unknown): unknown {
  if (error instanceof StorageFullError) return error;
  if (!isQuotaError(error)) return error;
  const storageError = new StorageFullError(error);
  for (const handler of handlers) handler(storageError);
  return storageError;
}
