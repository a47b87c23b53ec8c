import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { toStorageError } from '#lib/db/storage-error.ts';
import { currentOwner } from '#lib/sync/pull-context.ts';

/** The draft of the new-client form, or of the form of one client. */
export function draftKey(uuid: string | null): string {
  return uuid ? `client:${uuid}` : 'client:new';
}

/** The logged-in seller's draft under `key`, if any. */
export async function readDraft<V>(key: string): Promise<V | null> {
  const row = await myPwaDb.drafts.get(key);
  return row && row.owner === currentOwner() ? (row.values as V) : null;
}

export async function saveDraft(key: string, values: unknown, now = new Date()): Promise<void> {
  try {
    await myPwaDb.drafts.put({ key, owner: currentOwner(), values, saved_at: now.toISOString() });
  } catch (error) {
    throw toStorageError(error);
  }
}

export async function removeDraft(key: string): Promise<void> {
  await myPwaDb.drafts.delete(key);
}
