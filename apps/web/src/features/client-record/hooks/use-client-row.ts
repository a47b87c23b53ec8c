import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '#lib/auth/index.ts';
import { type ClientRow, myPwaDb } from '#lib/db/my-pwa-db.ts';

export interface ClientRowState {
  /** False until the device's database answered. */
  loaded: boolean;
  client: ClientRow | undefined;
}

/**
 * A client as the device holds it, read live (a save, a pull or the server's answer re-render).
 * A client another seller made on this phone and never sent is theirs: not shown. When `uuid`
 * changes, the previous client's answer is not shown while the new one is read: a live query
 * keeps its last result until the next one arrives, and a visit registered in that moment would
 * land on the wrong client.
 */
export function useClientRow(uuid: string | undefined): ClientRowState {
  const sellerCode = useAuth().session?.seller.code_erp ?? null;
  const read = useLiveQuery(
    async () => ({ uuid, row: uuid ? await myPwaDb.clients.get(uuid) : undefined }),
    [uuid],
  );
  const current = read !== undefined && read.uuid === uuid ? read : undefined;
  const row = current?.row;
  const othersUnsent =
    row !== undefined && row.updated_at === undefined && row.code_erp_seller !== sellerCode;
  return { loaded: current !== undefined, client: othersUnsent ? undefined : row };
}
