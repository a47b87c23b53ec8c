import { describe, expect, it } from 'vitest';
import { makePromotion } from '../testing/fixtures.ts';
import { applyPromotions, type PromotionContext, type PromotionLine } from './apply-promotions.ts';
import { promotionSchema } from './promotion.schema.ts';

let next = 0;
const id = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

const line = (
  code: string,
  quantity: number,
  unit_price: number,
  fields: Partial<PromotionLine> = {},
): PromotionLine => ({
  uuid: id(),
  code_erp_product: code,
  description: code,
  unit: 'CX',
  quantity,
  unit_price,
  price_list_uuid: null,
  ...fields,
});

const LIST = '10000000-0000-4000-8000-000000000001';
const context = (fields: Partial<PromotionContext> = {}): PromotionContext => ({
  today: '2026-11-27',
  clientCode: 'C1',
  channelCode: 'BAIRRO',
  categoryOf: (code) => (code.startsWith('PAO') ? 'Pães' : null),
  priceListCodeOf: (uuid) => (uuid === LIST ? 'ATACADO' : null),
  policy: 'best',
  ...fields,
});

const discounts = (result: ReturnType<typeof applyPromotions>) => result.lines.map((item) => item.discount);

describe('promotionSchema (docs/domain.md "Promotions")', () => {
  it('asks each kind for its figures, in pt-BR', () => {
    const problems = (fields: Record<string, unknown>) =>
      promotionSchema
        .safeParse({
          uuid: id(),
          company_id: 1,
          code_erp: null,
          name: 'X',
          starts_on: '2026-11-01',
          ends_on: '2026-11-30',
          ...fields,
        })
        .error?.issues.map((issue) => issue.message);
    expect(problems({ kind: 'percent' })).toEqual(['Informe o percentual da promoção']);
    expect(problems({ kind: 'take_pay', take: 3, pay: 3 })).toEqual([
      'O cliente deve pagar menos do que leva',
    ]);
    expect(problems({ kind: 'percent', percent: 5, ends_on: '2026-10-31' })).toEqual([
      'O fim da promoção é antes do início',
    ]);
    expect(problems({ kind: 'percent', percent: 5.555 })).toEqual([
      'Informe o percentual com até 2 casas decimais',
    ]);
    expect(
      problems({
        kind: 'kit',
        kit_items: [
          { code_erp_product: 'A', quantity: 1 },
          { code_erp_product: 'B', quantity: 2 },
        ],
      }),
    ).toEqual(['Informe o preço do kit']);
  });
});

describe('applyPromotions', () => {
  it('takes a percentage off from the first São Paulo day to the last, not a day outside', () => {
    const tenPercent = makePromotion({ percent: 10, starts_on: '2026-11-01', ends_on: '2026-11-30' });
    // 3 × R$ 12,00 = R$ 36,00: 10% is R$ 3,60.
    const cart = [line('CAFE', 3, 120_000)];
    expect(discounts(applyPromotions(cart, [tenPercent], context({ today: '2026-11-01' })))).toEqual([360]);
    expect(discounts(applyPromotions(cart, [tenPercent], context({ today: '2026-11-30' })))).toEqual([360]);
    expect(discounts(applyPromotions(cart, [tenPercent], context({ today: '2026-10-31' })))).toEqual([0]);
    expect(discounts(applyPromotions(cart, [tenPercent], context({ today: '2026-12-01' })))).toEqual([0]);
    expect(discounts(applyPromotions(cart, [{ ...tenPercent, inative: 1 }], context()))).toEqual([0]);
  });

  it('reaches only its products or categories, clients, channels and price lists', () => {
    const breads = makePromotion({
      percent: 10,
      categories: ['Pães'],
      clients: ['C1'],
      channels: ['BAIRRO'],
    });
    const cart = [line('PAO-1', 1, 100_000), line('CAFE', 1, 100_000)];
    // R$ 10,00 of bread: R$ 1,00.
    expect(discounts(applyPromotions(cart, [breads], context()))).toEqual([100, 0]);
    expect(discounts(applyPromotions(cart, [breads], context({ clientCode: 'C2' })))).toEqual([0, 0]);
    expect(discounts(applyPromotions(cart, [breads], context({ channelCode: null })))).toEqual([0, 0]);
    const wholesale = makePromotion({
      percent: 5,
      products: ['CAFE'],
      price_lists: ['ATACADO'],
    });
    const listed = [line('CAFE', 1, 100_000, { price_list_uuid: LIST }), line('CAFE', 1, 100_000)];
    expect(discounts(applyPromotions(listed, [wholesale], context()))).toEqual([50, 0]);
  });

  it('takes an amount off each unit of a weighed product exactly: 2,5 kg × R$ 1,00', () => {
    const off = makePromotion({ kind: 'price_off', price_off: 10_000, products: ['QUEIJO'] });
    expect(
      discounts(applyPromotions([line('QUEIJO', 2.5, 399_000, { unit: 'KG' })], [off], context())),
    ).toEqual([250]);
  });

  it('gives a tier from the exact quantity on, counted over the product’s lines, and says what reaches the next', () => {
    const tiers = makePromotion({
      name: 'Biscoito em caixa',
      kind: 'tiers',
      products: ['BISC'],
      tiers: [
        { min_quantity: 10, percent: 5 },
        { min_quantity: 20, percent: 8 },
      ],
    });
    const nine = applyPromotions([line('BISC', 9, 100_000)], [tiers], context());
    expect(discounts(nine)).toEqual([0]);
    expect(nine.hints).toEqual([
      expect.objectContaining({ name: 'Biscoito em caixa', missing: 1, percent: 5, unit: 'CX' }),
    ]);
    // 6 + 4 = 10 exactly: 5% on both lines (R$ 30,00 and R$ 20,00 of gross), 10 more for 8%.
    const ten = applyPromotions([line('BISC', 6, 50_000), line('BISC', 4, 50_000)], [tiers], context());
    expect(discounts(ten)).toEqual([150, 100]);
    expect(ten.hints.map((hint) => [hint.missing, hint.percent])).toEqual([[10, 8]]);
    const twenty = applyPromotions([line('BISC', 20, 100_000)], [tiers], context());
    expect(discounts(twenty)).toEqual([1_600]);
    expect(twenty.hints).toEqual([]);
    // Measured: 2,499 kg short of 2,5 kg is 0,001 kg short.
    const kilos = makePromotion({
      kind: 'tiers',
      products: ['QUEIJO'],
      tiers: [{ min_quantity: 2.5, percent: 3 }],
    });
    expect(applyPromotions([line('QUEIJO', 2.499, 100_000)], [kilos], context()).hints[0]?.missing).toBe(
      0.001,
    );
  });

  it('gives "leve 3 pague 2" on whole sets of units', () => {
    const takePay = makePromotion({ kind: 'take_pay', take: 3, pay: 2, products: ['REFRI'] });
    // 7 × R$ 5,00: two sets of 3, two units free, R$ 10,00.
    expect(discounts(applyPromotions([line('REFRI', 7, 50_000)], [takePay], context()))).toEqual([1_000]);
    expect(discounts(applyPromotions([line('REFRI', 2, 50_000)], [takePay], context()))).toEqual([0]);
  });

  it('prices whole kits at the kit’s price, the difference shared over the kit’s lines to the centavo', () => {
    const kit = makePromotion({
      name: 'Kit café da manhã',
      kind: 'kit',
      kit_items: [
        { code_erp_product: 'CAFE', quantity: 1 },
        { code_erp_product: 'PAO-1', quantity: 2 },
      ],
      kit_price: 2_000,
    });
    // 2 coffees at R$ 15,00 and 5 breads at R$ 4,00: 2 kits (R$ 46,00 without the promotion, the
    // fifth bread apart) for R$ 40,00: R$ 6,00 off, 30 : 16 → R$ 3,91 and R$ 2,09.
    const result = applyPromotions([line('CAFE', 2, 150_000), line('PAO-1', 5, 40_000)], [kit], context());
    expect(discounts(result)).toEqual([391, 209]);
    expect(result.lines[0]?.applied).toEqual([
      expect.objectContaining({ name: 'Kit café da manhã', discount: 391 }),
    ]);
    // One bread short of a kit: nothing.
    expect(
      discounts(applyPromotions([line('CAFE', 1, 150_000), line('PAO-1', 1, 40_000)], [kit], context())),
    ).toEqual([0, 0]);
  });

  it('keeps the best promotion of a line, or adds them up when the company combines them, never past the gross', () => {
    const percent = makePromotion({ name: '10%', percent: 10 });
    const off = makePromotion({ name: 'R$ 0,50', kind: 'price_off', price_off: 5_000 });
    const cart = [line('CAFE', 3, 120_000)];
    const best = applyPromotions(cart, [off, percent], context({ policy: 'best' }));
    expect(best.lines[0]).toMatchObject({
      discount: 360,
      applied: [expect.objectContaining({ name: '10%' })],
    });
    const combined = applyPromotions(cart, [off, percent], context({ policy: 'combine' }));
    expect(combined.lines[0]?.discount).toBe(510);
    const all = makePromotion({ percent: 100 });
    expect(discounts(applyPromotions(cart, [percent, all], context({ policy: 'combine' })))).toEqual([3_600]);
  });
});
