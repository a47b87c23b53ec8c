import { useEffect } from 'react';
import { runWhenIdle } from '#lib/device/run-when-idle.ts';
import { warmClientRows } from '../api/warm-client-rows.ts';

/**
 * Reads the clients ahead, once the seller area is idle (`warmClientRows`): the seller area's
 * layout calls it, so Clientes opens with its rows already in memory.
 */
export function useWarmClientRows(): void {
  useEffect(() => runWhenIdle(warmClientRows, 1_000), []);
}
