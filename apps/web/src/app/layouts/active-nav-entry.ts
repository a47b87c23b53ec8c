import type { RouteName } from '#lib/routes/index.ts';
import type { NavigationEntry } from './area-navigation.ts';

/**
 * The one menu entry to highlight for the screen on display: the entry of that very route, or
 * else the entry its name starts with (`clients.update` → `clients`, `sales.items` → `sales`).
 * A screen outside the menu highlights nothing — never two entries, never "Início" everywhere.
 */
export function activeNavEntry(
  entries: readonly NavigationEntry[],
  current: RouteName | undefined,
): RouteName | null {
  if (!current) return null;
  if (entries.some((entry) => entry.name === current)) return current;
  const parent = current.split('.')[0];
  return entries.find((entry) => entry.name === parent)?.name ?? null;
}
