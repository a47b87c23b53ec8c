import type { DuplicateClient } from '@rota/domain';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

/**
 * Another client of the device with this CNPJ/CPF, for `clientErrors` (the server checks the
 * whole company again). Read at save time only: a scan of the clients table (about 240 ms for
 * 20,000 rows, DESIGN.md "Budgets"), not an index written with every row.
 */
export async function findDuplicateClient(document: string, uuid: string): Promise<DuplicateClient | null> {
  const row = await myPwaDb.clients
    .filter((client) => client.document === document && client.uuid !== uuid)
    .first();
  return row ? { uuid: row.uuid, name: row.name } : null;
}
