import { type ClientCredit, creditIssues } from '../credit/client-credit.ts';
import { formatPercent } from '../format/money.ts';
import { explainedDiscounts, withOwnDiscount } from '../promotions/sale-promotions.ts';
import { cartTotals } from '../sale/cart-totals.ts';
import { discountPercentOf, itemDiscountNeedsApproval } from '../sale/item-discount.ts';
import { finalUnitPriceOf, isBelowMinimumPrice, minimumPriceMessages } from '../sale/minimum-price.ts';
import type { Sale } from '../sale/sale.schema.ts';
import { discountPolicyOf, type SaleReferences } from '../sale/sale-check.ts';
import { type StockReferences, stockMessages, stockShortfalls } from '../stock/stock-check.ts';
import type { ApprovalReason } from './sale-approval.schema.ts';

type ApprovedSale = Pick<Sale, 'status' | 'items' | 'payments'> &
  Partial<Pick<Sale, 'competence_at' | 'created_at'>>;

/** What the reasons read beyond the discount rule; each part absent checks nothing. */
export type ApprovalReferences = Pick<SaleReferences, 'config' | 'may'> &
  Partial<Pick<SaleReferences, 'promotions' | 'now'>> & {
    /** Each product's minimum price by uuid (`min_price`; null: none). */
    products?: ReadonlyMap<string, { min_price?: number | null }>;
    /** The client's credit with what it owes before this order; null: not known (no client). */
    credit?: ClientCredit | null;
    /** Each product's stock as the caller knows it; absent: stock not checked. */
    stock?: StockReferences;
  };

/**
 * Why a finished sale must wait for a supervisor (docs/domain.md "Approval"), the same on the
 * device (told before "Finalizar") and on the server (which decides):
 * - each line whose discount passes the seller's limit but stays within what a supervisor may
 *   approve, and each line sold below its product's minimum price (`isBelowMinimumPrice`);
 * - with the company's stock policy `approve`, each product the order asks more of than the
 *   stock known (`stockShortfalls`, with the figures and their age);
 * - with the company's credit policy `approve`, a blocked client and an order that takes the
 *   client over its credit limit (`creditIssues`, with the figures).
 * A sale the sale check accepts and this answers empty for goes straight to the ERP; a cart not
 * yet finished never waits.
 */
export function saleApprovalReasons(sale: ApprovedSale, refs: ApprovalReferences): ApprovalReason[] {
  if (sale.status !== 'Finalizado') return [];
  const policy = discountPolicyOf(refs);
  const reasons: ApprovalReason[] = [];
  // A promotion's part of a discount is the company's: only the seller's own part waits.
  const explained = explainedDiscounts(sale, refs.promotions, refs.now ?? new Date());
  for (const sold of [...sale.items].sort((a, b) => a.id - b.id)) {
    const item = withOwnDiscount(sold, explained);
    const line = `Item ${item.id} (${item.description})`;
    if (itemDiscountNeedsApproval(item, policy))
      reasons.push({
        code: 'discount_above_seller_limit',
        item_id: item.id,
        message: `${line}: desconto de ${formatPercent(discountPercentOf(item))} passa do limite de ${formatPercent(policy.maxPercent)} do vendedor`,
      });
    const minPrice = refs.products?.get(item.product_uuid)?.min_price;
    if (minPrice != null && isBelowMinimumPrice(item, minPrice))
      reasons.push({
        code: 'price_below_minimum',
        item_id: item.id,
        message: `${line}: ${minimumPriceMessages.below(finalUnitPriceOf(item), minPrice)}`,
      });
  }
  if (refs.stock && refs.config.stock_policy === 'approve')
    for (const shortfall of stockShortfalls(sale.items, refs.stock.byProduct))
      reasons.push({
        code: 'stock_short',
        item_id: shortfall.item_id,
        message: stockMessages.short(shortfall, refs.stock.scope, refs.stock.now),
      });
  if (refs.credit && refs.config.credit_policy === 'approve')
    for (const issue of creditIssues(refs.credit, cartTotals(sale).net))
      reasons.push({ code: issue.code, item_id: null, message: issue.message });
  return reasons;
}
