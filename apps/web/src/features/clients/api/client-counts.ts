import type { ClientListItem } from './client-list-item.ts';

/** "142 clientes · 9 com atraso": the counters of what is on screen. */
export function clientCounts(items: readonly ClientListItem[]): { clients: number; overdue: number } {
  let overdue = 0;
  for (const item of items) if (item.overdue) overdue += 1;
  return { clients: items.length, overdue };
}
