import type { Sale } from './sale.schema.ts';
import type { SaleStatus } from './sale-status.schema.ts';

/**
 * Allowed moves between sale statuses. §4 shows the ERP's moves to Integrado, Processado and
 * Cancelado; the rest is Rota's reading of a field-sales flow:
 * - the seller moves a cart between Aberto and Aguardando Finalizar and finalises it;
 * - once Finalizado the sale is the server's (DESIGN.md) and only moves forward: the ERP takes
 *   it (Integrado), invoices it (Processado) or cancels it; a failed integration (Falha) may be
 *   retried (back to Finalizado or straight to Integrado);
 * - Cancelado is final; Processado can still be cancelled (an invoice cancelled in the ERP).
 */
export const SALE_TRANSITIONS: Readonly<Record<SaleStatus, readonly SaleStatus[]>> = {
  Aberto: ['Aguardando Finalizar', 'Finalizado', 'Cancelado'],
  'Aguardando Finalizar': ['Aberto', 'Finalizado', 'Cancelado'],
  Finalizado: ['Integrado', 'Processado', 'Cancelado', 'Falha'],
  Integrado: ['Processado', 'Cancelado', 'Falha'],
  Falha: ['Finalizado', 'Integrado', 'Processado', 'Cancelado'],
  Processado: ['Cancelado'],
  Cancelado: [],
};

export function canTransition(from: SaleStatus, to: SaleStatus): boolean {
  return SALE_TRANSITIONS[from].includes(to);
}

export type SaleTransitionErrorCode =
  | 'illegal_transition'
  | 'code_erp_required'
  | 'reason_required'
  | 'message_required';

/** A transition the rules refuse. `message` is pt-BR, fit to show or to send in a 409/422. */
export class SaleTransitionError extends Error {
  override readonly name = 'SaleTransitionError';
  constructor(
    readonly code: SaleTransitionErrorCode,
    readonly from: SaleStatus,
    readonly to: SaleStatus,
    message: string,
  ) {
    super(message);
  }
}

/** What a transition records, per target status. */
export type SaleTransition =
  | { to: 'Aberto' | 'Aguardando Finalizar' | 'Finalizado' | 'Integrado' }
  | { to: 'Processado'; code_erp: string }
  | { to: 'Cancelado'; code_erp: string; reason_canceled: string }
  | { to: 'Falha'; message: string };

type TransitionFields = Pick<Sale, 'status' | 'code_erp' | 'reason_canceled' | 'failure_message'>;

/**
 * Moves a sale to a new status, recording what §4 asks: Processado keeps the ERP code,
 * Cancelado the ERP code and the reason, Falha the integration message. Anything else throws
 * a `SaleTransitionError`; nothing is silently ignored.
 */
export function transitionSale<T extends TransitionFields>(sale: T, transition: SaleTransition): T {
  const from = sale.status;
  const to = transition.to;
  if (!canTransition(from, to)) {
    throw new SaleTransitionError(
      'illegal_transition',
      from,
      to,
      `Não é possível passar a venda de ${from} para ${to}`,
    );
  }
  switch (transition.to) {
    case 'Processado': {
      const codeErp = requireText(
        transition.code_erp,
        'code_erp_required',
        from,
        to,
        'Informe o código do ERP',
      );
      return { ...sale, status: to, code_erp: codeErp, failure_message: null };
    }
    case 'Cancelado': {
      const codeErp = requireText(
        transition.code_erp,
        'code_erp_required',
        from,
        to,
        'Informe o código do ERP',
      );
      const reason = requireText(
        transition.reason_canceled,
        'reason_required',
        from,
        to,
        'Informe o motivo do cancelamento',
      );
      return { ...sale, status: to, code_erp: codeErp, reason_canceled: reason };
    }
    case 'Falha': {
      const message = requireText(
        transition.message,
        'message_required',
        from,
        to,
        'Informe a mensagem da falha',
      );
      return { ...sale, status: to, failure_message: message };
    }
    default:
      return { ...sale, status: to };
  }
}

function requireText(
  value: string,
  code: SaleTransitionErrorCode,
  from: SaleStatus,
  to: SaleStatus,
  message: string,
): string {
  const trimmed = value.trim();
  if (!trimmed) throw new SaleTransitionError(code, from, to, message);
  return trimmed;
}
