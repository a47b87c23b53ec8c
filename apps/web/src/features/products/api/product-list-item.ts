import { type BakeryCategory, isActive, productSearchText } from '@rota/domain';
import type { ProductRow } from '#lib/db/my-pwa-db.ts';
import { categoryByCode } from './category-by-code.ts';

/** A product as the products screen lists it: the row, its stored search text and its category. */
export interface ProductListItem {
  product: ProductRow;
  /** Folded description, code and barcode (`ProductRow.search`). */
  search: string;
  category: BakeryCategory | null;
}

/**
 * The company's active products of `MyPWA_DB.products` (§5: products are listed only while
 * active), ready to list in the order of their folded description (the stored search text starts
 * with it: a plain string comparison, no collation). Built once per change of the table, never
 * per keystroke (DESIGN.md "Budgets"). A row stored before search texts existed is folded here.
 */
export function productListItems(products: readonly ProductRow[], companyId: number): ProductListItem[] {
  const items: ProductListItem[] = [];
  for (const product of products) {
    if (product.company_id !== companyId || !isActive(product)) continue;
    items.push({
      product,
      search: product.search ?? productSearchText(product),
      category: categoryByCode(product.category),
    });
  }
  return items.sort((a, b) => (a.search < b.search ? -1 : a.search > b.search ? 1 : 0));
}
