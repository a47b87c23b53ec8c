import type { BakeryItem } from '@rota/domain';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { toStorageError } from '#lib/db/storage-error.ts';
import { putServerBakeryLines } from '#lib/sync/index.ts';

/**
 * Replaces a day's lines on the device with the server's answer, in one transaction with when it
 * was fetched: lines the server no longer has (a cancelled sale) go, the others are stored as
 * answered — except lines a stamp still waiting in the outbox changed, which keep what the baker
 * marked until the push sends it (`putServerBakeryLines`).
 */
export async function storeBakeryDay(date: string, rows: readonly BakeryItem[], now: Date): Promise<void> {
  try {
    await myPwaDb.transaction('rw', [myPwaDb.bakeryLines, myPwaDb.bakeryDays, myPwaDb.outbox], async () => {
      const held = await putServerBakeryLines(rows);
      const answered = new Set(rows.map((row) => row.id));
      const gone = (await myPwaDb.bakeryLines.where('delivery_date').equals(date).primaryKeys()).filter(
        (id) => !answered.has(id) && !held.has(id),
      );
      await myPwaDb.bakeryLines.bulkDelete(gone);
      await myPwaDb.bakeryDays.put({ date, fetched_at: now.toISOString() });
    });
  } catch (error) {
    throw toStorageError(error);
  }
}
