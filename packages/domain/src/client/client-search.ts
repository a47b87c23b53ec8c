import { JoinedTexts, longestWord } from '../text/joined-texts.ts';
import { normalizeText } from '../text/normalize-text.ts';
import type { Client } from './client.schema.ts';

/** The fields a seller searches a client by (§ clients list): names, document, ERP code, city. */
export type SearchableClient = Pick<Client, 'name' | 'fantasy_name' | 'document' | 'code_erp' | 'state'>;

/** The punctuation of masks (CPF, CNPJ, CEP, codes) that people type or leave out at will. */
const MASK_PUNCTUATION = /[.\-/]/g;

function fold(text: string): string {
  return normalizeText(text).replace(MASK_PUNCTUATION, '');
}

/**
 * The text a client is found by, folded once when the row is stored (DESIGN.md "Budgets":
 * normalise once, not per keystroke): names, ERP code, city and UF without accents, case or mask
 * punctuation, so "12.345.678/0001-90" and "12345678000190" both find the same CNPJ.
 */
export function clientSearchText(client: SearchableClient, cityTitle: string | null): string {
  return fold(
    [client.name, client.fantasy_name, client.code_erp, cityTitle, client.state, client.document]
      .filter((part): part is string => Boolean(part))
      .join(' | '),
  );
}

/** The typed query folded the same way as the stored text. */
export function clientSearchQuery(typed: string): string {
  return fold(typed);
}

/**
 * A test of stored search texts against a folded query, the query split once (a search runs it
 * over every client of the wallet): every word of the query, in any order.
 */
export function clientSearchMatcher(query: string): (searchText: string) => boolean {
  const words = query.split(' ').filter((word) => word !== '');
  if (words.length === 0) return () => true;
  if (words.length === 1) {
    const [word] = words as [string];
    return (searchText) => searchText.includes(word);
  }
  return (searchText) => words.every((word) => searchText.includes(word));
}

/**
 * A list's search texts indexed once (`JoinedTexts`): the rows (indices into the texts, in order)
 * whose text matches a folded query, exactly as `clientSearchMatcher` answers — the query's
 * longest word looked for in the joined texts, the other words tested in the texts it is in.
 */
export class ClientSearchIndex {
  private readonly joined: JoinedTexts;

  constructor(texts: readonly string[]) {
    this.joined = new JoinedTexts(texts);
  }

  find(query: string): number[] {
    const texts = this.joined.texts;
    const { word, alone } = longestWord(query.split(' '));
    if (word === '') return texts.map((_, row) => row);
    if (alone) return this.joined.rowsWith(word, () => true);
    const matches = clientSearchMatcher(query);
    return this.joined.rowsWith(word, (row) => matches(texts[row] as string));
  }
}

/**
 * Whether every client `next` finds is among those `previous` finds (both folded queries): `next`
 * continues `previous`, so each word of `previous` is in `next` or starts one of its words, and a
 * text holding the longer word holds the shorter. A search may then look only through the
 * earlier answer while the seller types on.
 */
export function clientSearchNarrows(previous: string, next: string): boolean {
  return next.startsWith(previous);
}

/** Whether a stored search text matches a folded query (every word of it, in any order). */
export function matchesClientSearch(searchText: string, query: string): boolean {
  return clientSearchMatcher(query)(searchText);
}
