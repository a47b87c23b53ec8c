import { describe, expect, it } from 'vitest';
import { itemDiscountError } from '../sale/item-discount.ts';
import { makeSale, makeSaleItem } from '../testing/fixtures.ts';
import { saleApprovalReasons } from './sale-approval-reasons.ts';

/** One unit at R$ 10,00: each centavo of discount is 0,1% of the line. */
const PRODUCT = '00000000-0000-4000-8000-0000000000aa';
const line = (discount: number, id = 1) =>
  makeSaleItem({
    id,
    product_uuid: PRODUCT,
    description: 'Pão francês',
    quantity: 1,
    unit_price: 100_000,
    discount,
  });

const refs = (max: number, approval: number, discount = true) => ({
  config: { max_discount_percent: max, approval_discount_percent: approval, allowed_price_lists: [] },
  may: { editUnitPrice: false, discount },
});

const finished = (...items: ReturnType<typeof line>[]) => makeSale({ status: 'Finalizado', items });

describe('saleApprovalReasons (docs/domain.md "Approval")', () => {
  it('lets a discount exactly at the seller’s limit go straight on, and holds one centavo over it', () => {
    expect(saleApprovalReasons(finished(line(100)), refs(10, 15))).toEqual([]);
    expect(saleApprovalReasons(finished(line(101)), refs(10, 15))).toEqual([
      {
        code: 'discount_above_seller_limit',
        item_id: 1,
        message: 'Item 1 (Pão francês): desconto de 10,1% passa do limite de 10% do vendedor',
      },
    ]);
  });

  it('holds a discount exactly at the supervisor’s limit, and the sale check refuses one centavo over it', () => {
    const policy = { maxPercent: 10, approvalPercent: 15, mayDiscount: true };
    expect(saleApprovalReasons(finished(line(150)), refs(10, 15))).toHaveLength(1);
    expect(itemDiscountError(line(150), policy)).toBeNull();
    expect(itemDiscountError(line(151), policy)).toBe(
      'O desconto passa do limite de 15% que um supervisor pode aprovar',
    );
    // Refused is not waiting: a line the check refuses never becomes a reason.
    expect(saleApprovalReasons(finished(line(151)), refs(10, 15))).toEqual([]);
  });

  it('has no approval band when the supervisor’s limit is not above the seller’s', () => {
    expect(saleApprovalReasons(finished(line(101)), refs(10, 10))).toEqual([]);
    expect(saleApprovalReasons(finished(line(101)), refs(10, 0))).toEqual([]);
    expect(itemDiscountError(line(101), { maxPercent: 10, approvalPercent: 5, mayDiscount: true })).toBe(
      'O desconto passa do limite de 10% da empresa',
    );
  });

  it('names every line over the seller’s limit, in line order, and only for a finished sale', () => {
    const sale = finished(line(120, 3), line(50, 2), line(101, 1));
    expect(saleApprovalReasons(sale, refs(10, 15)).map((reason) => reason.item_id)).toEqual([1, 3]);
    expect(saleApprovalReasons({ ...sale, status: 'Aberto' }, refs(10, 15))).toEqual([]);
    expect(saleApprovalReasons({ ...sale, status: 'Aguardando Finalizar' }, refs(10, 15))).toEqual([]);
  });

  it('never holds a sale of a seller who may not give discounts (the check refuses it instead)', () => {
    expect(saleApprovalReasons(finished(line(120)), refs(10, 15, false))).toEqual([]);
  });

  it('writes the percentage as a Brazilian reads it', () => {
    // 12,35% of R$ 10,00 is R$ 1,235: the line discount of R$ 1,24 is 12,4%.
    const [reason] = saleApprovalReasons(finished(line(124)), refs(7.5, 15));
    expect(reason?.message).toBe(
      'Item 1 (Pão francês): desconto de 12,4% passa do limite de 7,5% do vendedor',
    );
  });

  describe('minimum prices and credit (docs/domain.md "Minimum prices", "Credit")', () => {
    const withMinimum = (minPrice: number | null) => new Map([[PRODUCT, { min_price: minPrice }]]);
    const credit = { credit_limit: 1_000, credit_blocked: false, credit_blocked_reason: null, open: 0 };

    it('holds a line below its product’s minimum, one reason per line, beside a discount reason', () => {
      // R$ 10,00 a unit, minimum R$ 9,00: R$ 1,01 off is R$ 8,99.
      expect(
        saleApprovalReasons(finished(line(100)), { ...refs(20, 20), products: withMinimum(90_000) }),
      ).toEqual([]);
      expect(
        saleApprovalReasons(finished(line(101)), { ...refs(10, 15), products: withMinimum(90_000) }),
      ).toEqual([
        {
          code: 'discount_above_seller_limit',
          item_id: 1,
          message: 'Item 1 (Pão francês): desconto de 10,1% passa do limite de 10% do vendedor',
        },
        {
          code: 'price_below_minimum',
          item_id: 1,
          message: 'Item 1 (Pão francês): preço final R$ 8,99 abaixo do mínimo de R$ 9,00',
        },
      ]);
      expect(
        saleApprovalReasons(finished(line(101)), { ...refs(20, 20), products: withMinimum(null) }),
      ).toEqual([]);
    });

    it('holds an order over the client’s credit only when the company’s policy is approve', () => {
      // R$ 10,00, the client's whole limit.
      const sale = finished(line(0));
      const approve = { ...refs(10, 15), credit: { ...credit, open: 1 } };
      expect(
        saleApprovalReasons(sale, { ...approve, config: { ...approve.config, credit_policy: 'approve' } }),
      ).toEqual([
        {
          code: 'credit_limit_exceeded',
          item_id: null,
          message:
            'Passa R$ 0,01 do limite de crédito do cliente (Limite R$ 10,00 · em aberto R$ 0,01 · este pedido R$ 10,00)',
        },
      ]);
      for (const credit_policy of ['warn', 'ignore'] as const)
        expect(
          saleApprovalReasons(sale, { ...approve, config: { ...approve.config, credit_policy } }),
        ).toEqual([]);
      // Exactly at the limit.
      expect(
        saleApprovalReasons(sale, {
          ...refs(10, 15),
          credit,
          config: { ...refs(10, 15).config, credit_policy: 'approve' },
        }),
      ).toEqual([]);
      // A cart is not an order yet.
      expect(
        saleApprovalReasons(
          { ...sale, status: 'Aberto' },
          { ...approve, config: { ...approve.config, credit_policy: 'approve' } },
        ),
      ).toEqual([]);
    });
    it('holds a line over the stock known only when the company’s stock policy is approve', () => {
      const stock = {
        byProduct: new Map([[PRODUCT, { quantity: 3, reserved: 2, counted_at: '2026-11-28T14:30:00Z' }]]),
        scope: 'company' as const,
        now: new Date('2026-11-28T15:00:00Z'),
      };
      const twoUnits = finished({ ...line(0), quantity: 2 });
      const approve = {
        ...refs(10, 15),
        stock,
        config: { ...refs(10, 15).config, stock_policy: 'approve' as const },
      };
      expect(saleApprovalReasons(twoUnits, approve)).toEqual([
        {
          code: 'stock_short',
          item_id: 1,
          message:
            'Item 1 (Pão francês): pedido de 2 UN, falta 1 UN — Estoque: 1 UN (3 UN − 2 UN reservados em pedidos não integrados) · contado em 28/11/2026 11:30',
        },
      ]);
      // Exactly the stock left.
      expect(saleApprovalReasons(finished(line(0)), approve)).toEqual([]);
      for (const stock_policy of ['warn', 'ignore'] as const)
        expect(
          saleApprovalReasons(twoUnits, { ...approve, config: { ...approve.config, stock_policy } }),
        ).toEqual([]);
    });
  });
});
