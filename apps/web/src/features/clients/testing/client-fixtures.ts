import { type Client, type FinancialTitle, QUINZENAL } from '@rota/domain';
import { makeClient, makeFinancialTitle, testUuid } from '@rota/domain/testing';
import { withClientSearch } from '#lib/db/client-search-row.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { saveAndQueue } from '#lib/sync/index.ts';

/** Tuesday 24/11/2026, 09:00 in São Paulo: "Terça" is today. */
export const TODAY = new Date('2026-11-24T12:00:00.000Z');
let sequence = 0;
const daysAgo = (days: number) => new Date(TODAY.getTime() - days * 86_400_000).toISOString();

/** The logged-in seller of `makeSession()` (Ana, V001) and another seller's code. */
export const ANA = 'V001';
export const BRUNO = 'V002';

/** A client of Ana's visited on Terça, as the server sent it (stamped), with overrides. */
export function anaClient(overrides: Partial<Client> = {}): Client & { updated_at: string } {
  return {
    ...makeClient({
      uuid: testUuid(),
      code_erp_seller: ANA,
      visiting_day: 'Terça',
      last_visit: daysAgo(3),
      code_erp: `C${String(++sequence).padStart(4, '0')}`,
    }),
    updated_at: daysAgo(1),
    ...overrides,
  };
}

/** Stores clients as the sync does (with their folded search text) and marks the pull done. */
export async function storeClients(clients: readonly (Client & { updated_at?: string })[]): Promise<void> {
  await myPwaDb.clients.bulkPut(await withClientSearch(clients));
  await myPwaDb.syncCursors.put({
    call: 'clients.all',
    cursor: '1',
    owner: '1:7',
    table: 'clients',
    synced_at: TODAY.toISOString(),
  });
}

/** A title of the client's, overdue (due a week ago, nothing paid) unless overridden. */
export async function storeTitle(
  codeErpClient: string,
  overrides: Partial<FinancialTitle> = {},
): Promise<void> {
  await myPwaDb.financialTitles.put(
    makeFinancialTitle({ code_erp_client: codeErpClient, due_date: '2026-11-17', ...overrides }),
  );
}

/** A client made on this device by the logged-in seller, queued and not yet acknowledged. */
export async function queueNewClient(overrides: Partial<Client> = {}): Promise<Client> {
  const client = makeClient({
    uuid: testUuid(),
    id: null,
    code_erp: null,
    code_erp_seller: null,
    visiting_day: 'Terça',
    status: 'Pendente',
    ...overrides,
  });
  const [row] = await withClientSearch([client]);
  await saveAndQueue(
    myPwaDb.clients,
    row,
    { call: 'clients.create', uuid: client.uuid, body: client },
    TODAY,
  );
  return client;
}

export { daysAgo, QUINZENAL };
