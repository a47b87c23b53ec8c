import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { pushNow } from '#lib/sync/index.ts';

/** Where a write stands right after it was saved: sent, refused, or waiting (offline or in line). */
export type SendOutcome = 'sent' | 'refused' | 'waiting' | 'offline';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Pushes at once when the browser is online and tells whether the entry `entryId` left the
 * device (or was refused) within `timeoutMs`; otherwise it waits in the outbox, which the push
 * loop sends on its own. Never throws: the write is saved either way.
 */
export async function sendNow(entryId: number, timeoutMs = 8_000): Promise<SendOutcome> {
  if (globalThis.navigator?.onLine === false) return 'offline';
  await Promise.race([pushNow().catch(() => null), pause(timeoutMs)]);
  const entry = await myPwaDb.outbox.get(entryId).catch(() => undefined);
  if (!entry) return 'sent';
  return entry.status === 'failed' ? 'refused' : 'waiting';
}
