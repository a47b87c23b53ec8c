import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';

export interface ProductFilters {
  /** What was typed in the search box, as typed. */
  query: string;
  /** The bakery category chosen (its code), or null for "Todas". */
  category: string | null;
}

export interface ProductFilterActions {
  setQuery: (query: string) => void;
  setCategory: (category: string | null) => void;
}

const STORAGE_KEY = 'rota.products.filters';

const storedSchema = z.object({
  query: z.string().max(200),
  category: z
    .string()
    .regex(/^\d{2}$/)
    .nullable(),
});

/** The filters as the seller left them in this tab; anything unreadable counts as nothing. */
function initialFilters(): ProductFilters {
  try {
    const stored = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'));
    return stored.success ? stored.data : { query: '', category: null };
  } catch {
    return { query: '', category: null };
  }
}

/**
 * The search and the category of the products screen, kept in sessionStorage while the tab
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
  const actions = useMemo(() => ({ setQuery: update('query'), setCategory: update('category') }), [update]);
  return [filters, actions];
}
