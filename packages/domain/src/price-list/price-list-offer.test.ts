import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePriceList } from '../testing/fixtures.ts';
import { displayedListPrice, offeredPriceLists } from './price-list-offer.ts';

const now = new Date('2026-11-22T23:30:00-03:00'); // already the 23rd in UTC

describe('price lists offered for a product (§5)', () => {
  const filter = { productCodeErp: 'P001', allowed: ['T01', 'T02'], now };

  it('offers a list valid until today, not one that ended yesterday', () => {
    const today = makePriceList({ vigence_date: '2026-11-22' });
    const yesterday = makePriceList({ vigence_date: '2026-11-21' });
    const open = makePriceList({ vigence_date: null });
    expect(offeredPriceLists([today, yesterday, open], filter)).toEqual([today, open]);
  });

  it('reads today in São Paulo', () => {
    const today = makePriceList({ vigence_date: '2026-11-22' });
    expect(offeredPriceLists([today], { ...filter, timeZone: 'UTC' })).toEqual([]);
  });

  it('offers only allowed, active lists of this product', () => {
    const other = makePriceList({ code_erp: 'T03' });
    const inactive = makePriceList({ inative: 1 });
    const otherProduct = makePriceList({ code_erp_product: 'P002' });
    const ok = makePriceList({ code_erp: 'T02' });
    expect(offeredPriceLists([other, inactive, otherProduct, ok], filter)).toEqual([ok]);
    expect(offeredPriceLists([other, ok], { ...filter, allowed: [] })).toEqual([other, ok]);
  });

  it('shows a list price only when above 0', () => {
    expect(displayedListPrice({ price: 0 })).toBeNull();
    expect(displayedListPrice({ price: 1 })).toBe(1);
  });

  it('property: an offered list is never past its validity date', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -40, max: 40 }), { maxLength: 20 }), (offsets) => {
        const lists = offsets.map((offset) =>
          makePriceList({
            vigence_date: new Date(Date.UTC(2026, 10, 22 + offset)).toISOString().slice(0, 10),
          }),
        );
        const offered = offeredPriceLists(lists, filter);
        expect(offered.every((list) => (list.vigence_date ?? '9999') >= '2026-11-22')).toBe(true);
        expect(offered.length).toBe(offsets.filter((o) => o >= 0).length);
      }),
    );
  });
});
