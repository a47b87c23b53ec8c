import type { FinancialTitle } from '../financial/financial-title.schema.ts';
import { titleBalance } from '../financial/overdue.ts';
import { formatMoney } from '../format/money.ts';
import type { Sale } from '../sale/sale.schema.ts';
import type { SaleStatus } from '../sale/sale-status.schema.ts';

/** The ERP's credit fields of a client: its limit in centavos (null: none) and whether it is blocked. */
export interface ClientCreditFields {
  credit_limit: number | null;
  credit_blocked: boolean;
  credit_blocked_reason: string | null;
}

/** A client's credit as an order sees it: the ERP's fields and what the client owes already. */
export interface ClientCredit extends ClientCreditFields {
  /** Centavos: open titles plus orders sent and not invoiced yet, this order left out. */
  open: number;
}

/**
 * Orders that already count against the client's credit: sent to the ERP (or on their way) and
 * not invoiced yet. Processado orders became titles; Cancelado ones owe nothing.
 */
export const CREDIT_COMMITTED_STATUSES = [
  'Finalizado',
  'Integrado',
  'Falha',
] as const satisfies readonly SaleStatus[];

type CommittedSale = Pick<Sale, 'uuid' | 'client_uuid' | 'status'> & { total: number };

/**
 * What the client owes before this order, in centavos: the balance of its open titles
 * (`titleBalance`, by the client's ERP code) plus its orders in {@link CREDIT_COMMITTED_STATUSES},
 * leaving out `exceptSaleUuid` (the order being checked, sent again). The device counts the titles
 * and orders it has synced; the server counts every seller's.
 */
export function creditOpen(
  client: { uuid: string; code_erp: string | null },
  titles: readonly Pick<FinancialTitle, 'code_erp_client' | 'amount' | 'amount_paid' | 'status'>[],
  sales: readonly CommittedSale[],
  exceptSaleUuid: string,
): number {
  let open = 0;
  if (client.code_erp !== null)
    for (const title of titles) if (title.code_erp_client === client.code_erp) open += titleBalance(title);
  for (const sale of sales)
    if (
      sale.client_uuid === client.uuid &&
      sale.uuid !== exceptSaleUuid &&
      (CREDIT_COMMITTED_STATUSES as readonly SaleStatus[]).includes(sale.status)
    )
      open += sale.total;
  return open;
}

/** What an order of `orderTotal` centavos breaks of the client's credit: over the limit, blocked. */
export interface CreditProblems {
  /** Centavos past the limit (open + order − limit); 0 within it — exactly at the limit is within. */
  overBy: number;
  blocked: boolean;
}

export function creditProblems(credit: ClientCredit, orderTotal: number): CreditProblems {
  const overBy =
    credit.credit_limit === null ? 0 : Math.max(0, credit.open + orderTotal - credit.credit_limit);
  return { overBy, blocked: credit.credit_blocked };
}

/** Whether an order breaks nothing of the client's credit. */
export function creditHolds(problems: CreditProblems): boolean {
  return problems.overBy === 0 && !problems.blocked;
}

/** The pt-BR sentences of the credit rule, shown to the seller and on the supervisor's card. */
export const creditMessages = {
  /** "Limite R$ 5.000,00 · em aberto R$ 4.200,00 · este pedido R$ 1.300,00". */
  figures: (credit: ClientCredit, orderTotal: number) =>
    [
      credit.credit_limit === null ? 'Sem limite de crédito' : `Limite ${formatMoney(credit.credit_limit)}`,
      `em aberto ${formatMoney(credit.open)}`,
      `este pedido ${formatMoney(orderTotal)}`,
    ].join(' · '),
  overLimit: (overBy: number) => `Passa ${formatMoney(overBy)} do limite de crédito do cliente`,
  blocked: (reason: string | null) =>
    reason ? `Cliente bloqueado para vendas: ${reason}` : 'Cliente bloqueado para vendas',
} as const;

/** What an order breaks of the client's credit, by the code an approval reason carries. */
export interface CreditIssue {
  code: 'client_blocked' | 'credit_limit_exceeded';
  /** pt-BR, with the figures: "Passa R$ 500,00 do limite… (Limite R$ 5.000,00 · em aberto…)". */
  message: string;
}

/**
 * The issues of an order of `orderTotal` centavos, blocked first; empty when it breaks nothing.
 * The same sentences on the seller's checkout and in the reasons the supervisor reads.
 */
export function creditIssues(credit: ClientCredit, orderTotal: number): CreditIssue[] {
  const problems = creditProblems(credit, orderTotal);
  const figures = creditMessages.figures(credit, orderTotal);
  const issues: CreditIssue[] = [];
  if (problems.blocked)
    issues.push({
      code: 'client_blocked',
      message: `${creditMessages.blocked(credit.credit_blocked_reason)} (${figures})`,
    });
  if (problems.overBy > 0)
    issues.push({
      code: 'credit_limit_exceeded',
      message: `${creditMessages.overLimit(problems.overBy)} (${figures})`,
    });
  return issues;
}
