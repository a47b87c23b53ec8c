import {
  type DateRange,
  isActiveSaleStatus,
  isDateInRange,
  isSoldStatus,
  type SaleStatus,
  saleDay,
  saleTotal,
} from '@rota/domain';
import type { SaleRow } from '#lib/db/my-pwa-db.ts';
import type { SaleOutboxState } from './sale-outbox-states.ts';

/** A sale as the list shows it. */
export interface SaleListItem {
  sale: SaleRow;
  clientName: string | null;
  /** Centavos. */
  total: number;
  itemCount: number;
  /** The day it counts on (`saleDay`), `yyyy-mm-dd`. */
  day: string;
  /** Its writes the server has not acknowledged, if any ("não enviada"). */
  outbox: SaleOutboxState | null;
}

export interface SaleListFilters {
  /** null: every sent status. */
  status: SaleStatus | null;
  /** null: every day. */
  range: DateRange | null;
}

export interface SaleList {
  /** The seller's carts (Aberto, Aguardando Finalizar), newest first; an empty one without a client is left out. */
  carts: SaleListItem[];
  /** Sent sales matching the filters, newest first. */
  sent: SaleListItem[];
  /** Sent sales of the seller before filtering. */
  sentCount: number;
  /** Sold sales among `sent` (Cancelado left out): count and total in centavos. */
  totals: { count: number; total: number };
}

export interface SaleScope {
  companyId: number;
  sellerId: number;
  /** canViewAllSales: every seller's sales the server sent (a sale made here stays its seller's). */
  all: boolean;
}

/**
 * Splits the device's sales into the seller's open carts and their sent sales, filtered by status
 * and by the day each counts on. A sale another seller made on this phone and never sent stays
 * theirs; one the server sent is in the session's scope already (the server scoped the pull).
 */
export function saleList(
  rows: readonly SaleRow[],
  outbox: ReadonlyMap<string, SaleOutboxState>,
  scope: SaleScope,
  filters: SaleListFilters,
): SaleList {
  const mine = rows.filter(
    (row) =>
      row.company_id === scope.companyId &&
      !row.deleted_at &&
      (row.seller_id === scope.sellerId || (scope.all && row.updated_at !== undefined)),
  );
  const items = mine
    .map((sale) => ({
      sale,
      clientName: sale.client?.name ?? null,
      total: saleTotal(sale),
      itemCount: sale.items.length,
      day: saleDay(sale),
      outbox: outbox.get(sale.uuid) ?? null,
    }))
    .sort((a, b) => b.sale.created_at.localeCompare(a.sale.created_at));
  const carts = items.filter(
    (item) => isActiveSaleStatus(item.sale.status) && (item.itemCount > 0 || item.sale.client_uuid !== null),
  );
  const allSent = items.filter((item) => !isActiveSaleStatus(item.sale.status));
  const sent = allSent.filter(
    (item) =>
      (filters.status === null || item.sale.status === filters.status) &&
      (filters.range === null || isDateInRange(item.day, filters.range)),
  );
  const sold = sent.filter((item) => isSoldStatus(item.sale.status));
  return {
    carts,
    sent,
    sentCount: allSent.length,
    totals: { count: sold.length, total: sold.reduce((sum, item) => sum + item.total, 0) },
  };
}
