import { BAKERY_CATEGORIES, type BakeryCategory } from '@rota/domain';
import type { ProductListItem } from './product-list-item.ts';

/**
 * The bakery categories that have at least one listed product, in code order ('01' Pão Francês
 * first): the filter offers only what can show something.
 */
export function presentCategories(items: readonly ProductListItem[]): BakeryCategory[] {
  const present = new Set<string>();
  for (const item of items) if (item.category) present.add(item.category.code);
  return BAKERY_CATEGORIES.filter((category) => present.has(category.code));
}
