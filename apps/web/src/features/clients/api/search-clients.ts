import { matchesClientSearch } from '@rota/domain';
import type { ClientListItem } from './client-list-item.ts';

/**
 * The listed clients matching a folded query (`clientSearchQuery`) against their stored search
 * text; the whole list when the query is empty. A substring test per row: about 2 ms for 20,000.
 */
export function searchClients(items: readonly ClientListItem[], query: string): readonly ClientListItem[] {
  if (query === '') return items;
  return items.filter((item) => matchesClientSearch(item.search, query));
}
