import { describe, expect, it } from 'vitest';
import { makePromotion } from '../testing/fixtures.ts';
import { promotionOffer, promotionPeriod, promotionStatus, promotionsReaching } from './promotion-texts.ts';

describe('promotionOffer', () => {
  it('says what each kind gives, in the product’s unit when known', () => {
    expect(promotionOffer(makePromotion({ percent: 7.5 }))).toBe('7,5% de desconto');
    expect(promotionOffer(makePromotion({ kind: 'price_off', price_off: 10_000 }), 'KG')).toBe(
      'R$ 1,00 a menos por kg',
    );
    expect(promotionOffer(makePromotion({ kind: 'price_off', price_off: 2_550 }), 'UN')).toBe(
      'R$ 0,255 a menos por unidade',
    );
    // Without the product (a manager's card) the unit is unknown: a kg or a box alike.
    expect(promotionOffer(makePromotion({ kind: 'price_off', price_off: 2_550 }))).toBe(
      'R$ 0,255 a menos no preço unitário',
    );
    expect(promotionOffer(makePromotion({ kind: 'tiers', tiers: [{ min_quantity: 2.5, percent: 4 }] }))).toBe(
      'A partir de 2,5: 4%',
    );
    expect(
      promotionOffer(
        makePromotion({
          kind: 'tiers',
          tiers: [
            { min_quantity: 10, percent: 5 },
            { min_quantity: 5, percent: 3 },
          ],
        }),
        'CX',
      ),
    ).toBe('A partir de 5 CX: 3% · 10 CX: 5%');
    expect(promotionOffer(makePromotion({ kind: 'take_pay', take: 12, pay: 10 }))).toBe('Leve 12, pague 10');
    expect(
      promotionOffer(
        makePromotion({
          kind: 'kit',
          kit_items: [
            { code_erp_product: 'A', quantity: 1 },
            { code_erp_product: 'B', quantity: 2 },
          ],
          kit_price: 2_990,
        }),
      ),
    ).toBe('Kit de 2 produtos por R$ 29,90');
  });
});

describe('promotionPeriod and promotionStatus', () => {
  it('reads the São Paulo days, both included', () => {
    const november = makePromotion({ percent: 5, starts_on: '2026-11-01', ends_on: '2026-11-30' });
    expect(promotionPeriod(november)).toBe('de 01/11/2026 a 30/11/2026');
    expect(promotionPeriod({ starts_on: '2026-12-25', ends_on: '2026-12-25' })).toBe('em 25/12/2026');
    expect(promotionStatus(november, '2026-10-31')).toBe('scheduled');
    expect(promotionStatus(november, '2026-11-01')).toBe('running');
    expect(promotionStatus(november, '2026-11-30')).toBe('running');
    expect(promotionStatus(november, '2026-12-01')).toBe('ended');
    expect(promotionStatus({ ...november, inative: 1 }, '2026-11-15')).toBe('inactive');
  });
});

describe('promotionsReaching', () => {
  const byCode = makePromotion({ percent: 5, products: ['P1'] });
  const byCategory = makePromotion({ percent: 5, categories: ['02'] });
  const kit = makePromotion({
    kind: 'kit',
    kit_items: [
      { code_erp_product: 'P3', quantity: 1 },
      { code_erp_product: 'P4', quantity: 1 },
    ],
    kit_price: 1_000,
  });
  const later = makePromotion({
    percent: 5,
    products: ['P1'],
    starts_on: '2026-12-01',
    ends_on: '2026-12-31',
  });
  const all = [byCode, byCategory, kit, later];

  it('finds the running ones by code, category or kit, not those to come', () => {
    const november = promotionsReaching(all, '2026-11-20');
    expect(november({ code_erp: 'P1', category: null })).toEqual([byCode]);
    expect(november({ code_erp: 'P2', category: '02' })).toEqual([byCategory]);
    expect(november({ code_erp: 'P4', category: '03' })).toEqual([kit]);
    expect(november({ code_erp: 'P9', category: '09' })).toEqual([]);
    expect(promotionsReaching(all, '2026-12-01')({ code_erp: 'P1', category: null })).toEqual([later]);
  });

  it('reaches every product when a promotion names none, each promotion once and in the given order', () => {
    const everything = makePromotion({ percent: 2 });
    const both = makePromotion({ percent: 3, products: ['P1'], categories: ['02'] });
    const reach = promotionsReaching([byCode, both, everything, byCategory], '2026-11-20');
    expect(reach({ code_erp: 'ANY', category: null })).toEqual([everything]);
    expect(reach({ code_erp: 'P1', category: '02' })).toEqual([byCode, both, everything, byCategory]);
  });
});
