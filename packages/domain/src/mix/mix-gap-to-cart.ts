import type { NewItem } from '../sale/cart.ts';
import { type RepeatChange, type RepeatOrderContext, repeatOrder } from '../sale/repeat-order.ts';
import type { MixGapProduct } from './client-mix-gap.ts';

/**
 * A mix gap product as a cart line (docs/domain.md "Mix gap"): the last quantity the client took,
 * priced today the way "Repetir pedido" prices a past line (`repeatOrder`: the same list when it
 * is still offered, otherwise the product's price; no discount copied; an inactive or missing
 * product gives no line). Each difference from the last purchase comes back to tell the seller.
 */
export function mixGapCartItem(
  gap: MixGapProduct,
  context: RepeatOrderContext,
): { item: NewItem | null; changes: RepeatChange[] } {
  const { items, changes } = repeatOrder(
    [
      {
        uuid: context.newUuid(),
        id: 1,
        product_uuid: gap.product_uuid,
        code_erp_product: gap.code_erp_product,
        description: gap.description,
        unit: gap.unit,
        quantity: gap.lastQuantity,
        unit_price: gap.lastUnitPrice,
        discount: gap.lastDiscount,
        price_list_uuid: gap.lastPriceListUuid,
      },
    ],
    context,
  );
  return { item: items[0] ?? null, changes };
}
