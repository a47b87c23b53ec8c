import { makePriceList, makeSaleItem } from '@rota/domain/testing';
import { describe, expect, it } from 'vitest';
import { firstItemListUuid, startingList } from './item-pricing.ts';

const offer = (code_erp: string, price: number) => ({ list: makePriceList({ code_erp, price }), price });

describe('startingList', () => {
  it('carries the first item’s list when the product is on it, else the first offered, else none', () => {
    const offered = [offer('PROMO', 9_000), offer('VAREJO', 10_000)];
    expect(startingList(offered, 'VAREJO')?.list.code_erp).toBe('VAREJO');
    expect(startingList(offered, 'ATACADO')?.list.code_erp).toBe('PROMO');
    expect(startingList(offered, null)?.list.code_erp).toBe('PROMO');
    expect(startingList([], 'VAREJO')).toBeNull();
  });
});

describe('firstItemListUuid', () => {
  it('reads the list of the lowest line number', () => {
    const items = [
      makeSaleItem({ id: 2, price_list_uuid: 'b' }),
      makeSaleItem({ id: 1, price_list_uuid: null }),
    ];
    expect(firstItemListUuid({ items })).toBeNull();
    expect(firstItemListUuid({ items: [items[0] as (typeof items)[number]] })).toBe('b');
    expect(firstItemListUuid({ items: [] })).toBeNull();
  });
});
