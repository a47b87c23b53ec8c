import { describeRepeatChange, type MixGapProduct, mixGapCartItem, type NewItem } from '@rota/domain';
import { myPwaDb, type ProductRow } from '#lib/db/my-pwa-db.ts';

/**
 * A mix gap product as a new cart line (domain `mixGapCartItem`): the stored product and its price
 * lists read from the device, priced for `now` like "Repetir pedido"; null when the product is no
 * longer sold, and what changed since the last purchase in pt-BR.
 */
export async function mixGapLine(
  gap: MixGapProduct,
  companyId: number,
  allowedPriceLists: readonly string[],
  now: Date,
): Promise<{ item: NewItem | null; notes: string[] }> {
  const [product, prices] = await Promise.all([
    myPwaDb.products.get(gap.product_uuid),
    myPwaDb.productPrices.get(gap.code_erp_product),
  ]);
  const mine: ProductRow | undefined = product?.company_id === companyId ? product : undefined;
  const { item, changes } = mixGapCartItem(gap, {
    products: new Map(mine ? [[mine.uuid, mine]] : []),
    priceListsOf: (code) => (prices && prices.code_erp_product === code ? prices.lists : []),
    allowedPriceLists,
    now,
    newUuid: () => crypto.randomUUID(),
  });
  return { item, notes: changes.map(describeRepeatChange) };
}
