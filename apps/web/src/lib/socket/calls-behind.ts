import { myPwaDb } from '../db/my-pwa-db.ts';

/**
 * The calls whose stored cursor is behind an event's cursor (docs/realtime.md: a device already
 * at or past it may skip the pull). Cursors are decimal strings of up to 19 digits: BigInt.
 */
export async function callsBehind(calls: string[], cursor: string): Promise<string[]> {
  const target = BigInt(cursor);
  const stored = await myPwaDb.syncCursors.bulkGet(calls);
  return calls.filter((_, index) => {
    const row = stored[index];
    return !row || BigInt(row.cursor) < target;
  });
}
