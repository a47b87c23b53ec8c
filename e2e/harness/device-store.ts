/**
 * Reading what the app stored on this device: every row of one `MyPWA_DB` store, read in the
 * page through IndexedDB (the specs compare what the screens show with what the device holds).
 */
import type { Page } from 'playwright-core';

export function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('MyPWA_DB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(name).objectStore(name).getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result as T[]);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    store,
  );
}
