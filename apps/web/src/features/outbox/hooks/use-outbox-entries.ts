import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useNow } from '#lib/clock/use-now.ts';
import { myPwaDb, type OutboxRow } from '#lib/db/my-pwa-db.ts';
import { describeOutboxEntry, type OutboxEntryView, relatedIds } from '../api/describe-outbox-entry.ts';
import { groupByOwner } from '../api/group-by-owner.ts';
import { useOutboxOwner } from './use-outbox-owner.ts';
import { useSyncEngineState } from './use-sync-engine-state.ts';

/** One seller's entries, described. */
export interface OutboxEntryGroup {
  owner: string;
  own: boolean;
  sellerId: string;
  entries: OutboxEntryView[];
}

interface OutboxSnapshot {
  rows: OutboxRow[];
  clients: Map<string, string>;
  saleClients: Map<string, string>;
}

/**
 * Every entry of `MyPWA_DB.outbox` in creation order, with the names their descriptions need
 * (a visit's client, a note's sale), read live: a save, an acknowledgement, a refusal or a
 * discard shows at once. Only the referenced clients and sales are read, by key.
 */
async function readOutbox(): Promise<OutboxSnapshot> {
  const rows = await myPwaDb.outbox.orderBy('id').toArray();
  const clientIds = new Set<string>();
  const saleIds = new Set<string>();
  for (const row of rows) {
    const { client, sale } = relatedIds(row);
    if (client) clientIds.add(client);
    if (sale) saleIds.add(sale);
  }
  const [clients, sales] = await Promise.all([
    myPwaDb.clients.bulkGet([...clientIds]),
    myPwaDb.sales.bulkGet([...saleIds]),
  ]);
  return {
    rows,
    clients: new Map(clients.flatMap((client) => (client ? [[client.uuid, client.name] as const] : []))),
    saleClients: new Map(
      sales.flatMap((sale) => (sale?.client ? [[sale.uuid, sale.client.name] as const] : [])),
    ),
  };
}

export interface OutboxEntries {
  /** Undefined until the first read. The logged-in seller's group first. */
  groups: OutboxEntryGroup[] | undefined;
  /** The rows as stored, for the export. */
  rows: OutboxRow[];
}

/** "Pendências de envio": the outbox grouped by seller and described in pt-BR. */
export function useOutboxEntries(): OutboxEntries {
  const owner = useOutboxOwner();
  const { pushing } = useSyncEngineState();
  // A back-off's "Nova tentativa às…" turns back into "Aguardando envio" when its time passes.
  const now = useNow(15_000);
  const snapshot = useLiveQuery(readOutbox);
  const groups = useMemo(() => {
    if (!snapshot) return undefined;
    const names = { clients: snapshot.clients, saleClients: snapshot.saleClients };
    return groupByOwner(snapshot.rows, owner).map(({ rows, ...group }) => ({
      ...group,
      entries: rows.map((row) => describeOutboxEntry(row, names, now, pushing)),
    }));
  }, [snapshot, owner, now, pushing]);
  return { groups, rows: snapshot?.rows ?? [] };
}
