import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';

export interface ProductFilters {
  /** What was typed in the search box, as typed. */
  query: string;
  /** The bakery category chosen (its code), or null for "Todas". */
  category: string | null;
  /** Only the products a promotion reaches today ("Promoções"). */
  promoted: boolean;
}

export interface ProductFilterActions {
  setQuery: (query: string) => void;
  setCategory: (category: string | null) => void;
  setPromoted: (promoted: boolean) => void;
}

const STORAGE_KEY = 'rota.products.filters';

const storedSchema = z.object({
  query: z.string().max(200),
  category: z
    .string()
    .regex(/^\d{2}$/)
    .nullable(),
  promoted: z.boolean().default(false),
});

const NO_FILTERS: ProductFilters = { query: '', category: null, promoted: false };

/** The filters as the seller left them in this tab; anything unreadable counts as nothing. */
function initialFilters(): ProductFilters {
  try {
    const stored = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'));
    return stored.success ? stored.data : NO_FILTERS;
  } catch {
    return NO_FILTERS;
  }
}

/**
 * The search, the category and "Promoções" of the products screen, kept in sessionStorage while the tab
 * lives: opening a product and coming back, or going to a client and back, keeps them.
 */
export function useProductFilters(): [ProductFilters, ProductFilterActions] {
  const [filters, setFilters] = useState(initialFilters);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(filters));
    } catch {
      // Private mode or a full quota: the filters just do not survive the visit.
    }
  }, [filters]);

  const update = useCallback(
    <K extends keyof ProductFilters>(key: K) =>
      (value: ProductFilters[K]) =>
        setFilters((current) => ({ ...current, [key]: value })),
    [],
  );
  const actions = useMemo(
    () => ({ setQuery: update('query'), setCategory: update('category'), setPromoted: update('promoted') }),
    [update],
  );
  return [filters, actions];
}
