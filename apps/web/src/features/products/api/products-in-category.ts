import type { ProductListItem } from './product-list-item.ts';

/** The products of one bakery category (its code), or all of them for "Todas" (null). */
export function productsInCategory(
  items: readonly ProductListItem[],
  code: string | null,
): readonly ProductListItem[] {
  if (code === null) return items;
  return items.filter((item) => item.category?.code === code);
}
