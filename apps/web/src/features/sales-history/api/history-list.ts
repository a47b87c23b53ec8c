import { normalizeText, saleDay, saleTotal } from '@rota/domain';
import type { SaleRow } from '#lib/db/my-pwa-db.ts';

export const HISTORY_KINDS = ['all', 'processed', 'canceled'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export interface HistoryItem {
  sale: SaleRow;
  clientName: string | null;
  /** Who sold it, by the name the server kept (null on sales from before it was kept). */
  sellerName: string | null;
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
 * search that ignores accents and case, over the client's name and ERP code, the order number
 * and the ERP's number of the order.
 */
export function historyList(
  rows: readonly SaleRow[],
  scope: HistoryScope,
  kind: HistoryKind,
  query: string,
  seller: number | null = null,
): HistoryItem[] {
  const folded = normalizeText(query.trim());
  return rows
    .filter(
      (row) =>
        row.company_id === scope.companyId &&
        !row.deleted_at &&
        (row.seller_id === scope.sellerId || scope.all) &&
        (seller === null || row.seller_id === seller) &&
        (kind === 'all'
          ? row.status === 'Processado' || row.status === 'Cancelado'
          : row.status === KIND_STATUS[kind]) &&
        (folded === '' ||
          normalizeText(
            `${row.client?.name ?? ''} ${row.client?.code_erp ?? ''} ${row.number ?? ''} ${row.code_erp}`,
          ).includes(folded)),
    )
    .map((sale) => ({
      sale,
      clientName: sale.client?.name ?? null,
      sellerName: sale.seller_name ?? null,
      total: saleTotal(sale),
      day: saleDay(sale),
    }))
    .sort((a, b) => b.day.localeCompare(a.day) || b.sale.created_at.localeCompare(a.sale.created_at));
}

/**
 * The sellers a supervisor's history can be narrowed to: those of the company's processed and
 * cancelled sales on the device, by name (a sale without the name kept says "Vendedor <id>").
 */
export function historySellers(
  rows: readonly SaleRow[],
  scope: HistoryScope,
): { id: number; name: string }[] {
  const names = new Map<number, string>();
  for (const row of rows) {
    if (row.company_id !== scope.companyId || row.deleted_at) continue;
    if (row.status !== 'Processado' && row.status !== 'Cancelado') continue;
    const known = names.get(row.seller_id);
    if (!known || (row.seller_name && known.startsWith('Vendedor ')))
      names.set(row.seller_id, row.seller_name ?? `Vendedor ${row.seller_id}`);
  }
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
