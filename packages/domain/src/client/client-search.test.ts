import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ClientSearchIndex,
  clientSearchMatcher,
  clientSearchNarrows,
  clientSearchQuery,
  clientSearchText,
  matchesClientSearch,
} from './client-search.ts';

const padaria = {
  name: 'Panificadora São João Ltda',
  fantasy_name: 'Padaria do João',
  document: '45723174000110',
  code_erp: 'C-0042',
  state: 'SP',
};
const text = clientSearchText(padaria, 'São José dos Campos');
const finds = (typed: string) => matchesClientSearch(text, clientSearchQuery(typed));

describe('client search (normalised once, matched per keystroke)', () => {
  it('finds by name and fantasy name ignoring accents and case', () => {
    expect(finds('sao joao')).toBe(true);
    expect(finds('PADARIA')).toBe(true);
    expect(finds('joão padaria')).toBe(true);
    expect(finds('mercado')).toBe(false);
  });

  it('finds by CNPJ with or without the mask, and by part of it', () => {
    expect(finds('45.723.174/0001-10')).toBe(true);
    expect(finds('45723174000110')).toBe(true);
    expect(finds('45.723')).toBe(true);
    expect(finds('45.724')).toBe(false);
  });

  it('finds by ERP code, city and UF', () => {
    expect(finds('c-0042')).toBe(true);
    expect(finds('c0042')).toBe(true);
    expect(finds('sao jose dos campos')).toBe(true);
    expect(finds('sp')).toBe(true);
  });

  it('matches everything for an empty query', () => {
    expect(finds('   ')).toBe(true);
  });

  it('keeps an alphanumeric CNPJ searchable', () => {
    const alpha = clientSearchText({ ...padaria, document: '12ABC34501DE35' }, null);
    expect(matchesClientSearch(alpha, clientSearchQuery('12.ABC.345/01DE-35'))).toBe(true);
    expect(matchesClientSearch(alpha, clientSearchQuery('12abc34501de35'))).toBe(true);
  });

  it('splits the query once for a whole list: every word, in any order, spaces doubled or not', () => {
    const texts = [
      text,
      clientSearchText({ ...padaria, name: 'Mercado Bom Preço', fantasy_name: null }, 'Campinas'),
    ];
    const matches = clientSearchMatcher(clientSearchQuery('campos  joao'));
    expect(texts.filter(matches)).toEqual([text]);
    expect(texts.filter(clientSearchMatcher(clientSearchQuery('sp')))).toEqual(texts);
    expect(texts.filter(clientSearchMatcher(clientSearchQuery('preco campinas')))).toEqual([texts[1]]);
    expect(texts.filter(clientSearchMatcher(''))).toEqual(texts);
  });

  it('property: whatever a query typed on finds, the query before it found too', () => {
    const texts = fc.array(fc.stringMatching(/^[a-z0-9 |]{0,30}$/), { maxLength: 30 });
    const typed = fc.stringMatching(/^[a-z0-9 ]{0,8}$/);
    fc.assert(
      fc.property(texts, typed, typed, (stored, start, more) => {
        const previous = clientSearchQuery(start);
        const next = clientSearchQuery(start + more);
        if (!clientSearchNarrows(previous, next)) return;
        const before = new Set(stored.filter(clientSearchMatcher(previous)));
        expect(stored.filter(clientSearchMatcher(next)).every((found) => before.has(found))).toBe(true);
      }),
      { numRuns: 1_000 },
    );
    expect(clientSearchNarrows('sao jo', 'sao joao')).toBe(true);
    expect(clientSearchNarrows('sao joao', 'sao jo')).toBe(false);
  });

  it('property: the index of a list finds exactly the rows the matcher finds, in order', () => {
    const stored = fc.array(fc.stringMatching(/^[a-z0-9 |]{0,24}$/), { maxLength: 40 });
    const query = fc.oneof(fc.stringMatching(/^[a-z0-9 ]{0,8}$/), fc.constantFrom('', ' ', 'a  b', '|'));
    fc.assert(
      fc.property(stored, query, (texts, typed) => {
        const folded = clientSearchQuery(typed);
        for (const asked of [folded, typed]) {
          const matches = clientSearchMatcher(asked);
          const expected = texts.flatMap((text, row) => (matches(text) ? [row] : []));
          expect(new ClientSearchIndex(texts).find(asked)).toEqual(expected);
        }
      }),
      { numRuns: 3_000 },
    );
    const index = new ClientSearchIndex([
      text,
      clientSearchText({ ...padaria, name: 'Mercado', fantasy_name: null }, 'Campinas'),
    ]);
    expect(index.find('joao campos')).toEqual([0]);
    expect(index.find('campinas')).toEqual([1]);
    expect(index.find('sp')).toEqual([0, 1]);
    // A word never runs from the end of one text into the next.
    expect(new ClientSearchIndex(['padaria ab', 'cd mercado']).find('abcd')).toEqual([]);
    expect(new ClientSearchIndex(['padaria ab', 'cd mercado']).find('ab cd')).toEqual([]);
  });
});
