import { ProductSearchIndex, productSearchMatcher, productSearchNarrows } from '@rota/domain';
import { narrowingSearch, prepareSearch, type SearchRule } from '#lib/search/narrowing-search.ts';
import type { ProductListItem } from './product-list-item.ts';

const rule: SearchRule = {
  matcher: productSearchMatcher,
  narrows: productSearchNarrows,
  index: (texts) => new ProductSearchIndex(texts),
};
const searchText = (item: ProductListItem) => item.search;

/**
 * The products matching a folded query (`productSearchQuery`) against their stored search text;
 * the whole list when the query is empty. The first letters look through the whole list in its
 * index (domain `ProductSearchIndex`: one string search over every text), the next ones through
 * what the query before found (`narrowingSearch`): a keystroke within a frame at 50,000 products
 * (DESIGN.md "Budgets", docs/bench.md).
 */
export function searchProducts(items: readonly ProductListItem[], query: string): readonly ProductListItem[] {
  return narrowingSearch(items, query, searchText, rule);
}

/** Builds the list's index ahead of the first keystroke (about 20 ms for 50,000 products). */
export function prepareProductSearch(items: readonly ProductListItem[]): void {
  prepareSearch(items, searchText, rule);
}
