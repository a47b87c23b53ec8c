import { useEffect } from 'react';
import { runWhenIdle } from '#lib/device/run-when-idle.ts';
import { warmProductRows } from '../api/warm-product-rows.ts';

/**
 * Reads the products ahead, once the seller area is idle (`warmProductRows`): the seller area's
 * layout calls it, so Produtos opens with its rows already in memory.
 */
export function useWarmProductRows(): void {
  useEffect(() => runWhenIdle(warmProductRows, 1_000), []);
}
