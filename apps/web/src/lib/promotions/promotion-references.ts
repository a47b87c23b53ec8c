import type { PromotionReferences, Sale } from '@rota/domain';
import { readConfig } from '../db/config-db.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { companyPromotions } from './company-promotions.ts';

/**
 * What the promotions of a cart read on the device (docs/domain.md "Promotions"): the company's
 * synced promotions (active, not deleted) and policy, the cart's client and channel codes, and its
 * products' categories and price lists' codes — the same the server reads with the sale.
 */
export async function readPromotionReferences(
  cart: Pick<Sale, 'company_id' | 'client' | 'channel_code_erp' | 'items'>,
): Promise<PromotionReferences> {
  const [promotions, config, products, prices] = await Promise.all([
    myPwaDb.promotions.toArray(),
    readConfig(cart.company_id),
    myPwaDb.products.bulkGet([...new Set(cart.items.map((item) => item.product_uuid))]),
    myPwaDb.productPrices.bulkGet([...new Set(cart.items.map((item) => item.code_erp_product))]),
  ]);
  const categories = new Map<string, string | null>();
  for (const product of products) if (product) categories.set(product.code_erp, product.category ?? null);
  const listCodes = new Map<string, string>();
  for (const record of prices)
    for (const list of record?.lists ?? []) listCodes.set(list.uuid, list.code_erp);
  return {
    promotions: companyPromotions(promotions, cart.company_id),
    policy: config?.promotion_policy ?? 'best',
    clientCode: cart.client?.code_erp ?? null,
    channelCode: cart.channel_code_erp ?? null,
    categoryOf: (code) => categories.get(code) ?? null,
    priceListCodeOf: (uuid) => listCodes.get(uuid) ?? null,
  };
}
