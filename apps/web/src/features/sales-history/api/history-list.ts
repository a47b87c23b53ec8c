import { normalizeText, saleDay, saleTotal } from '@rota/domain';
import type { SaleRow } from '#lib/db/my-pwa-db.ts';

export const HISTORY_KINDS = ['all', 'processed', 'canceled'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export interface HistoryItem {
  sale: SaleRow;
  clientName: string | null;
  total: number;
  day: string;
}

export interface HistoryScope {
  companyId: number;
  sellerId: number;
  /** canViewAllSales: every seller's sales the server sent. */
  all: boolean;
}

const KIND_STATUS = { processed: 'Processado', canceled: 'Cancelado' } as const;

/**
 * The history: the sales the ERP processed (invoiced) or cancelled, newest day first, of the
 * seller (or every seller's the server sent, with canViewAllSales), filtered by kind and by a
 * client search that ignores accents and case, over the client's name and ERP code.
 */
export function historyList(
  rows: readonly SaleRow[],
  scope: HistoryScope,
  kind: HistoryKind,
  query: string,
): HistoryItem[] {
  const folded = normalizeText(query.trim());
  return rows
    .filter(
      (row) =>
        row.company_id === scope.companyId &&
        !row.deleted_at &&
        (row.seller_id === scope.sellerId || scope.all) &&
        (kind === 'all'
          ? row.status === 'Processado' || row.status === 'Cancelado'
          : row.status === KIND_STATUS[kind]) &&
        (folded === '' ||
          normalizeText(`${row.client?.name ?? ''} ${row.client?.code_erp ?? ''}`).includes(folded)),
    )
    .map((sale) => ({
      sale,
      clientName: sale.client?.name ?? null,
      total: saleTotal(sale),
      day: saleDay(sale),
    }))
    .sort((a, b) => b.day.localeCompare(a.day) || b.sale.created_at.localeCompare(a.sale.created_at));
}
