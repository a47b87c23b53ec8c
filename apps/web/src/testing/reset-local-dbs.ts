import { db } from '#lib/db/config-db.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

/** Empties every table of both local databases (tests import `fake-indexeddb/auto` first). */
export async function resetLocalDbs(): Promise<void> {
  await Promise.all([...myPwaDb.tables, ...db.tables].map((table) => table.clear()));
}
