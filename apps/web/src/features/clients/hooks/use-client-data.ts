import { api } from '@rota/contract';
import { zonedDayStart } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { ownerOf, useAuth } from '#lib/auth/index.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { type ClientListItem, clientListItems } from '../api/client-list-item.ts';
import { overdueClientCodes } from '../api/overdue-client-codes.ts';
import { takeWarmClientRows } from '../api/warm-client-rows.ts';

export interface ClientData {
  /** Every client the seller may see on this device, prepared and in name order. */
  items: ClientListItem[];
  /** Whether `MyPWA_DB.clients` holds any row at all. */
  anyStored: boolean;
  /** The logged-in seller's clients were pulled at least once (a cursor of theirs is stored). */
  firstSyncDone: boolean;
}

const readClients = () => myPwaDb.clients.toArray();
const readTitles = () => myPwaDb.financialTitles.toArray();
/** Clients made here and still queued: uuid → the seller who made them. */
const readUnsent = async () =>
  new Map(
    (await myPwaDb.outbox.where('call').equals('clients.create').toArray()).map(
      (entry) => [entry.uuid, entry.owner] as const,
    ),
  );
/** Null, not undefined, when absent: `useLiveQuery` answers undefined while it is still reading. */
const readClientsCursor = async () => (await myPwaDb.syncCursors.get(api.clients.all.name)) ?? null;

/**
 * The clients screen's data, read live from `MyPWA_DB` (src/lib/README.md "Two ways to read
 * data"): the whole clients table (DESIGN.md "Budgets": read once, about 240 ms for 20,000, then
 * filtered in memory), the financial titles for "Em atraso", the queued new clients for
 * "Não enviado", and the clients' sync cursor to tell "not synced yet" from "no clients". Each
 * table is its own live query, so a push acknowledging an outbox entry does not re-read 20,000
 * clients. Undefined until the first read. `today` is São Paulo's day (`useToday`).
 */
export function useClientData(today: string): ClientData | undefined {
  const { session, companyId } = useAuth();
  const owner = ownerOf({ session, companyId });
  const sellerCodeErp = session?.seller.code_erp ?? null;
  // Rows read ahead by the seller area (`warmClientRows`) paint the first rows at once; the live
  // query's own read replaces them as soon as it answers. That read waits for the small tables:
  // IndexedDB answers a connection's reads in turn, and 20,000 clients would hold the titles,
  // the outbox and the cursor back for the length of their own read.
  const [warmRows] = useState(takeWarmClientRows);
  const titles = useLiveQuery(readTitles);
  const unsent = useLiveQuery(readUnsent);
  const cursor = useLiveQuery(readClientsCursor);
  const smallRead = titles !== undefined && unsent !== undefined && cursor !== undefined;
  const readNow = !warmRows || smallRead;
  const liveClients = useLiveQuery(async () => (readNow ? readClients() : undefined), [readNow]);
  const clients = liveClients ?? warmRows;

  // Overdue changes with the titles and with the calendar day.
  const overdueCodes = useMemo(() => overdueClientCodes(titles ?? [], zonedDayStart(today)), [titles, today]);
  const items = useMemo(
    () =>
      clients && unsent
        ? clientListItems({ clients, overdueCodes, unsentOwners: unsent, owner, sellerCodeErp })
        : undefined,
    [clients, unsent, overdueCodes, owner, sellerCodeErp],
  );
  const anyStored = (clients?.length ?? 0) > 0;
  const firstSyncDone = cursor !== undefined && cursor !== null && cursor.owner === owner;
  const ready = items !== undefined && titles !== undefined && cursor !== undefined;
  // The same object while nothing changed: the screen's listing, wallet and route are memoised on
  // it, and a keystroke must not run the §5 rule over 20,000 clients again.
  return useMemo(
    () => (ready && items ? { items, anyStored, firstSyncDone } : undefined),
    [ready, items, anyStored, firstSyncDone],
  );
}
