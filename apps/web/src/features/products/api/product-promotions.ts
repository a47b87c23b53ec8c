import { type Promotion, promotionsReaching } from '@rota/domain';
import type { ProductListItem } from './product-list-item.ts';

/** Each listed product's promotions running today, by product code; products without any are left out. */
export function promotionsByProduct(
  items: readonly ProductListItem[],
  promotions: readonly Promotion[],
  today: string,
): ReadonlyMap<string, Promotion[]> {
  const out = new Map<string, Promotion[]>();
  if (promotions.length === 0) return out;
  const reaching = promotionsReaching(promotions, today);
  for (const { product } of items) {
    const found = reaching({ code_erp: product.code_erp, category: product.category ?? null });
    if (found.length > 0) out.set(product.code_erp, found);
  }
  return out;
}
