import { productSearchMatcher, productSearchQuery, productSearchText } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useMemo, useState } from 'react';
import { myPwaDb, type ProductRow } from '#lib/db/my-pwa-db.ts';

/** How many matches the picker shows: the seller refines the search past that. */
export const PRODUCT_MATCHES_SHOWN = 30;

export interface ProductMatches {
  shown: ProductRow[];
  /** Matches beyond those shown. */
  more: number;
}

/**
 * The company's active products (§5) matching what the seller typed, by description, code or
 * barcode (domain `productSearchMatcher` over the search text folded at sync). The table is read
 * at the first keystroke and kept live; nothing is listed before the seller types.
 */
export function useProductSearch(typed: string, companyId: number | null): ProductMatches | undefined {
  const query = productSearchQuery(useDeferredValue(typed));
  // Read when the seller first types, not when the cart opens: IndexedDB answers one connection's
  // reads in turn, and a large catalogue would hold back the cart's own.
  const wanted = query !== '';
  const [asked, setAsked] = useState(wanted);
  if (wanted && !asked) setAsked(true);
  const products = useLiveQuery(async () => (asked ? myPwaDb.products.toArray() : []), [asked]);
  const active = useMemo(
    () => products?.filter((product) => product.company_id === companyId && product.inative === 0),
    [products, companyId],
  );
  return useMemo(() => {
    if (!active) return undefined;
    if (query === '') return { shown: [], more: 0 };
    const matches = productSearchMatcher(query);
    const found = active.filter((product) => matches(product.search ?? productSearchText(product)));
    found.sort((a, b) => a.description.localeCompare(b.description, 'pt-BR'));
    return {
      shown: found.slice(0, PRODUCT_MATCHES_SHOWN),
      more: Math.max(0, found.length - PRODUCT_MATCHES_SHOWN),
    };
  }, [active, query]);
}
