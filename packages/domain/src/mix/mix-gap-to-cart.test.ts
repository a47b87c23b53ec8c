import { describe, expect, it } from 'vitest';
import { makePriceList, testUuid } from '../testing/fixtures.ts';
import type { MixGapProduct } from './client-mix-gap.ts';
import { mixGapCartItem } from './mix-gap-to-cart.ts';

const NOW = new Date('2026-11-27T15:00:00-03:00');
const CHEESE = {
  uuid: testUuid(),
  code_erp: 'P010',
  description: 'Queijo minas',
  unit: 'KG',
  price: 129_900,
};

const gap = (overrides: Partial<MixGapProduct> = {}): MixGapProduct => ({
  product_uuid: CHEESE.uuid,
  code_erp_product: 'P010',
  description: 'Queijo minas',
  unit: 'KG',
  purchases: 2,
  lastSoldAt: '2026-10-15T14:00:00Z',
  lastSoldDay: '2026-10-15',
  lastQuantity: 2.5,
  lastUnitPrice: 129_900,
  lastDiscount: 0,
  lastPriceListUuid: null,
  ...overrides,
});

const context = (inative: 0 | 1, lists = [] as ReturnType<typeof makePriceList>[]) => ({
  products: new Map([[CHEESE.uuid, { ...CHEESE, inative }]]),
  priceListsOf: (code: string) => lists.filter((row) => row.code_erp_product === code),
  allowedPriceLists: [],
  now: NOW,
  newUuid: () => '00000000-0000-4000-8000-000000000001',
});

describe('mixGapCartItem (docs/domain.md "Mix gap")', () => {
  it('adds the last quantity taken, a weighed 2,5 kg, at today’s price', () => {
    const { item, changes } = mixGapCartItem(gap(), context(0));
    expect(item).toMatchObject({
      product_uuid: CHEESE.uuid,
      quantity: 2.5,
      unit_price: 129_900,
      discount: 0,
    });
    expect(changes).toEqual([]);
  });

  it('prices from the same list when it is still offered, and tells a price change and a discount not copied', () => {
    const list = makePriceList({ code_erp: 'T01', code_erp_product: 'P010', price: 125_000 });
    const { item, changes } = mixGapCartItem(
      gap({ lastPriceListUuid: list.uuid, lastUnitPrice: 120_000, lastDiscount: 500 }),
      context(0, [list]),
    );
    expect(item).toMatchObject({ unit_price: 125_000, price_list_uuid: list.uuid, discount: 0 });
    expect(changes.map((change) => change.kind)).toEqual(['price_changed', 'discount_dropped']);
  });

  it('gives no line for a product no longer sold', () => {
    const { item, changes } = mixGapCartItem(gap(), context(1));
    expect(item).toBeNull();
    expect(changes).toEqual([{ kind: 'removed', description: 'Queijo minas', reason: 'inactive' }]);
  });
});
