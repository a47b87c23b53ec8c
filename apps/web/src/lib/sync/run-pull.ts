import { MAX_SYNC_PAGE_SIZE } from '@rota/contract';
import { type DeliveryAddressRow, myPwaDb, type SyncCursorRow } from '../db/my-pwa-db.ts';
import { toStorageError } from '../db/storage-error.ts';
import { callApi, callApiPage } from '../http/http-client.ts';
import { heldUuids, isHeldTable } from './held-records.ts';
import { type PackedRun, storePacked } from './store-packed.ts';
import type { PagedPull, ReplacePull, SellerPull, SyncPull } from './sync-calls.ts';
import { tableOf } from './sync-calls.ts';

/**
 * Rows asked per page: the contract's largest. Fewer, larger pages mean fewer transactions and
 * requests; 5,000 rows are about 1.4 MB of JSON, parsed and validated in tens of milliseconds.
 */
export const SYNC_PAGE_SIZE = MAX_SYNC_PAGE_SIZE;

/** Whose data is being pulled, and where to report rows as they arrive. */
export interface PullContext {
  /** `<company_id>:<seller_id>`: a cursor stored for someone else counts as none. */
  owner: string;
  /** The session token, the key of the seller's record (§3 "Seller record keyed by token"). */
  token: string;
  signal?: AbortSignal;
  onRows?: (done: number, total: number | null) => void;
}

/** A local save failed where §8 says to log it and go on (price lists). */
export class LocalSaveError extends Error {
  override readonly name = 'LocalSaveError';
}

/** Pulls one call into its table; rejects on HTTP errors and on local save errors (see `PagedPull`). */
export async function runPull(pull: SyncPull, context: PullContext): Promise<void> {
  if (pull.kind === 'paged') return runPaged(pull, context);
  if (pull.kind === 'replace') return runReplace(pull, context);
  return runSeller(pull, context);
}

type SyncPage = { data: unknown[]; meta: { cursor: string; has_more: boolean } };
type PulledRow = Record<string, unknown> & { deleted_at: string | null };

/**
 * Pages from the stored cursor (DESIGN.md "Sync"). Each page is applied in one transaction
 * together with its cursor, so a cut sync resumes exactly after the last applied page. Without a
 * cursor the answer is a full snapshot: rows the server sent earlier (another login's) are
 * dropped first; rows created on the device and not yet acknowledged stay.
 *
 * The next page is requested as soon as a page arrives, so it travels while this one is written
 * (DESIGN.md "Budgets": the requests used to wait for every write). That changes when requests
 * go out, never what is stored or in which order: pages are applied strictly one after another,
 * and a cursor is only stored by its own page's transaction. When a write fails, the request in
 * flight is aborted and its page never applied, so the stored cursor is still the last applied
 * page's; when the request fails, the page being written still lands with its cursor first.
 */
async function runPaged(pull: PagedPull, context: PullContext): Promise<void> {
  const stored = await myPwaDb.syncCursors.get(pull.call.name);
  let since = stored && storedFor(stored, pull, context.owner) ? stored.cursor : undefined;
  const packed: PackedRun = { written: since === undefined ? new Set() : null };
  const inFlight = new AbortController();
  const stop = () => inFlight.abort(context.signal?.reason);
  context.signal?.addEventListener('abort', stop, { once: true });
  const request = (cursor: string | undefined): Promise<SyncPage> => {
    const answer = callApiPage(pull.call, {
      query: { since: cursor, limit: SYNC_PAGE_SIZE },
      signal: inFlight.signal,
    }) as Promise<SyncPage>;
    // Awaited later, or abandoned when a write fails: never an unhandled rejection.
    answer.catch(() => undefined);
    return answer;
  };
  try {
    let next = request(since);
    let done = 0;
    for (;;) {
      const page = await next;
      if (page.meta.has_more) next = request(page.meta.cursor);
      await applyPage(pull, page, since === undefined, context.owner, packed);
      since = page.meta.cursor;
      done += page.data.length;
      context.onRows?.(done, page.meta.has_more ? null : done);
      if (!page.meta.has_more) return;
    }
  } finally {
    context.signal?.removeEventListener('abort', stop);
    inFlight.abort();
  }
}

/**
 * Whether a stored cursor is this pull's: the same seller's, and for the table the pull now
 * fills. A cursor stored before cursors named their table went to the table of its call's rows,
 * which only a packed pull (price rows, once a row per record) no longer uses.
 */
function storedFor(stored: SyncCursorRow, pull: PagedPull, owner: string): boolean {
  if (stored.owner !== owner) return false;
  return stored.table === undefined ? !pull.pack : stored.table === pull.table;
}

/** One page and its cursor in one transaction: the rows first, then the cursor that follows them. */
async function applyPage(
  pull: PagedPull,
  page: SyncPage,
  snapshot: boolean,
  owner: string,
  packed: PackedRun,
): Promise<void> {
  const table = tableOf(pull);
  const rows = page.data as PulledRow[];
  // Before the transaction: it must not wait on anything but IndexedDB, or it commits early.
  const prepared = pull.prepare
    ? await pull.prepare(rows.filter((row) => row.deleted_at === null) as never[])
    : rows.filter((row) => row.deleted_at === null);
  const tables = pull.nested
    ? [table, myPwaDb.deliveryAddresses, myPwaDb.syncCursors, myPwaDb.outbox]
    : [table, myPwaDb.syncCursors, myPwaDb.outbox];
  try {
    await myPwaDb.transaction('rw', tables, async () => {
      if (pull.pack) {
        // Packed records are the server's alone: a snapshot replaces them all.
        if (snapshot) await table.clear();
        await storePacked(table as typeof myPwaDb.productPrices, pull.pack.by, rows as never, packed);
      } else {
        // Rows with a device write still unsent keep the device's copy (`held-records.ts`).
        const held = isHeldTable(pull.table) ? await heldUuids(pull.table) : new Set<string>();
        // Only uuid-keyed rows are ever held.
        const free = (key: unknown) => typeof key !== 'string' || !held.has(key);
        const tombstones = rows
          .filter((row) => row.deleted_at !== null)
          .map((row) => row[pull.key])
          .filter(free);
        if (snapshot)
          await table.filter((row) => row.updated_at !== undefined && free(row[pull.key])).delete();
        if (tombstones.length > 0) await table.bulkDelete(tombstones as never[]);
        const live = (prepared as PulledRow[]).filter((row) => free(row[pull.key]));
        if (live.length > 0) await table.bulkPut(live);
      }
      if (pull.nested) await storeNested(pull.nested, rows, snapshot);
      await myPwaDb.syncCursors.put({
        call: pull.call.name,
        cursor: page.meta.cursor,
        owner,
        table: pull.table,
        synced_at: new Date().toISOString(),
      });
    });
  } catch (error) {
    const storageError = toStorageError(error);
    if (pull.continueOnLocalError) throw new LocalSaveError(pull.label, { cause: storageError });
    throw storageError;
  }
}

/** Teams and profiles: plain lists, replaced entirely (§4 "Profiles are replaced locally on sync"). */
async function runReplace(pull: ReplacePull, context: PullContext): Promise<void> {
  const rows = await callApi(pull.call, { signal: context.signal });
  const table = tableOf(pull);
  try {
    await myPwaDb.transaction('rw', table, async () => {
      await table.clear();
      await table.bulkPut(rows);
    });
  } catch (error) {
    throw toStorageError(error);
  }
  context.onRows?.(rows.length, rows.length);
}

/** The session's seller, the only row of `sellers`, under the session token. */
async function runSeller(pull: SellerPull, context: PullContext): Promise<void> {
  const seller = await callApi(pull.call, { signal: context.signal });
  try {
    await myPwaDb.transaction('rw', myPwaDb.sellers, async () => {
      await myPwaDb.sellers.clear();
      await myPwaDb.sellers.put({ ...seller, token: context.token });
    });
  } catch (error) {
    throw toStorageError(error);
  }
  context.onRows?.(1, 1);
}

/**
 * Rows nested in a page (a client's delivery addresses) go to their own table: the parents' stored
 * ones are replaced by what the server sent (a snapshot replaces them all), while those added on
 * the device and not yet acknowledged (`sinchronized` 0), or edited or removed there with the
 * write still unsent, stay as the device has them until the push sends them.
 */
async function storeNested(
  nested: NonNullable<PagedPull['nested']>,
  rows: Array<Record<string, unknown>>,
  snapshot: boolean,
): Promise<void> {
  const nestedTable = myPwaDb.deliveryAddresses;
  // An address edited or removed on the device keeps the device's copy until that is sent.
  const held = await heldUuids(nested.table);
  const replaceable = (row: { uuid: string; sinchronized: number }) =>
    row.sinchronized === 1 && !held.has(row.uuid);
  if (snapshot) await nestedTable.filter(replaceable).delete();
  else {
    const parents = rows.flatMap((row) => (typeof row.uuid === 'string' ? [row.uuid] : []));
    await nestedTable.where(nested.parent).anyOf(parents).filter(replaceable).delete();
  }
  const children = rows
    .filter((row) => row.deleted_at === null)
    .flatMap((row) => (row[nested.field] as DeliveryAddressRow[] | undefined) ?? [])
    .filter((child) => !held.has(child.uuid));
  if (children.length > 0) await nestedTable.bulkPut(children);
}
