import { type ApprovalCredit, type ApprovalReason, type ApprovalStockLine, cartTotals } from '@rota/domain';
import type { SaleRow } from '#lib/db/my-pwa-db.ts';

/** A sale waiting for approval as "Aprovações" lists it. */
export interface WaitingSale {
  sale: SaleRow;
  clientName: string | null;
  /** The net total, centavos. */
  total: number;
  reasons: ApprovalReason[];
  /** The client's credit as the server read it when the sale began to wait; null: no limit, no block. */
  credit: ApprovalCredit | null;
  /** Each product's stock as the server read it then; empty when the company does not check stock. */
  stock: ApprovalStockLine[];
}

/**
 * The company's sales waiting for a supervisor on this device, oldest first (the one waiting
 * longest is decided first). A sale decided here and not yet sent is already out: its row holds
 * the decision.
 */
export function waitingSales(rows: readonly SaleRow[], companyId: number): WaitingSale[] {
  return rows
    .filter(
      (sale) => sale.company_id === companyId && !sale.deleted_at && sale.approval_status === 'Aguardando',
    )
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((sale) => ({
      sale,
      clientName: sale.client?.name ?? null,
      total: cartTotals(sale).net,
      reasons: sale.approval_reasons ?? [],
      credit: sale.approval_credit ?? null,
      stock: sale.approval_stock ?? [],
    }));
}
