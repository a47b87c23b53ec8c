import { type Client, clientSearchText } from '@rota/domain';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';

/**
 * A client as the clients screen lists it: the fields the §5 rule reads (`listClients`), the
 * stored search text, and what its row marks. Built once per change of the data, never per
 * keystroke (DESIGN.md "Budgets").
 */
export interface ClientListItem
  extends Pick<
    Client,
    'company_id' | 'inative' | 'reproved_at' | 'visiting_day' | 'last_visit' | 'code_erp_seller'
  > {
  client: ClientRow;
  /** Folded name, fantasy, document, code, city and UF (`ClientRow.search`). */
  search: string;
  /** Has a financial title past due (red "Em atraso"). */
  overdue: boolean;
  /** Made on this device and still in the outbox ("Não enviado"). */
  unsent: boolean;
}

export interface ClientItemsInput {
  clients: readonly ClientRow[];
  /** `code_erp` of the clients with an overdue title (`overdueClientCodes`). */
  overdueCodes: ReadonlySet<string>;
  /** Client uuid → owner (`<company_id>:<seller_id>`) of its queued `clients.create`. */
  unsentOwners: ReadonlyMap<string, string>;
  /** The logged-in seller as the outbox names an owner. */
  owner: string | null;
  /** The logged-in seller's ERP code. */
  sellerCodeErp: string | null;
}

/**
 * The clients of `MyPWA_DB.clients` ready to list, in alphabetical order of their folded name
 * (the search text starts with it: a plain string comparison, no collation per keystroke).
 *
 * Clients made on the device and not yet acknowledged (no `updated_at`) count as the seller's own
 * when the seller who made them is logged in, even before the server assigned `code_erp_seller`;
 * another seller's unsent clients stay theirs (docs/offline-writes.md "A shared phone") and are
 * left out. A row stored before search texts existed is folded here, once, without its city.
 */
export function clientListItems(input: ClientItemsInput): ClientListItem[] {
  const items: ClientListItem[] = [];
  for (const client of input.clients) {
    const madeBy = client.updated_at === undefined ? input.unsentOwners.get(client.uuid) : undefined;
    if (madeBy !== undefined && madeBy !== input.owner) continue;
    items.push({
      client,
      company_id: client.company_id,
      inative: client.inative,
      reproved_at: client.reproved_at,
      visiting_day: client.visiting_day,
      last_visit: client.last_visit,
      code_erp_seller: madeBy !== undefined ? input.sellerCodeErp : client.code_erp_seller,
      search: client.search ?? clientSearchText(client, null),
      overdue: client.code_erp !== null && input.overdueCodes.has(client.code_erp),
      unsent: madeBy !== undefined,
    });
  }
  return items.sort((a, b) => (a.search < b.search ? -1 : a.search > b.search ? 1 : 0));
}
