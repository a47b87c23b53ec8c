import { makePromotion } from '@rota/domain/testing';
import { describe, expect, it } from 'vitest';
import { draftToInput, newPromotionDraft, promotionDraft } from './promotion-draft.ts';

// What the manager's form keeps when a stored promotion is opened and saved unchanged ("Encerrar
// hoje" saves it so): every kind's figures as stored, to the last decimal (docs/manager.md "Promoções").
const STORED = [
  makePromotion({ kind: 'percent', percent: 7.25, products: ['CX 01', 'PAO-KG'], clients: ['C001'] }),
  // R$ 0,255 off each kg: a third decimal the form once rounded to R$ 0,26.
  makePromotion({ kind: 'price_off', price_off: 2_550, categories: ['Pães'], channels: ['BALCAO'] }),
  makePromotion({
    kind: 'tiers',
    code_erp: 'PROMO-REFRI-CX',
    products: ['REFRI CX'],
    price_lists: ['ATACADO', 'VAREJO 2'],
    tiers: [
      { min_quantity: 5, percent: 3 },
      { min_quantity: 10.5, percent: 5.5 },
    ],
  }),
  makePromotion({ kind: 'take_pay', take: 12, pay: 10, products: ['BISC-01'], inative: 1 }),
  makePromotion({
    kind: 'kit',
    kit_items: [
      { code_erp_product: 'CAFE 500', quantity: 1 },
      { code_erp_product: 'PAO-KG', quantity: 0.75 },
    ],
    kit_price: 2_990,
  }),
];

describe('promotionDraft and draftToInput', () => {
  it.each(STORED)('save a stored $kind promotion unchanged', (stored) => {
    const { company_id: _company, ...input } = stored;
    expect(draftToInput(promotionDraft(stored))).toEqual({ input });
  });

  it('shows the price off with every decimal it has', () => {
    expect(promotionDraft(makePromotion({ kind: 'price_off', price_off: 2_550 })).price_off).toBe('0,255');
  });

  it('reads codes between commas, semicolons or new lines, a space inside a code kept', () => {
    const draft = {
      ...newPromotionDraft(crypto.randomUUID(), '2026-11-01', '2026-11-30'),
      name: 'Cinco',
      percent: '5',
    };
    const result = draftToInput({ ...draft, products: 'CX 01, PAO-KG;\n BISC-01 ,, CX 01' });
    expect(result).toMatchObject({ input: { products: ['CX 01', 'PAO-KG', 'BISC-01'] } });
  });

  it('sends a kit without the products and categories the other kinds’ fields held', () => {
    const draft = {
      ...newPromotionDraft(crypto.randomUUID(), '2026-11-01', '2026-11-30'),
      name: 'Kit café',
      products: 'CAFE 500',
      categories: ['Pães'],
      kind: 'kit' as const,
      kit_items: [
        { first: 'CAFE 500', second: '1' },
        { first: 'PAO-KG', second: '0,5' },
      ],
      kit_price: '19,90',
    };
    expect(draftToInput(draft)).toMatchObject({ input: { products: [], categories: [], kit_price: 1_990 } });
  });
});
