import { useLiveQuery } from 'dexie-react-hooks';
import { myPwaDb, type OutboxRow } from '#lib/db/my-pwa-db.ts';
import { isClientWrite } from '../api/save-client.ts';

export interface ClientOutboxState {
  /** Writes of this client (the client, its visits and addresses) not yet acknowledged. */
  unsent: number;
  /** The latest refused create/update of the client: its message and field errors. */
  refusedClient: OutboxRow | null;
  /** Any refused write of this client (a visit, an address…), the latest. */
  refused: OutboxRow | null;
}

const NONE: ClientOutboxState = { unsent: 0, refusedClient: null, refused: null };

/** What the outbox holds for one client, read live. */
export function useClientOutbox(uuid: string | undefined): ClientOutboxState {
  return (
    useLiveQuery(async () => {
      if (!uuid) return NONE;
      const entries = await myPwaDb.outbox.where('uuid').equals(uuid).sortBy('id');
      const failed = entries.filter((entry) => entry.status === 'failed');
      return {
        unsent: entries.length,
        refusedClient: failed.filter(isClientWrite).at(-1) ?? null,
        refused: failed.at(-1) ?? null,
      };
    }, [uuid]) ?? NONE
  );
}
