import { useEffect } from 'react';
import { warmClientRows } from '../api/warm-client-rows.ts';

/**
 * Reads the clients ahead, once the seller area is idle (`warmClientRows`): the seller area's
 * layout calls it, so Clientes opens with its rows already in memory.
 */
export function useWarmClientRows(): void {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warmClientRows, { timeout: 1_000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warmClientRows, 1_000);
    return () => clearTimeout(id);
  }, []);
}
