/**
 * Runs INSIDE Chromium (see `run-in-page.ts`): no imports, nothing from Node. It fetches the rows a
 * device pulls and writes them with the plain IndexedDB API, the baselines of the sync bench.
 * Rows are kept on `globalThis` between the two calls so the write is timed alone.
 */

/** One `…/all` pull: its path under `/api/` and the store its rows go to. */
export interface PagedSource {
  path: string;
  store: string;
  /** The primary key of its rows. */
  key: string;
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

/** Where the rows of one pull go: a store, its Dexie-style spec (`'uuid, code_erp'`), maybe packed. */
export interface WriteTarget {
  /** The pull's rows, by the store name `fetchRows` kept them under. */
  source: string;
  store: string;
  /** The first key is the primary key; the others become indexes. */
  spec: string;
  /** Rows grouped per value of this field, as `{ [packBy]: value, lists: rows }` (the app's price rows). */
  packBy?: string;
}

export interface WriteInput {
  /** A throwaway database, deleted before and after. */
  dbName: string;
  /** In the order they are written. */
  targets: WriteTarget[];
}

export interface WriteResult {
  ms: number;
  /** Records put: the rows, or fewer when packed. */
  records: number;
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

function createStores(db: IDBDatabase, targets: WriteTarget[]): void {
  for (const target of targets) {
    const [primary = '', ...indexes] = target.spec
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const key = parseKey(primary);
    const store = db.createObjectStore(target.store, { keyPath: key.keyPath, autoIncrement: key.auto });
    for (const index of indexes.map(parseKey))
      store.createIndex(index.name, index.keyPath, { unique: index.unique, multiEntry: index.multiEntry });
  }
}

/** The rows of a target as records: as fetched, or packed per `packBy` in fetch order. */
function recordsOf(target: WriteTarget, rows: unknown[]): unknown[] {
  const by = target.packBy;
  if (!by) return rows;
  const packs = new Map<unknown, { lists: unknown[] }>();
  for (const row of rows as Record<string, unknown>[]) {
    const value = row[by];
    const pack = packs.get(value) ?? { [by]: value, lists: [] };
    pack.lists.push(row);
    packs.set(value, pack);
  }
  return [...packs.values()];
}

async function deleteDatabase(name: string): Promise<void> {
  await request(indexedDB.deleteDatabase(name));
}

/**
 * Writes the fetched rows into a fresh database: one read-write transaction per store, every
 * record `put`, timed from the first transaction to the last `complete` (packing, when asked, is
 * done before the clock starts). The database is deleted after.
 */
export async function writeRows(input: WriteInput): Promise<WriteResult> {
  const rows = holder.rotaBenchRows;
  if (!rows) throw new Error('fetchRows não foi chamado');
  const work = input.targets
    .map((target) => ({ target, records: recordsOf(target, rows[target.source] ?? []) }))
    .filter(({ records }) => records.length > 0);
  await deleteDatabase(input.dbName);
  const opening = indexedDB.open(input.dbName, 1);
  opening.onupgradeneeded = () => createStores(opening.result, input.targets);
  const db = await request(opening);
  const perStore: Record<string, number> = {};
  let total = 0;
  const started = performance.now();
  for (const { target, records } of work) {
    const storeStart = performance.now();
    const transaction = db.transaction(target.store, 'readwrite');
    const store = transaction.objectStore(target.store);
    for (const record of records) store.put(record);
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    perStore[target.store] = performance.now() - storeStart;
    total += records.length;
  }
  const ms = performance.now() - started;
  db.close();
  await deleteDatabase(input.dbName);
  return { ms, records: total, perStore };
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
