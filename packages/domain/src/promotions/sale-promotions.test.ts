import { describe, expect, it } from 'vitest';
import { saleApprovalReasons } from '../approval/sale-approval-reasons.ts';
import type { Sale } from '../sale/sale.schema.ts';
import { type SaleReferences, saleErrors } from '../sale/sale-check.ts';
import { CONDITION, FORM, makeItem, makePromotion, testUuid } from '../testing/fixtures.ts';
import { type PromotionReferences, repriceWithPromotions } from './sale-promotions.ts';

const product = { uuid: testUuid(), code_erp: 'BISC', unit: 'CX', inative: 0, price: 100_000 };
const clientUuid = testUuid();
/** "a partir de 10 CX, 5%" from 1 to 27 November 2026. */
const tiers = makePromotion({
  code_erp: 'BISC-10',
  name: 'Biscoito em caixa',
  ends_on: '2026-11-27',
  kind: 'tiers',
  products: ['BISC'],
  tiers: [{ min_quantity: 10, percent: 5 }],
});
const promotions: PromotionReferences = {
  promotions: [tiers],
  policy: 'best',
  clientCode: 'C1',
  channelCode: null,
  categoryOf: () => null,
  priceListCodeOf: () => null,
};

const refs = (overrides: Partial<SaleReferences> = {}): SaleReferences => ({
  client: { uuid: clientUuid, name: 'Padaria', code_erp: 'C1', deliveryAddressUuids: [] },
  products: new Map([[product.uuid, product]]),
  priceLists: new Map(),
  forms: new Map([
    [FORM.id, { ...FORM, inative: 0, hierarchies: [], min_value: null, max_parcels: null } as never],
  ]),
  conditions: new Map(),
  finalities: new Map(),
  channels: new Map(),
  // The seller gives no discount alone; a supervisor may approve up to 10%.
  config: { max_discount_percent: 0, approval_discount_percent: 10, allowed_price_lists: [] },
  may: { editUnitPrice: false, discount: true },
  now: new Date('2026-11-28T15:00:00Z'),
  ...overrides,
});

/** 10 CX at R$ 10,00 (R$ 100,00), made at 14:00 in São Paulo on `day`, with `discount` centavos off. */
const sale = (
  day: string,
  discount: number,
): Pick<
  Sale,
  | 'client_uuid'
  | 'client'
  | 'delivery_address'
  | 'status'
  | 'items'
  | 'payments'
  | 'created_at'
  | 'competence_at'
> => ({
  client_uuid: clientUuid,
  client: { uuid: clientUuid, name: 'Padaria', code_erp: 'C1' },
  delivery_address: null,
  status: 'Finalizado',
  created_at: `${day}T17:00:00.000Z`,
  competence_at: null,
  items: [
    {
      ...makeItem({
        product_uuid: product.uuid,
        code_erp_product: 'BISC',
        quantity: 10,
        unit_price: 100_000,
        discount,
      }),
      id: 1,
    },
  ],
  payments: [
    {
      formPayment: FORM,
      conditionPayment: CONDITION,
      form_payment_id: FORM.id,
      condition_payment_id: CONDITION.id,
      price: 10_000 - discount,
    },
  ],
});

describe('a sale’s promotions in the sale check and the approval (docs/domain.md "Promotions")', () => {
  it('accepts a price only the promotion explains while it runs, and refuses it the day after it ends', () => {
    const discountErrors = (checked: ReturnType<typeof sale>, withPromotions: boolean) =>
      saleErrors(checked, refs(withPromotions ? { promotions } : {}))['items.0.discount'];
    // R$ 5,00 off: the 5% tier, on its last day.
    expect(discountErrors(sale('2026-11-27', 500), true)).toBeUndefined();
    expect(saleApprovalReasons(sale('2026-11-27', 500), { ...refs(), promotions })).toEqual([]);
    // Without the promotion the seller's limit (0%) judges it: a supervisor must approve it.
    expect(saleApprovalReasons(sale('2026-11-27', 500), refs())).toEqual([
      expect.objectContaining({ code: 'discount_above_seller_limit' }),
    ]);
    // Made the day after it ended: nothing explains it, and past what a supervisor may approve it is refused.
    expect(discountErrors(sale('2026-11-28', 500), true)).toBeUndefined();
    expect(saleApprovalReasons(sale('2026-11-28', 500), { ...refs(), promotions })).toEqual([
      expect.objectContaining({ code: 'discount_above_seller_limit' }),
    ]);
    expect(discountErrors(sale('2026-11-28', 1_100), true)).toEqual([
      'O desconto passa do limite de 10% que um supervisor pode aprovar',
    ]);
    // Beyond the promotion, the seller's own part is judged: R$ 5,00 of promotion + R$ 10,50 own (10,5%).
    expect(discountErrors(sale('2026-11-27', 1_550), true)).toEqual([
      'O desconto passa do limite de 10% que um supervisor pode aprovar',
    ]);
  });

  it('reprices a cart as lines change, keeping the seller’s own part', () => {
    const cart = (quantity: number, discount: number) =>
      ({
        ...sale('2026-11-20', 0),
        uuid: testUuid(),
        items: [
          {
            ...makeItem({
              uuid: '00000000-0000-4000-8000-00000000a001',
              product_uuid: product.uuid,
              code_erp_product: 'BISC',
              quantity,
              unit_price: 100_000,
              discount,
            }),
            id: 1,
          },
        ],
      }) as unknown as Sale;
    const now = new Date('2026-11-20T15:00:00Z');
    // 9 → 10 CX reaches the tier: R$ 5,00 off.
    const ten = repriceWithPromotions(cart(9, 0), cart(10, 0), promotions, now);
    expect(ten.items[0]?.discount).toBe(500);
    // The seller adds R$ 1,00 of their own (the line's discount typed as R$ 1,00 of own): R$ 6,00.
    const own = repriceWithPromotions(
      ten,
      { ...ten, items: [{ ...ten.items[0], discount: 100 } as Sale['items'][number]] },
      promotions,
      now,
    );
    expect(own.items[0]?.discount).toBe(600);
    // Back to 9 CX: the tier goes; the seller's part keeps its share of the line (R$ 1,00 of 10 CX: R$ 0,90).
    const nine = repriceWithPromotions(
      own,
      { ...own, items: [{ ...own.items[0], quantity: 9 } as Sale['items'][number]] },
      promotions,
      now,
    );
    expect(nine.items[0]?.discount).toBe(90);
  });
});
