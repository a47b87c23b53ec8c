import {
  type ClientCredit,
  calendarDaysBetween,
  cartTotals,
  creditOpen,
  isOverdue,
  parseWireDate,
  type SaleStatus,
  titleBalance,
  zonedDayStart,
} from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CheckRow, ClientRow } from '#lib/db/my-pwa-db.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { useSessionOwner } from './use-session-owner.ts';

/** A title still owed, as the client page lists it. */
export interface OpenTitle {
  uuid: string;
  document: string;
  installment: string;
  dueDate: string;
  /** What is still owed, centavos. */
  balance: number;
  /** Calendar days past the due date in São Paulo; 0 when not overdue. */
  daysLate: number;
}

export interface ClientSale {
  uuid: string;
  createdAt: string;
  status: SaleStatus;
  itemCount: number;
  /** centavos */
  total: number;
}

export interface ClientHistory {
  /** Null while the client has no ERP code (titles and checks are keyed by it). */
  titles: { open: OpenTitle[]; openTotal: number; overdueTotal: number } | null;
  checks: CheckRow[] | null;
  sales: ClientSale[];
  /** Sales of the client beyond those listed. */
  moreSales: number;
  /** The ERP's credit with what the client owes (docs/domain.md "Credit"); null: no limit, no block. */
  credit: ClientCredit | null;
}

const SALES_SHOWN = 10;

/**
 * The client's financial titles and checks (by its `code_erp`) and its sales (by uuid, newest
 * first), read live from the synced tables so the page works offline. Owed amounts and overdue
 * days come from the domain (`titleBalance`, `isOverdue`), read on `today` (São Paulo's day,
 * `useToday`); a sale's total from `cartTotals`.
 */
export function useClientHistory(client: ClientRow | undefined, today: string): ClientHistory | undefined {
  const sellerId = useSessionOwner()?.sellerId ?? null;
  const code = client?.code_erp ?? null;
  const uuid = client?.uuid;
  // Re-read when the day changes (a title becomes overdue); the rules get the day's first instant.
  return useLiveQuery(async () => {
    if (!uuid) return undefined;
    const now = zonedDayStart(today);
    const [titles, checks, sales] = await Promise.all([
      code ? myPwaDb.financialTitles.where('code_erp_client').equals(code).toArray() : null,
      code ? myPwaDb.checks.where('code_erp_client').equals(code).toArray() : null,
      myPwaDb.sales.where('client_uuid').equals(uuid).toArray(),
    ]);
    const open = (titles ?? [])
      .filter((title) => titleBalance(title) > 0)
      .sort((a, b) => a.due_date.localeCompare(b.due_date))
      .map((title) => ({
        uuid: title.uuid,
        document: title.document_number,
        installment: title.installment,
        dueDate: title.due_date,
        balance: titleBalance(title),
        daysLate: isOverdue(title, now) ? calendarDaysBetween(parseWireDate(title.due_date), now) : 0,
      }));
    // Another seller's sale made on this phone and never sent is theirs.
    const mine = sales
      .filter((sale) => sale.updated_at !== undefined || sale.seller_id === sellerId)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const limit = client?.credit_limit ?? null;
    const blocked = client?.credit_blocked ?? false;
    const credit: ClientCredit | null =
      client && (limit !== null || blocked)
        ? {
            credit_limit: limit,
            credit_blocked: blocked,
            credit_blocked_reason: client.credit_blocked_reason ?? null,
            open: creditOpen(
              client,
              titles ?? [],
              sales.map((sale) => ({ ...sale, total: cartTotals(sale).net })),
              '',
            ),
          }
        : null;
    return {
      credit,
      titles: titles
        ? {
            open,
            openTotal: open.reduce((sum, title) => sum + title.balance, 0),
            overdueTotal: open
              .filter((title) => title.daysLate > 0)
              .reduce((sum, title) => sum + title.balance, 0),
          }
        : null,
      checks: checks ? checks.sort((a, b) => b.good_for.localeCompare(a.good_for)) : null,
      sales: mine.slice(0, SALES_SHOWN).map((sale) => ({
        uuid: sale.uuid,
        createdAt: sale.created_at,
        status: sale.status,
        itemCount: sale.items.length,
        total: cartTotals(sale).net,
      })),
      moreSales: Math.max(0, mine.length - SALES_SHOWN),
    };
  }, [
    uuid,
    code,
    sellerId,
    today,
    client?.credit_limit,
    client?.credit_blocked,
    client?.credit_blocked_reason,
  ]);
}
