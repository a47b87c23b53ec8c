import { formatPercent } from '../format/money.ts';
import { discountPercentOf, itemDiscountNeedsApproval } from '../sale/item-discount.ts';
import type { Sale } from '../sale/sale.schema.ts';
import { discountPolicyOf, type SaleReferences } from '../sale/sale-check.ts';
import type { ApprovalReason } from './sale-approval.schema.ts';

type ApprovedSale = Pick<Sale, 'status' | 'items'>;

/**
 * Why a finished sale must wait for a supervisor (docs/domain.md "Approval"), the same on the
 * device (told before "Finalizar") and on the server (which decides): each line whose discount
 * passes the seller's limit but stays within what a supervisor may approve. A sale the sale check
 * accepts and this answers empty for goes straight to the ERP; a cart not yet finished never waits.
 */
export function saleApprovalReasons(
  sale: ApprovedSale,
  refs: Pick<SaleReferences, 'config' | 'may'>,
): ApprovalReason[] {
  if (sale.status !== 'Finalizado') return [];
  const policy = discountPolicyOf(refs);
  return [...sale.items]
    .sort((a, b) => a.id - b.id)
    .filter((item) => itemDiscountNeedsApproval(item, policy))
    .map((item) => ({
      code: 'discount_above_seller_limit',
      item_id: item.id,
      message: `Item ${item.id} (${item.description}): desconto de ${formatPercent(discountPercentOf(item))} passa do limite de ${formatPercent(policy.maxPercent)} do vendedor`,
    }));
}
