import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchesProductSearch,
  ProductSearchIndex,
  productSearchMatcher,
  productSearchNarrows,
  productSearchQuery,
  productSearchText,
  type SearchableProduct,
} from './product-search.ts';

const paoFrances: SearchableProduct = {
  description: 'Pão Francês Tradicional 50g',
  code_erp: 'PF-0001',
  barcode: '7891234567895',
};
const text = productSearchText(paoFrances);
const finds = (typed: string, stored = text) => matchesProductSearch(stored, productSearchQuery(typed));

describe('product search (folded once, matched per keystroke)', () => {
  it('finds by description without accents or case, any words in any order', () => {
    expect(finds('pao frances')).toBe(true);
    expect(finds('FRANCÊS pão')).toBe(true);
    expect(finds('trad 50g')).toBe(true);
    expect(finds('pão de queijo')).toBe(false);
  });

  it('finds by ERP code with or without its punctuation', () => {
    expect(finds('PF-0001')).toBe(true);
    expect(finds('pf0001')).toBe(true);
    expect(finds('0001')).toBe(true);
    expect(finds('pf-0002')).toBe(false);
  });

  it('finds by the full barcode, and by 8 digits of it or more', () => {
    expect(finds('7891234567895')).toBe(true);
    expect(finds(' 7891234567895 ')).toBe(true);
    expect(finds('78912345')).toBe(true);
    expect(finds('7891234567896')).toBe(false);
  });

  it('finds by the first digits of the barcode, never by a short number inside it', () => {
    // Issue 25: a seller types the first digits read off a box ("7891") and expects the product.
    expect(finds('7891')).toBe(true);
    expect(finds('789')).toBe(true);
    expect(finds('7891 pao')).toBe(true);
    expect(finds('7892')).toBe(false);
    expect(finds('4567')).toBe(false);
    expect(finds('895')).toBe(false);
    // …but the same number in the description or code still finds it.
    expect(finds('0001 789', productSearchText({ ...paoFrances, description: 'Pão 789' }))).toBe(true);
    expect(finds('50')).toBe(true);
  });

  it('keeps products without a barcode searchable, and matches everything for an empty query', () => {
    const semCodigo = productSearchText({ ...paoFrances, barcode: null });
    expect(finds('pao', semCodigo)).toBe(true);
    expect(finds('7891234567895', semCodigo)).toBe(false);
    expect(finds('   ')).toBe(true);
  });

  it('starts with the folded description, so texts sort by description', () => {
    expect(text.startsWith('pao frances tradicional 50g')).toBe(true);
    const names = ['Água Mineral', 'Bolo de Cenoura Grande', 'açúcar', 'Broa', 'Bolo de Cenoura'];
    const sorted = names
      .map((description) => productSearchText({ description, code_erp: 'X', barcode: null }))
      .sort();
    expect(sorted.map((stored) => stored.split('\u001e')[0])).toEqual([
      'acucar',
      'agua mineral',
      'bolo de cenoura',
      'bolo de cenoura grande',
      'broa',
    ]);
  });

  const word = fc.stringMatching(/^[a-zà-ú]{1,8}$/);
  const product = fc.record({
    description: fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' ')),
    code_erp: fc.stringMatching(/^[A-Z]{1,3}-?\d{1,5}$/),
    barcode: fc.option(fc.stringMatching(/^\d{8,14}$/), { nil: null }),
  });

  it('property: every word of the description, the code and the whole barcode find their product', () => {
    fc.assert(
      fc.property(product, (item) => {
        const stored = productSearchText(item);
        for (const part of item.description.split(' ')) expect(finds(part.toUpperCase(), stored)).toBe(true);
        expect(finds(item.code_erp, stored)).toBe(true);
        if (item.barcode) expect(finds(item.barcode, stored)).toBe(true);
      }),
    );
  });

  it('property: a number under 8 digits finds a product through its description, its code or the start of its barcode', () => {
    fc.assert(
      fc.property(product, fc.stringMatching(/^\d{1,7}$/), (item, typed) => {
        const withBarcode = productSearchText(item);
        const without = productSearchText({ ...item, barcode: null });
        const barcodeStart = item.barcode?.startsWith(typed) ?? false;
        expect(finds(typed, withBarcode)).toBe(finds(typed, without) || barcodeStart);
      }),
    );
  });

  it('property: the first digits of a product’s barcode always find it', () => {
    fc.assert(
      fc.property(product, fc.integer({ min: 1, max: 13 }), (item, length) => {
        fc.pre(item.barcode !== null);
        expect(finds(item.barcode?.slice(0, length) ?? '', productSearchText(item))).toBe(true);
      }),
    );
  });

  it('a query typed on narrows the one before, except a number grown to a barcode', () => {
    expect(productSearchNarrows('pao', 'pao ')).toBe(true);
    expect(productSearchNarrows('pao de', 'pao de q')).toBe(true);
    expect(productSearchNarrows('pao de q', 'pao de')).toBe(false);
    expect(productSearchNarrows('7891234', '78912345')).toBe(false);
    expect(productSearchNarrows('78912345', '789123456')).toBe(true);
    expect(productSearchNarrows('pao 1234567', 'pao 12345678')).toBe(false);
    expect(productSearchNarrows('1234567', '1234567 pao')).toBe(true);
    // The case the exception is for: 8 digits from the middle of a barcode the 7 did not start.
    const middle = productSearchText({ description: 'Queijo', code_erp: 'Q1', barcode: '9912345678000' });
    expect(matchesProductSearch(middle, '1234567')).toBe(false);
    expect(matchesProductSearch(middle, '12345678')).toBe(true);
  });

  it('property: whatever a narrowing query finds, the query before it found too', () => {
    const product = fc.record({
      description: fc.stringMatching(/^[a-z0-9 ]{1,20}$/),
      code_erp: fc.stringMatching(/^[A-Z0-9-]{1,6}$/),
      barcode: fc.option(fc.stringMatching(/^[0-9]{8,13}$/), { nil: null }),
    });
    const typed = fc.stringMatching(/^[a-z0-9 ]{0,12}$/);
    // Often a number read off the middle of a stored barcode, then its next digits: the case a
    // wrong narrowing gets wrong.
    const catalogue = fc.array(product, { minLength: 1, maxLength: 40 }).chain((products) => {
      const barcodes = products.flatMap((one) => (one.barcode ? [one.barcode] : []));
      const read = fc
        .tuple(
          fc.constantFrom(...(barcodes.length > 0 ? barcodes : ['0000000000'])),
          fc.nat(6),
          fc.integer({ min: 1, max: 8 }),
        )
        .map(
          ([barcode, from, length]) =>
            [barcode.slice(from, from + length), barcode.slice(from + length)] as const,
        );
      return fc.tuple(fc.constant(products), fc.oneof(fc.tuple(typed, typed), read));
    });
    fc.assert(
      fc.property(catalogue, ([products, [start, more]]) => {
        const texts = products.map(productSearchText);
        const previous = productSearchQuery(start);
        const next = productSearchQuery(start + more);
        if (!productSearchNarrows(previous, next)) return;
        const before = new Set(texts.filter(productSearchMatcher(previous)));
        expect(texts.filter(productSearchMatcher(next)).every((found) => before.has(found))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('property: the index of a list finds exactly the rows the matcher finds, in order', () => {
    const product = fc.record({
      description: fc.stringMatching(/^[a-z0-9 ]{0,16}$/),
      code_erp: fc.stringMatching(/^[A-Z0-9-]{1,5}$/),
      barcode: fc.option(fc.stringMatching(/^[0-9]{8,13}$/), { nil: null }),
    });
    const query = fc.oneof(
      fc.stringMatching(/^[a-z0-9 ]{0,10}$/),
      fc.stringMatching(/^[0-9]{1,10}$/),
      fc.constantFrom('', ' ', 'a  b', '0'),
    );
    fc.assert(
      fc.property(fc.array(product, { maxLength: 40 }), query, (products, typed) => {
        const texts = products.map(productSearchText);
        const folded = productSearchQuery(typed);
        const matches = productSearchMatcher(folded);
        const expected = texts.flatMap((text, row) => (matches(text) ? [row] : []));
        expect(new ProductSearchIndex(texts).find(folded)).toEqual(expected);
        expect(new ProductSearchIndex(texts).find(typed)).toEqual(
          texts.flatMap((text, row) => (productSearchMatcher(typed)(text) ? [row] : [])),
        );
      }),
      { numRuns: 3_000 },
    );
    const catalogue = [paoFrances, { description: 'Queijo', code_erp: 'Q1', barcode: '9912345678000' }].map(
      productSearchText,
    );
    expect(new ProductSearchIndex(catalogue).find('7891234')).toEqual([0]);
    expect(new ProductSearchIndex(catalogue).find('1234567')).toEqual([]);
    expect(new ProductSearchIndex(catalogue).find('12345678')).toEqual([0, 1]);
    expect(new ProductSearchIndex(catalogue).find('pao 50g')).toEqual([0]);
    expect(new ProductSearchIndex([]).find('pao')).toEqual([]);
    // A word never runs from the end of one text into the next.
    const two = [
      { description: 'Broa', code_erp: 'B1', barcode: null },
      { description: 'Pao', code_erp: 'P1', barcode: null },
    ];
    expect(new ProductSearchIndex(two.map(productSearchText)).find('b1pao')).toEqual([]);
  });
});
