/**
 * The device's side of the write engine, read and written in the page through IndexedDB
 * (`MyPWA_DB`), for the fault run and the push bench. Saving hundreds of clients through the form
 * would take minutes, so `queueClientWrites` does what the form's save does
 * (`features/client-record/api/save-client.ts` → `saveAndFold` → `outboxRow`): in ONE
 * transaction the client row is put and its outbox entry added, pending, owned by the logged-in
 * seller. The app's push loop then sends them as it sends any other entry. What differs: the row's
 * `search` text is a plain lower-case name and document (these rows are never searched here), and
 * nothing is folded (each write is its own entry; a test queues an update only for a client the
 * server acknowledged, as the form would).
 */
import type { Page } from 'playwright-core';

/** A §3 client body as the form sends it (the plain record, without the device's sync fields). */
export type ClientBody = Record<string, unknown> & { uuid: string; name: string; document: string };

export interface ClientWrite {
  call: 'clients.create' | 'clients.update';
  body: ClientBody;
}

export interface DeviceEntry {
  id: number;
  uuid: string;
  call: string;
  status: string;
  attempts: number;
}

export interface DeviceClient extends ClientBody {
  updated_at?: string;
  deleted_at?: string | null;
}

/** The session on the device: its token and the outbox owner (`<company_id>:<seller_id>`). */
export function readSession(page: Page): Promise<{ token: string; owner: string }> {
  return page.evaluate(
    () =>
      new Promise<{ token: string; owner: string }>((resolve, reject) => {
        const open = indexedDB.open('MyPWA_DB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('auth').objectStore('auth').get('current');
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            db.close();
            const auth = get.result as {
              companyId: number;
              session: { session_token: string; seller: { id: number } };
            };
            resolve({
              token: auth.session.session_token,
              owner: `${auth.companyId}:${auth.session.seller.id}`,
            });
          };
        };
      }),
  );
}

/**
 * Saves each client and queues its write, one transaction per write, as the form does. An update
 * keeps the stored row's sync stamps (`updated_at`, `deleted_at`), as `saveClient` does.
 */
export function queueClientWrites(page: Page, owner: string, writes: ClientWrite[]): Promise<void> {
  return page.evaluate(
    ({ owner, writes }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('MyPWA_DB');
        open.onerror = () => reject(open.error);
        open.onsuccess = async () => {
          const db = open.result;
          try {
            for (const write of writes) {
              await new Promise<void>((done, fail) => {
                const tx = db.transaction(['clients', 'outbox'], 'readwrite');
                tx.oncomplete = () => done();
                tx.onerror = () => fail(tx.error);
                tx.onabort = () => fail(tx.error);
                const clients = tx.objectStore('clients');
                const stored = clients.get(write.body.uuid);
                stored.onsuccess = () => {
                  const previous = stored.result as
                    | { updated_at?: string; deleted_at?: string | null }
                    | undefined;
                  clients.put({
                    ...write.body,
                    search: `${write.body.name} ${write.body.document}`.toLowerCase(),
                    ...(previous?.updated_at
                      ? { updated_at: previous.updated_at, deleted_at: previous.deleted_at ?? null }
                      : {}),
                  });
                  tx.objectStore('outbox').add({
                    uuid: write.body.uuid,
                    call: write.call,
                    body: write.body,
                    status: 'pending',
                    created_at: new Date().toISOString(),
                    last_error: null,
                    owner,
                    attempts: 0,
                    next_attempt_at: null,
                  });
                };
              });
            }
            resolve();
          } catch (error) {
            reject(error);
          } finally {
            db.close();
          }
        };
      }),
    { owner, writes },
  );
}

/** Every outbox entry on the device, in creation order. */
export function readOutbox(page: Page): Promise<DeviceEntry[]> {
  return page.evaluate(
    () =>
      new Promise<DeviceEntry[]>((resolve, reject) => {
        const open = indexedDB.open('MyPWA_DB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as DeviceEntry[]).map(({ id, uuid, call, status, attempts }) => ({
                id,
                uuid,
                call,
                status,
                attempts,
              })),
            );
          };
        };
      }),
  );
}

/** The device's rows of these clients (missing ones left out). */
export function readClients(page: Page, uuids: string[]): Promise<DeviceClient[]> {
  return page.evaluate(
    (uuids) =>
      new Promise<DeviceClient[]>((resolve, reject) => {
        const open = indexedDB.open('MyPWA_DB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('clients').objectStore('clients');
          const rows: DeviceClient[] = [];
          let left = uuids.length;
          if (left === 0) resolve(rows);
          for (const uuid of uuids) {
            const get = store.get(uuid);
            get.onerror = () => reject(get.error);
            get.onsuccess = () => {
              if (get.result) rows.push(get.result as DeviceClient);
              left -= 1;
              if (left === 0) {
                db.close();
                resolve(rows);
              }
            };
          }
        };
      }),
    uuids,
  );
}

/**
 * Wakes the push loop the way the browser does when the network comes back (the `online` event,
 * one of the loop's triggers): writes queued here bypass the form's `requestPush()`.
 */
export async function nudgePush(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/** The plain client body of a device row (its sync stamps and search text dropped). */
export function clientBodyOf(row: DeviceClient): ClientBody {
  const {
    search: _search,
    updated_at: _updated,
    deleted_at: _deleted,
    ...body
  } = row as DeviceClient & {
    search?: string;
  };
  return body;
}

/** A valid CPF for index `n` (`n` < 10^6), distinct per index: '987' + 6 digits + check digits. */
export function cpfFor(n: number): string {
  const digits = `987${String(n).padStart(6, '0')}`.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** How many entries the device's outbox holds. */
export function countOutbox(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('MyPWA_DB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onerror = () => reject(count.error);
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
}

/**
 * Waits until the device's outbox is empty (its count read every 50 ms) and answers how long that
 * took from `started` (`performance.now()`); throws after `timeoutMs`.
 */
export async function waitForEmptyOutbox(page: Page, started: number, timeoutMs = 300_000): Promise<number> {
  while ((await countOutbox(page)) > 0) {
    if (performance.now() - started > timeoutMs) throw new Error('a fila não esvaziou a tempo');
    await page.waitForTimeout(50);
  }
  return performance.now() - started;
}
