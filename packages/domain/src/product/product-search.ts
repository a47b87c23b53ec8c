import { JoinedTexts, longestWord } from '../text/joined-texts.ts';
import { normalizeText } from '../text/normalize-text.ts';
import type { Product } from './product.schema.ts';

/** The fields a seller finds a product by: its description, its ERP code and its barcode. */
export type SearchableProduct = Pick<Product, 'description' | 'code_erp' | 'barcode'>;

/** Punctuation people type or leave out at will in codes and abbreviations ("P-001", "Refri."). */
const PUNCTUATION = /[.\-/]/g;

/**
 * Between the description and the code: below every printable character, so a description sorts
 * before the longer ones it starts ("Pão Francês" before "Pão Francês Integral").
 */
const CODE_MARK = '\u001e';

/**
 * Where the barcode starts in a stored search text: a control character nobody types, so a
 * word of the query can never straddle it.
 */
const BARCODE_MARK = '\u001f';

/** The shortest barcode (EAN-8): a number this long may be a barcode, a shorter one is not. */
export const MIN_BARCODE_QUERY = 8;

const BARCODE_QUERY = new RegExp(`^\\d{${MIN_BARCODE_QUERY},}$`);

function fold(text: string): string {
  return normalizeText(text).replace(PUNCTUATION, '');
}

/**
 * The text a product is found by, folded once when the row is stored (DESIGN.md "Budgets":
 * normalise once, not per keystroke; 50,000 products): the description first (so the texts sort
 * by it), then the ERP code, without accents, case or punctuation, each behind a mark nobody
 * types, then the barcode behind another that `matchesProductSearch` reads.
 */
export function productSearchText(product: SearchableProduct): string {
  const text = `${fold(product.description)}${CODE_MARK}${fold(product.code_erp)}`;
  return product.barcode ? `${text}${BARCODE_MARK}${product.barcode}` : text;
}

/** The typed query folded the same way as the stored text. */
export function productSearchQuery(typed: string): string {
  return fold(typed);
}

const DIGITS = /^\d+$/;

/**
 * A test of stored search texts against a folded query, the query split once (a search runs it
 * over every product): every word of the query, in any order, found in the description or the
 * code. A word of 8 digits or more (a barcode, typed or scanned) is also looked for anywhere in
 * the barcode; a shorter number only at its start ("7891" finds the barcodes beginning 7891, as
 * a seller reading the first digits off a box expects), or "12" would find every tenth barcode of
 * the catalogue (a 13-digit barcode holds 12 pairs of digits).
 */
export function productSearchMatcher(query: string): (searchText: string) => boolean {
  if (query === '') return () => true;
  const words = query
    .split(' ')
    .map((word) => ({ word, barcode: BARCODE_QUERY.test(word), digits: DIGITS.test(word) }));
  return (searchText) => {
    let barcodeAt = -1;
    for (const { word, barcode, digits } of words) {
      const at = searchText.indexOf(word);
      if (at === -1) return false;
      if (barcode) continue;
      if (barcodeAt === -1) {
        barcodeAt = searchText.indexOf(BARCODE_MARK);
        if (barcodeAt === -1) barcodeAt = searchText.length;
      }
      // `at` is the first occurrence: past the mark, the word is only in the barcode.
      if (at > barcodeAt && !(digits && searchText.startsWith(word, barcodeAt + 1))) return false;
    }
    return true;
  };
}

/**
 * Whether every product `next` finds is among those `previous` finds (both folded queries), so a
 * search may look only through the earlier answer while the seller types on: `next` continues
 * `previous` — every word but the last is a word of `next`, the last the start of one. The one
 * exception: a number that grows to 8 digits becomes a barcode looked for anywhere in it, not
 * only at its start, and may find products the shorter number did not.
 */
export function productSearchNarrows(previous: string, next: string): boolean {
  if (!next.startsWith(previous)) return false;
  const grown = next.split(' ')[previous.split(' ').length - 1] ?? '';
  const last = previous.slice(previous.lastIndexOf(' ') + 1);
  return !(DIGITS.test(last) && !BARCODE_QUERY.test(last) && BARCODE_QUERY.test(grown));
}

/**
 * A list's search texts indexed once (`JoinedTexts`): the rows (indices into the texts, in order)
 * whose text matches a folded query, exactly as `productSearchMatcher` answers for each — the
 * query's longest word looked for in the joined texts, each text it is found in tested against
 * the whole query (for a one-word query, from where the word was found). The first letter a
 * seller types looks through 50,000 products in a millisecond or two.
 */
export class ProductSearchIndex {
  private readonly joined: JoinedTexts;

  constructor(texts: readonly string[]) {
    this.joined = new JoinedTexts(texts);
  }

  find(query: string): number[] {
    const texts = this.joined.texts;
    if (query === '') return texts.map((_, row) => row);
    const { word, alone } = longestWord(query.split(' '));
    if (!alone) {
      const matches = productSearchMatcher(query);
      return this.joined.rowsWith(word, (row) => matches(texts[row] as string));
    }
    const barcode = BARCODE_QUERY.test(word);
    const digits = DIGITS.test(word);
    // `productSearchMatcher`'s test of one word, knowing where it is first found.
    return this.joined.rowsWith(word, (row, at) => {
      if (barcode) return true;
      const text = texts[row] as string;
      const mark = text.indexOf(BARCODE_MARK);
      const barcodeAt = mark === -1 ? text.length : mark;
      return at <= barcodeAt || (digits && text.startsWith(word, barcodeAt + 1));
    });
  }
}

/** Whether one stored search text matches a folded query (`productSearchMatcher`). */
export function matchesProductSearch(searchText: string, query: string): boolean {
  return productSearchMatcher(query)(searchText);
}
