import type { Sale } from './sale.schema.ts';
import { isActiveSaleStatus } from './sale-status.schema.ts';

/** Why a sale's items cannot be edited on the device. */
export type SaleEditBlockCode = 'permission' | 'sending' | 'server_owned';

export interface SaleEditBlock {
  code: SaleEditBlockCode;
  /** pt-BR, fit to show on the screen as it is. */
  message: string;
}

export interface SaleEditContext {
  /** The profile grants `canEditSaleItem` (§6). */
  canEditSaleItem: boolean;
  /** One of the sale's writes is on its way to the server right now. */
  sending: boolean;
}

type EditedSale = Pick<Sale, 'status' | 'code_erp' | 'reason_canceled'>;

function serverOwnedMessage(sale: EditedSale): string {
  const number = sale.code_erp ? ` (nº ERP ${sale.code_erp})` : '';
  switch (sale.status) {
    case 'Finalizado':
      return 'A venda foi finalizada: agora ela é do servidor e segue para o ERP, e não pode mais ser alterada aqui.';
    case 'Integrado':
      return `O ERP já recebeu a venda${number}: alterações só podem ser feitas no escritório.`;
    case 'Processado':
      return `A venda já foi faturada pelo ERP${number}: não pode mais ser alterada.`;
    case 'Cancelado':
      return sale.reason_canceled
        ? `A venda foi cancelada (${sale.reason_canceled}) e não pode mais ser alterada.`
        : 'A venda foi cancelada e não pode mais ser alterada.';
    case 'Falha':
      return 'A venda está com o servidor, que aguarda o ERP tentar de novo: não pode ser alterada aqui.';
    default:
      return 'A venda não pode mais ser alterada.';
  }
}

/**
 * Whether the seller may edit a sale's items here, and if not, why (DESIGN.md "Conflict
 * policy": a sale is the seller's while it is a cart, Aberto or Aguardando Finalizar; from
 * Finalizado on it is the server's, and only the ERP moves it). Checked in this order:
 * - the profile must grant `canEditSaleItem`;
 * - a sale the server owns (any status but the two of a cart) cannot change, whatever the
 *   profile: the server would answer 409;
 * - a cart whose write is being sent this instant waits for the answer (what the server keeps
 *   would otherwise race the edit).
 * Null when the items can be edited.
 */
export function saleEditBlock(sale: EditedSale, context: SaleEditContext): SaleEditBlock | null {
  if (!context.canEditSaleItem) {
    return { code: 'permission', message: 'Seu perfil não permite editar os itens de uma venda.' };
  }
  if (!isActiveSaleStatus(sale.status)) return { code: 'server_owned', message: serverOwnedMessage(sale) };
  if (context.sending) {
    return {
      code: 'sending',
      message: 'A venda está sendo enviada agora. Aguarde a resposta do servidor para editá-la.',
    };
  }
  return null;
}
