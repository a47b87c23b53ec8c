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

/** Whether a stored search text matches a folded query (every word of it, in any order). */
export function matchesClientSearch(searchText: string, query: string): boolean {
  if (query === '') return true;
  return query.split(' ').every((word) => searchText.includes(word));
}
