/**
 * Runs INSIDE Chromium (see `run-in-page.ts`): no imports, nothing from Node. It fetches the rows a
 * device pulls and writes them with the plain IndexedDB API, the baselines of the sync bench.
 * Rows are kept on `globalThis` between the two calls so the write is timed alone.
 */

/** One `…/all` pull: its path under `/api/` and the store its rows go to. */
export interface PagedSource {
  path: string;
  store: string;
}

export interface FetchInput {
  token: string;
  sources: PagedSource[];
  limit: number;
}

export interface FetchResult {
  rows: number;
  requests: number;
  ms: number;
}

export interface WriteInput {
  /** A throwaway database, deleted before and after. */
  dbName: string;
  /** Dexie-style store specs (`'uuid, code_erp, [a+b]'`), the first key the primary key. */
  stores: Record<string, string>;
  /** Keep only the primary keys of `stores`. */
  keysOnly: boolean;
  /** Stores in the order they are written (those with rows). */
  order: string[];
  /** Rows per read-write transaction; the whole store in one when absent. */
  rowsPerTransaction?: number;
}

export interface WriteResult {
  ms: number;
  rows: number;
  perStore: Record<string, number>;
}

type Rows = Record<string, unknown[]>;
const holder = globalThis as unknown as { rotaBenchRows?: Rows };

/** Every page of every source, as the app asks them (the cursor of the page before), kept in memory. */
export async function fetchRows(input: FetchInput): Promise<FetchResult> {
  const started = performance.now();
  const rows: Rows = {};
  let requests = 0;
  for (const source of input.sources) {
    const list: unknown[] = [];
    rows[source.store] = list;
    let since: string | undefined;
    for (;;) {
      const query = new URLSearchParams({ limit: String(input.limit) });
      if (since !== undefined) query.set('since', since);
      const response = await fetch(`/api/${source.path}?${query}`, {
        headers: { authorization: `Bearer ${input.token}`, accept: 'application/json' },
      });
      requests += 1;
      if (!response.ok) throw new Error(`${source.path} respondeu ${response.status}`);
      const page = (await response.json()) as {
        data: unknown[];
        meta: { cursor: string; has_more: boolean };
      };
      for (const row of page.data) list.push(row);
      since = page.meta.cursor;
      if (!page.meta.has_more) break;
    }
  }
  holder.rotaBenchRows = rows;
  const total = Object.values(rows).reduce((sum, list) => sum + list.length, 0);
  return { rows: total, requests, ms: performance.now() - started };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Dexie's schema syntax: `++id` auto-increment, `&x` unique, `*x` multi-entry, `[a+b]` compound. */
function parseKey(spec: string) {
  const auto = spec.startsWith('++');
  const unique = spec.startsWith('&');
  const multiEntry = spec.startsWith('*');
  const name = spec.replace(/^(\+\+|&|\*)/, '');
  const keyPath = name.startsWith('[') ? name.slice(1, -1).split('+') : name;
  return { name, keyPath, auto, unique, multiEntry };
}

function createStores(db: IDBDatabase, stores: Record<string, string>, keysOnly: boolean): void {
  for (const [storeName, spec] of Object.entries(stores)) {
    const [primary = '', ...indexes] = spec
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const key = parseKey(primary);
    const store = db.createObjectStore(storeName, { keyPath: key.keyPath, autoIncrement: key.auto });
    if (keysOnly) continue;
    for (const index of indexes.map(parseKey))
      store.createIndex(index.name, index.keyPath, { unique: index.unique, multiEntry: index.multiEntry });
  }
}

async function deleteDatabase(name: string): Promise<void> {
  await request(indexedDB.deleteDatabase(name));
}

/**
 * Writes the fetched rows into a fresh database: one read-write transaction per store, every row
 * `put`, timed from the first transaction to the last `complete`. The database is deleted after.
 */
export async function writeRows(input: WriteInput): Promise<WriteResult> {
  const rows = holder.rotaBenchRows;
  if (!rows) throw new Error('fetchRows não foi chamado');
  await deleteDatabase(input.dbName);
  const opening = indexedDB.open(input.dbName, 1);
  opening.onupgradeneeded = () => createStores(opening.result, input.stores, input.keysOnly);
  const db = await request(opening);
  const perStore: Record<string, number> = {};
  let total = 0;
  const started = performance.now();
  for (const storeName of input.order) {
    const list = rows[storeName] ?? [];
    if (list.length === 0) continue;
    const storeStart = performance.now();
    const step = input.rowsPerTransaction ?? list.length;
    for (let from = 0; from < list.length; from += step) {
      const transaction = db.transaction(storeName, 'readwrite');
      const store = transaction.objectStore(storeName);
      for (const row of list.slice(from, from + step)) store.put(row);
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      });
    }
    perStore[storeName] = performance.now() - storeStart;
    total += list.length;
  }
  const ms = performance.now() - started;
  db.close();
  await deleteDatabase(input.dbName);
  return { ms, rows: total, perStore };
}

/** Rows per store of an existing database (the app's `MyPWA_DB` after its sync). */
export async function countRows(input: { dbName: string }): Promise<Record<string, number>> {
  const db = await request(indexedDB.open(input.dbName));
  const names = Array.from(db.objectStoreNames);
  const transaction = db.transaction(names, 'readonly');
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = await request(transaction.objectStore(name).count());
  db.close();
  return counts;
}
