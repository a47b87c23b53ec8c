import { useEffect } from 'react';
import { warmProductRows } from '../api/warm-product-rows.ts';

/**
 * Reads the products ahead, once the seller area is idle (`warmProductRows`): the seller area's
 * layout calls it, so Produtos opens with its rows already in memory.
 */
export function useWarmProductRows(): void {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warmProductRows, { timeout: 1_000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warmProductRows, 1_000);
    return () => clearTimeout(id);
  }, []);
}
