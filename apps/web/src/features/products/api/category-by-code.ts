import { BAKERY_CATEGORIES, type BakeryCategory } from '@rota/domain';

const BY_CODE = new Map(BAKERY_CATEGORIES.map((category) => [category.code, category]));

/**
 * The bakery category of a product's `category` code ('01'..'50', §9), or null when it has none.
 * A map, not the domain's `bakeryCategory` (a search over the 50): 50,000 products are prepared
 * at once.
 */
export function categoryByCode(code: string | null): BakeryCategory | null {
  return code === null ? null : (BY_CODE.get(code) ?? null);
}
