import type { Sale, SaleItem } from '../sale/sale.schema.ts';
import type { StockReferences } from '../stock/stock-check.ts';
import {
  APPROVAL_NOTE_MAX,
  type ApprovalDecision,
  type ApprovalDecisionKind,
  type SaleApproval,
} from './sale-approval.schema.ts';

/** The pt-BR messages of a decision the rule refuses (the server answers them in a 409 or 422). */
export const approvalDecisionMessages = {
  notWaiting: 'Esta venda não está aguardando aprovação.',
  alreadyDecided: (decision: ApprovalDecisionKind, who: string) =>
    `Esta venda já foi ${decision === 'Aprovado' ? 'aprovada' : 'reprovada'} por ${who}.`,
  noteRequired: 'Diga ao vendedor o motivo da reprovação.',
  noteTooLong: `A observação deve ter no máximo ${APPROVAL_NOTE_MAX} caracteres.`,
  ownSale: 'Uma venda sua precisa ser decidida por outro supervisor.',
} as const;

export type ApprovalDecisionErrorCode =
  | 'not_waiting'
  | 'already_decided'
  | 'own_sale'
  | 'note_required'
  | 'note_too_long';

/** A decision the rule refuses; `message` is pt-BR, fit to show as it is. */
export class ApprovalDecisionError extends Error {
  override readonly name = 'ApprovalDecisionError';
  constructor(
    readonly code: ApprovalDecisionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type DecidedSale = Pick<Sale, 'status' | 'seller_id'> &
  Pick<SaleApproval, 'approval_status' | 'approval_reasons' | 'approval_decisions'>;

/**
 * A supervisor's decision on a sale waiting for approval (docs/domain.md "Approval"): approved,
 * it stays Finalizado and joins the ERP's pending list; rejected, it goes back to Aberto — the
 * seller's cart again, to change and finish anew — with the note saying why (required). The
 * decision is appended to the sale's record of decisions. A sale not waiting (never needed one,
 * already decided) is refused with who decided it, never decided twice; nobody decides their own
 * sale (the control is a second person's).
 */
export function decideSaleApproval<T extends DecidedSale>(sale: T, decision: ApprovalDecision): T {
  if (sale.approval_status !== 'Aguardando' || sale.status !== 'Finalizado') {
    const last = sale.approval_decisions.at(-1);
    if (last && sale.approval_status !== 'Aguardando') {
      throw new ApprovalDecisionError(
        'already_decided',
        approvalDecisionMessages.alreadyDecided(last.decision, last.user_name),
      );
    }
    throw new ApprovalDecisionError('not_waiting', approvalDecisionMessages.notWaiting);
  }
  if (decision.user_id === sale.seller_id) {
    throw new ApprovalDecisionError('own_sale', approvalDecisionMessages.ownSale);
  }
  const note = decision.note?.trim() || null;
  if (note && note.length > APPROVAL_NOTE_MAX) {
    throw new ApprovalDecisionError('note_too_long', approvalDecisionMessages.noteTooLong);
  }
  if (decision.decision === 'Reprovado' && !note) {
    throw new ApprovalDecisionError('note_required', approvalDecisionMessages.noteRequired);
  }
  const recorded = { ...decision, note };
  return {
    ...sale,
    status: decision.decision === 'Aprovado' ? 'Finalizado' : 'Aberto',
    approval_status: decision.decision,
    approval_decisions: [...sale.approval_decisions, recorded],
  };
}

/** Whether the ERP may take the sale: never while it waits for a supervisor or after a rejection. */
export function isReleasedForErp(sale: Pick<SaleApproval, 'approval_status'>): boolean {
  return sale.approval_status === null || sale.approval_status === 'Aprovado';
}

/**
 * The approval fields of a sale the seller sends (the server's, never the body's): finished with
 * reasons, it waits (again, after a rejection); finished without, it goes on to the ERP; still a
 * cart, it keeps what it had, so a rejected cart shows its rejection until it is finished again.
 * The record of decisions is never rewritten. A waiting sale keeps the client's `credit` and its
 * products' `stock` as read now, for the supervisor.
 */
export function approvalOnSend(
  stored: Pick<SaleApproval, 'approval_status'> | null,
  sale: Pick<Sale, 'status'>,
  reasons: SaleApproval['approval_reasons'],
  read: { credit?: SaleApproval['approval_credit']; stock?: SaleApproval['approval_stock'] } = {},
): Pick<SaleApproval, 'approval_status' | 'approval_reasons' | 'approval_credit' | 'approval_stock'> {
  const nothingHeld = { approval_reasons: [], approval_credit: null, approval_stock: [] };
  if (sale.status !== 'Finalizado')
    return { approval_status: stored?.approval_status ?? null, ...nothingHeld };
  return reasons.length > 0
    ? {
        approval_status: 'Aguardando',
        approval_reasons: reasons,
        approval_credit: read.credit ?? null,
        approval_stock: read.stock ?? [],
      }
    : { approval_status: null, ...nothingHeld };
}

/**
 * Each product of the sale with its stock as `stock` knows it, in line order, for the supervisor
 * (`approval_stock`); products without a count are left out.
 */
export function approvalStockOf(
  items: readonly Pick<SaleItem, 'id' | 'product_uuid' | 'description' | 'unit'>[],
  stock: Pick<StockReferences, 'byProduct'> | undefined,
): SaleApproval['approval_stock'] {
  if (!stock) return [];
  const lines: SaleApproval['approval_stock'] = [];
  const seen = new Set<string>();
  for (const item of [...items].sort((a, b) => a.id - b.id)) {
    const figures = stock.byProduct.get(item.product_uuid);
    if (!figures || seen.has(item.product_uuid)) continue;
    seen.add(item.product_uuid);
    lines.push({
      product_uuid: item.product_uuid,
      description: item.description,
      unit: item.unit,
      ...figures,
    });
  }
  return lines;
}
