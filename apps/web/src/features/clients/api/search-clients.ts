import { ClientSearchIndex, clientSearchMatcher, clientSearchNarrows } from '@rota/domain';
import { narrowingSearch, prepareSearch, type SearchRule } from '#lib/search/narrowing-search.ts';
import type { ClientListItem } from './client-list-item.ts';

const rule: SearchRule = {
  matcher: clientSearchMatcher,
  narrows: clientSearchNarrows,
  index: (texts) => new ClientSearchIndex(texts),
};
const searchText = (item: ClientListItem) => item.search;

/**
 * The listed clients matching a folded query (`clientSearchQuery`) against their stored search
 * text; the whole list when the query is empty. The first letters look through the whole wallet
 * in its index (domain `ClientSearchIndex`), the next ones through what the query before found
 * (`narrowingSearch`): within a frame at 20,000 clients (docs/bench.md).
 */
export function searchClients(items: readonly ClientListItem[], query: string): readonly ClientListItem[] {
  return narrowingSearch(items, query, searchText, rule);
}

/** Builds the wallet's index ahead of the first keystroke. */
export function prepareClientSearch(items: readonly ClientListItem[]): void {
  prepareSearch(items, searchText, rule);
}
