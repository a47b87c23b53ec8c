/**
 * The products the demo's promotions reach (apps/server/src/seed/demo-promotions.ts), read from
 * what the device stored: specs that check a price to the centavo pick products none reaches, so
 * a promotion running on the day they run cannot move their totals.
 */
import type { Promotion } from '@rota/domain';
import type { Page } from 'playwright-core';
import { readStore } from './device-store.ts';

export async function promotedProductCodes(page: Page): Promise<Set<string>> {
  const [promotions, products] = await Promise.all([
    readStore<Promotion>(page, 'promotions'),
    readStore<{ code_erp: string; category: string | null }>(page, 'products'),
  ]);
  const codes = new Set<string>();
  for (const promotion of promotions) {
    for (const code of promotion.products) codes.add(code);
    for (const item of promotion.kit_items ?? []) codes.add(item.code_erp_product);
    for (const product of products)
      if (product.category !== null && promotion.categories.includes(product.category))
        codes.add(product.code_erp);
  }
  return codes;
}
