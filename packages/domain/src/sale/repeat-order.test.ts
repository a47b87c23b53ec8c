import { describe, expect, it } from 'vitest';
import type { PriceList } from '../price-list/price-list.schema.ts';
import { makeItem, makePriceList, testUuid } from '../testing/fixtures.ts';
import { describeRepeatChange, type RepeatOrderContext, repeatOrder } from './repeat-order.ts';
import type { SaleItem } from './sale.schema.ts';

const NOW = new Date('2026-11-24T15:00:00-03:00');

const product = (code: string, description: string, price: number, inative: 0 | 1 = 0) => ({
  uuid: testUuid(),
  code_erp: code,
  description,
  unit: 'UN',
  price,
  inative,
});

function context(products: ReturnType<typeof product>[], lists: PriceList[]): RepeatOrderContext {
  let next = 0;
  return {
    products: new Map(products.map((row) => [row.uuid, row])),
    priceListsOf: (code) => lists.filter((row) => row.code_erp_product === code),
    allowedPriceLists: [],
    now: NOW,
    newUuid: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  };
}

const line = (id: number, overrides: Partial<SaleItem>): SaleItem => ({ ...makeItem(overrides), id });

describe('repeat order', () => {
  const bread = product('P001', 'Pão Francês', 9_000);
  const cake = product('P002', 'Bolo de Cenoura', 250_000);
  const oldSoda = product('P003', 'Refrigerante 2L', 80_000, 1);
  const retail = makePriceList({
    code_erp: 'T01',
    description: 'Varejo',
    code_erp_product: 'P001',
    price: 9_500,
  });

  it('copies a weighed quantity as it was, 2,5 kg (issue 22 §3)', () => {
    const cheese = { ...product('P010', 'Queijo Minas Frescal', 129_900), unit: 'KG' };
    const past = [
      line(1, {
        product_uuid: cheese.uuid,
        code_erp_product: 'P010',
        description: 'Queijo Minas Frescal',
        unit: 'KG',
        quantity: 2.5,
        unit_price: 129_900,
      }),
    ];
    const { items, changes } = repeatOrder(past, context([cheese], []));
    expect(items.map((item) => [item.unit, item.quantity])).toEqual([['KG', 2.5]]);
    expect(changes).toEqual([]);
  });

  it('copies quantities and re-prices each item from today’s list, telling what changed', () => {
    const past = [
      line(1, {
        product_uuid: bread.uuid,
        code_erp_product: 'P001',
        description: 'Pão Francês',
        quantity: 120,
        unit_price: 9_000,
        price_list_uuid: retail.uuid,
      }),
      line(2, {
        product_uuid: cake.uuid,
        code_erp_product: 'P002',
        description: 'Bolo de Cenoura',
        quantity: 2,
        unit_price: 250_000,
        discount: 500,
      }),
    ];
    const { items, changes } = repeatOrder(past, context([bread, cake], [retail]));
    expect(
      items.map((item) => [
        item.description,
        item.quantity,
        item.unit_price,
        item.discount,
        item.price_list_uuid,
      ]),
    ).toEqual([
      ['Pão Francês', 120, 9_500, 0, retail.uuid],
      ['Bolo de Cenoura', 2, 250_000, 0, null],
    ]);
    expect(new Set(items.map((item) => item.uuid)).size).toBe(2);
    expect(changes.map(describeRepeatChange)).toEqual([
      'Pão Francês: preço mudou de R$ 0,90 para R$ 0,95',
      'Bolo de Cenoura: o desconto da venda anterior não foi copiado',
    ]);
  });

  it('drops inactive and unknown products', () => {
    const past = [
      line(1, { product_uuid: oldSoda.uuid, description: 'Refrigerante 2L' }),
      line(2, { product_uuid: testUuid(), description: 'Sonho' }),
    ];
    const { items, changes } = repeatOrder(past, context([oldSoda], []));
    expect(items).toEqual([]);
    expect(changes.map(describeRepeatChange)).toEqual([
      'Refrigerante 2L: saiu do pedido (produto inativo)',
      'Sonho: saiu do pedido (produto não encontrado)',
    ]);
  });

  it('prices at the product when the past list expired or is no longer allowed', () => {
    const expired = makePriceList({
      code_erp: 'T09',
      description: 'Promoção de outubro',
      code_erp_product: 'P001',
      price: 8_000,
      vigence_date: '2026-10-31',
    });
    const past = [
      line(1, {
        product_uuid: bread.uuid,
        code_erp_product: 'P001',
        unit_price: 8_000,
        price_list_uuid: expired.uuid,
      }),
    ];
    const { items, changes } = repeatOrder(past, context([bread], [expired, retail]));
    expect(items[0]?.unit_price).toBe(9_000);
    expect(items[0]?.price_list_uuid).toBeNull();
    expect(changes.map(describeRepeatChange)).toEqual([
      'Pão Francês: a tabela Promoção de outubro não vale mais; usado o preço do produto, R$ 0,90',
    ]);

    const notAllowed = { ...context([bread], [retail]), allowedPriceLists: ['T02'] };
    const again = repeatOrder(
      [line(1, { product_uuid: bread.uuid, unit_price: 9_500, price_list_uuid: retail.uuid })],
      notAllowed,
    );
    expect(again.items[0]?.unit_price).toBe(9_000);
    expect(again.changes[0]?.kind).toBe('list_unavailable');
  });

  it('keeps the items in the past sale’s line order and says nothing when nothing changed', () => {
    const past = [
      line(2, { product_uuid: cake.uuid, description: 'Bolo de Cenoura', unit_price: 250_000 }),
      line(1, { product_uuid: bread.uuid, description: 'Pão Francês', unit_price: 9_000 }),
    ];
    const { items, changes } = repeatOrder(past, context([bread, cake], []));
    expect(items.map((item) => item.description)).toEqual(['Pão Francês', 'Bolo de Cenoura']);
    expect(changes).toEqual([]);
  });
});
