import { type BakeryCategory, type Promotion, productSearchQuery } from '@rota/domain';
import { useEffect, useMemo } from 'react';
import { useToday } from '#lib/clock/use-today.ts';
import { runWhenIdle } from '#lib/device/run-when-idle.ts';
import { useCompanyPromotions } from '#lib/promotions/index.ts';
import { presentCategories } from '../api/present-categories.ts';
import type { ProductListItem } from '../api/product-list-item.ts';
import { promotionsByProduct } from '../api/product-promotions.ts';
import { productsInCategory } from '../api/products-in-category.ts';
import { prepareProductSearch, searchProducts } from '../api/search-products.ts';
import { useProductData } from './use-product-data.ts';
import { type ProductFilterActions, type ProductFilters, useProductFilters } from './use-product-filters.ts';

/** Why the list is empty, for the screen to say so in pt-BR. */
export type ProductEmptyReason = 'first-sync' | 'none' | 'category' | 'search' | 'promotions';

export interface ProductList {
  /** Undefined until the table was read. */
  shown: readonly ProductListItem[] | undefined;
  /** Every listed product (active, the company's), whatever the filters. */
  all: readonly ProductListItem[] | undefined;
  /** The categories with at least one product, for the filter. */
  categories: readonly BakeryCategory[];
  /** Each product's promotions running today, by code (the rows' badges and the sheet). */
  promotionsOf: ReadonlyMap<string, Promotion[]>;
  emptyReason: ProductEmptyReason | null;
  filters: ProductFilters;
  actions: ProductFilterActions;
}

/**
 * The products screen: the company's active products (§5), narrowed to a category (and to those
 * a promotion reaches today with "Promoções"), then searched
 * over their stored search texts — each memoised apart, so a keystroke re-runs the search alone
 * (DESIGN.md "Budgets": within a frame at 50,000 products). Not deferred: the search answers from
 * an index of the list or from the answer before (`searchProducts`, 1–2 ms) and the list repaints
 * a dozen rows (as the clients screen, docs/bench.md).
 */
export function useProductList(): ProductList {
  const data = useProductData();
  const [filters, actions] = useProductFilters();
  const items = data?.items;
  const categories = useMemo(() => (items ? presentCategories(items) : []), [items]);
  // A category no product has any more (or a stale stored one) shows everything.
  const category = categories.some((entry) => entry.code === filters.category) ? filters.category : null;
  const today = useToday();
  const promotions = useCompanyPromotions();
  const promotionsOf = useMemo(
    () =>
      items && promotions ? promotionsByProduct(items, promotions, today) : new Map<string, Promotion[]>(),
    [items, promotions, today],
  );
  const promoted = filters.promoted;
  const inCategory = useMemo(() => {
    const found = items ? productsInCategory(items, category) : undefined;
    return promoted ? found?.filter((item) => promotionsOf.has(item.product.code_erp)) : found;
  }, [items, category, promoted, promotionsOf]);
  // The search's index of the list is built while the seller looks at it, not at the first letter.
  useEffect(
    () => (inCategory ? runWhenIdle(() => prepareProductSearch(inCategory), 2_000) : undefined),
    [inCategory],
  );
  const query = productSearchQuery(filters.query);
  const shown = useMemo(() => inCategory && searchProducts(inCategory, query), [inCategory, query]);

  let emptyReason: ProductEmptyReason | null = null;
  if (data && shown?.length === 0) {
    if (!data.anyStored && !data.firstSyncDone) emptyReason = 'first-sync';
    else if (query !== '') emptyReason = 'search';
    else if (promoted) emptyReason = 'promotions';
    else if (category !== null) emptyReason = 'category';
    else emptyReason = 'none';
  }

  const shownFilters = useMemo(
    () => ({ query: filters.query, category, promoted }),
    [filters.query, category, promoted],
  );
  return { shown, all: items, categories, promotionsOf, emptyReason, filters: shownFilters, actions };
}
