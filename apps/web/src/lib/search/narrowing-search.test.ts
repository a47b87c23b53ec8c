import {
  ProductSearchIndex,
  productSearchMatcher,
  productSearchNarrows,
  productSearchQuery,
  productSearchText,
} from '@rota/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { narrowingSearch, prepareSearch, type SearchRule } from './narrowing-search.ts';

const rule: SearchRule = { matcher: productSearchMatcher, narrows: productSearchNarrows };
const indexed: SearchRule = { ...rule, index: (texts) => new ProductSearchIndex(texts) };
const itself = (text: string) => text;
const catalogue = [
  { description: 'Pão de Queijo Mineiro', code_erp: 'PQ-01', barcode: '7891000100103' },
  { description: 'Pão Francês', code_erp: 'PF-01', barcode: '7891234567895' },
  { description: 'Queijo Minas Frescal', code_erp: 'QM-02', barcode: '9912345678000' },
  { description: 'Pudim de Leite', code_erp: 'PD-09', barcode: null },
].map(productSearchText);

describe('narrowingSearch: the domain rule, looked for in the earlier answer while typing', () => {
  it('answers what a filter over the whole list answers, typing and erasing letter by letter', () => {
    const typed = 'pao de queijo';
    const list = [...catalogue];
    const steps = [
      ...Array.from({ length: typed.length }, (_, n) => typed.slice(0, n + 1)),
      ...Array.from({ length: typed.length }, (_, n) => typed.slice(0, typed.length - n - 1)),
    ];
    for (const step of steps) {
      const query = productSearchQuery(step);
      expect(narrowingSearch(list, query, itself, rule)).toEqual(list.filter(productSearchMatcher(query)));
    }
  });

  it('searches a whole list through the rule’s index once prepared, built once per list', () => {
    const list = [...catalogue];
    let built = 0;
    const counting: SearchRule = {
      ...rule,
      index: (texts) => {
        built++;
        return new ProductSearchIndex(texts);
      },
    };
    // Not built by a keystroke: the first search before it was prepared tests each item.
    expect(narrowingSearch(list, 'pao', itself, counting)).toEqual([catalogue[0], catalogue[1]]);
    expect(built).toBe(0);
    prepareSearch(list, itself, counting);
    prepareSearch(list, itself, counting);
    expect(narrowingSearch(list, 'queijo', itself, counting)).toEqual([catalogue[0], catalogue[2]]);
    expect(narrowingSearch(list, 'pudim', itself, counting)).toEqual([catalogue[3]]);
    expect(built).toBe(1);
  });

  it('gives the same answer object again for a query already searched on the same list', () => {
    const list = [...catalogue];
    const first = narrowingSearch(list, 'queijo', itself, rule);
    narrowingSearch(list, 'queijo m', itself, rule);
    expect(narrowingSearch(list, 'queijo', itself, rule)).toBe(first);
    expect(narrowingSearch(list, '', itself, rule)).toBe(list);
  });

  it('starts afresh on a list read again: a product stored since is found', () => {
    const before = [...catalogue];
    expect(narrowingSearch(before, 'pudim', itself, rule)).toHaveLength(1);
    const after = [
      ...catalogue,
      productSearchText({ description: 'Pudim de Pão', code_erp: 'PD-10', barcode: null }),
    ];
    expect(narrowingSearch(after, 'pudim', itself, rule)).toHaveLength(2);
  });

  it('does not narrow a number grown to a barcode: 8 digits from the middle of one find it', () => {
    const list = [...catalogue];
    expect(narrowingSearch(list, '1234567', itself, rule)).toEqual([]);
    expect(narrowingSearch(list, '12345678', itself, rule)).toEqual([catalogue[1], catalogue[2]]);
  });

  it('property: any sequence of queries on any list answers what a plain filter answers', () => {
    const product = fc.record({
      description: fc.stringMatching(/^[a-z0-9 ]{1,16}$/),
      code_erp: fc.stringMatching(/^[A-Z0-9]{1,4}$/),
      barcode: fc.option(fc.stringMatching(/^[0-9]{8,13}$/), { nil: null }),
    });
    const typing = fc.array(fc.stringMatching(/^[a-z0-9 ]{0,3}$/), { maxLength: 12 });
    fc.assert(
      fc.property(fc.array(product, { maxLength: 30 }), typing, (products, pieces) => {
        const list = products.map(productSearchText);
        const copy = [...list];
        let typed = '';
        for (const piece of pieces) {
          // Type a piece, or erase as many letters as it is long.
          typed = piece.startsWith(' ') ? typed.slice(0, -piece.length) : typed + piece;
          const query = productSearchQuery(typed);
          const expected = list.filter(productSearchMatcher(query));
          expect(narrowingSearch(list, query, itself, rule)).toEqual(expected);
          // The same through the whole list's index (another list object: its own answers).
          prepareSearch(copy, itself, indexed);
          expect(narrowingSearch(copy, query, itself, indexed)).toEqual(expected);
        }
      }),
      { numRuns: 500 },
    );
  });
});
