import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePriceList } from '../testing/fixtures.ts';
import { offeredListPrices } from './offered-list-prices.ts';

const now = new Date('2026-11-24T09:00:00-03:00');
const filter = { productCodeErp: 'P001', allowed: ['T01', 'T02', 'T03'], now };

describe('offeredListPrices (§5)', () => {
  it('shows the offered lists with a price above 0, cheapest first', () => {
    const varejo = makePriceList({ code_erp: 'T01', description: 'Tabela Varejo', price: 10_000 });
    const atacado = makePriceList({ code_erp: 'T02', description: 'Tabela Atacado', price: 9_200 });
    const zero = makePriceList({ code_erp: 'T03', description: 'Sem preço', price: 0 });
    const expired = makePriceList({ code_erp: 'T02', description: 'Promoção', vigence_date: '2026-11-23' });
    const notAllowed = makePriceList({ code_erp: 'T09', description: 'Outra' });
    const inactive = makePriceList({ code_erp: 'T01', inative: 1 });
    const offered = offeredListPrices([varejo, atacado, zero, expired, notAllowed, inactive], filter);
    expect(offered.map(({ list, price }) => [list.description, price])).toEqual([
      ['Tabela Atacado', 9_200],
      ['Tabela Varejo', 10_000],
    ]);
  });

  it('orders lists of the same price by description', () => {
    const b = makePriceList({ description: 'Tabela B', price: 5_000 });
    const a = makePriceList({ description: 'Tabela Á', price: 5_000 });
    expect(offeredListPrices([b, a], filter).map(({ list }) => list.description)).toEqual([
      'Tabela Á',
      'Tabela B',
    ]);
  });

  it('property: every price shown is above 0 and comes from a list valid today or later', () => {
    const list = fc.record({
      price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })),
      offset: fc.option(fc.integer({ min: -30, max: 30 }), { nil: null }),
      inative: fc.constantFrom(0 as const, 1 as const),
    });
    fc.assert(
      fc.property(fc.array(list, { maxLength: 15 }), (drawn) => {
        const lists = drawn.map(({ price, offset, inative }) =>
          makePriceList({
            price,
            inative,
            vigence_date:
              offset === null ? null : new Date(Date.UTC(2026, 10, 24 + offset)).toISOString().slice(0, 10),
          }),
        );
        const shown = offeredListPrices(lists, filter);
        expect(shown.every(({ price, list: row }) => price > 0 && price === row.price)).toBe(true);
        expect(
          shown.every(({ list: row }) => row.inative === 0 && (row.vigence_date ?? '9999') >= '2026-11-24'),
        ).toBe(true);
        const expected = drawn.filter(
          ({ price, offset, inative }) => price > 0 && inative === 0 && (offset === null || offset >= 0),
        ).length;
        expect(shown).toHaveLength(expected);
      }),
    );
  });
});
