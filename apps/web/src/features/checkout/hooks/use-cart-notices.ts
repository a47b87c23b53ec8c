import {
  type CompanyConfig,
  cartTotals,
  creditIssues,
  orderMinimumMessages,
  orderMinimumShortfall,
  type Sale,
  saleApprovalReasons,
  stockMessages,
  stockShortfalls,
} from '@rota/domain';
import { useMemo } from 'react';
import { useNow } from '#lib/clock/use-now.ts';
import { approvalReferencesAt, useApprovalReferences } from './use-approval-references.ts';
import type { CheckoutPermissions } from './use-checkout-session.ts';
import type { SaleOptions } from './use-sale-options.ts';

/** A cart line's stock as the seller reads it under the line. */
export interface LineStock {
  /** "Estoque: 90 UN (120 UN − 30 UN reservados neste aparelho) · há 2 h". */
  text: string;
  /** The order asks more of the product than this (its lines summed). */
  short: boolean;
}

/** What the seller is told before "Finalizar", each list empty when there is nothing to say. */
export interface CartNotices {
  /** Why the sale will wait for a supervisor (the server decides with the same rule). */
  approvalReasons: string[];
  /** Credit the company only warns about. */
  creditWarnings: string[];
  /** Products the order asks more of than the stock known, when the company only warns. */
  stockWarnings: string[];
  /** What the payments' conditions and the company still miss of their minimum order. */
  minimumShortfall: string | null;
  /** Each line's product stock by product uuid; absent: the ERP sends none for it. */
  lineStock: ReadonlyMap<string, LineStock>;
}

const MINUTE_MS = 60_000;

/**
 * The cart's notices from the same domain rules the server runs (docs/domain.md "Approval",
 * "Credit", "Stock", "Order minimums"), with what the device has synced. The stock's age turns
 * over with the clock's minutes.
 */
export function useCartNotices(
  cart: Sale | undefined,
  config: CompanyConfig | undefined,
  options: SaleOptions | undefined,
  may: CheckoutPermissions,
): CartNotices | undefined {
  const refs = useApprovalReferences(cart);
  const now = useNow(MINUTE_MS);
  return useMemo(() => {
    if (!cart || !config || !options || !refs) return undefined;
    const totals = cartTotals(cart);
    const approvalReasons = saleApprovalReasons(
      { ...cart, status: 'Finalizado' },
      {
        config,
        may: { editUnitPrice: may.editUnitPrice, discount: may.discount },
        ...approvalReferencesAt(refs, now),
      },
    ).map((reason) => reason.message);
    // A company that only warns still shows the seller the figures before "Finalizar".
    const creditWarnings =
      config.credit_policy === 'warn' && refs.credit
        ? creditIssues(refs.credit, totals.net).map((issue) => issue.message)
        : [];
    const shortfalls = stockShortfalls(cart.items, refs.stockByProduct);
    const stockWarnings =
      config.stock_policy === 'warn'
        ? shortfalls.map((shortfall) => stockMessages.short(shortfall, 'device', now))
        : [];
    const short = new Set(shortfalls.map((shortfall) => shortfall.product_uuid));
    const lineStock = new Map<string, LineStock>();
    for (const item of cart.items) {
      const figures = refs.stockByProduct.get(item.product_uuid);
      if (figures && !lineStock.has(item.product_uuid))
        lineStock.set(item.product_uuid, {
          text: stockMessages.figures(figures, item.unit, 'device', now),
          short: short.has(item.product_uuid),
        });
    }
    const conditions = cart.payments.map(
      (payment) =>
        options.conditions.find((row) => row.id === payment.condition_payment_id) ?? {
          description: payment.conditionPayment.description,
        },
    );
    const minimum = orderMinimumShortfall(totals.net, conditions, config.min_order_value);
    return {
      approvalReasons,
      creditWarnings,
      stockWarnings,
      minimumShortfall: minimum ? orderMinimumMessages.shortfall(minimum) : null,
      lineStock,
    };
  }, [cart, config, options, refs, may, now]);
}
