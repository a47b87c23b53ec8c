import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountFromFinalUnitPrice,
  discountFromPercent,
  discountPercentOf,
  itemDiscountError,
} from './item-discount.ts';

// 3 × R$ 11,11 = R$ 33,33.
const item = { quantity: 3, unit_price: 111_100 };

describe('item discount, typed either way', () => {
  it('turns a percentage into centavos, rounded half up', () => {
    expect(discountFromPercent(item, 500)).toBe(167); // 5% of 33,33 = 1,6665
    expect(discountFromPercent(item, 550)).toBe(183); // 5,5% = 1,83315
    expect(discountFromPercent(item, 0)).toBe(0);
    expect(discountFromPercent(item, 10_000)).toBe(3_333);
    expect(() => discountFromPercent(item, 10_001)).toThrow('Informe um percentual entre 0 e 100');
    expect(() => discountFromPercent(item, 5.5)).toThrow(RangeError);
  });

  it('turns a final unit price into the centavos the line loses', () => {
    // Final R$ 10,00 a unit: the line is R$ 30,00, so R$ 3,33 of discount.
    expect(discountFromFinalUnitPrice(item, 100_000)).toBe(333);
    expect(discountFromFinalUnitPrice(item, 111_100)).toBe(0);
    expect(() => discountFromFinalUnitPrice(item, 111_101)).toThrow(
      'O preço final não pode ser maior que o preço do item',
    );
  });

  it('discounts a weighed line on its value to the centavo (issue 22 §3)', () => {
    // 2,5 kg × R$ 12,99 = R$ 32,475 → R$ 32,48; 10% is R$ 3,248 → R$ 3,25.
    const cheese = { quantity: 2.5, unit_price: 129_900 };
    expect(discountFromPercent(cheese, 1_000)).toBe(325);
    // Final R$ 12,00 a kilo: R$ 30,00, so R$ 2,48 off.
    expect(discountFromFinalUnitPrice(cheese, 120_000)).toBe(248);
  });

  it('shows the discount as a percentage of the line', () => {
    expect(discountPercentOf({ ...item, discount: 333 })).toBe(9.99);
    expect(discountPercentOf({ quantity: 1, unit_price: 0, discount: 0 })).toBe(0);
  });

  it('holds a discount to the profile and the company limit, the limit itself allowed', () => {
    const policy = { maxPercent: 10, approvalPercent: 0, mayDiscount: true };
    expect(itemDiscountError({ ...item, discount: 333 }, policy)).toBeNull(); // 9,99%
    expect(itemDiscountError({ quantity: 1, unit_price: 100_000, discount: 100 }, policy)).toBeNull(); // 10% of R$ 10,00
    expect(itemDiscountError({ quantity: 1, unit_price: 100_000, discount: 101 }, policy)).toBe(
      'O desconto passa do limite de 10% da empresa',
    );
    expect(
      itemDiscountError({ ...item, discount: 1 }, { maxPercent: 10, approvalPercent: 0, mayDiscount: false }),
    ).toBe('Seu perfil não permite dar desconto');
    expect(
      itemDiscountError(
        { ...item, discount: 3_334 },
        { maxPercent: 100, approvalPercent: 0, mayDiscount: true },
      ),
    ).toBe('O desconto não pode ser maior que o valor do item');
    expect(
      itemDiscountError({ ...item, discount: 0 }, { maxPercent: 0, approvalPercent: 0, mayDiscount: false }),
    ).toBeNull();
  });

  it('gives the same discount typed as a percentage or as the final price it leads to (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (quantity, unitPrice, basisPoints) => {
          const line = { quantity, unit_price: unitPrice };
          const fromPercent = discountFromPercent(line, basisPoints);
          expect(fromPercent).toBeGreaterThanOrEqual(0);
          expect(fromPercent).toBeLessThanOrEqual(quantity * unitPrice);
          // A final unit price never gives a discount above the line, and its own check agrees.
          const finalPrice = Math.floor((unitPrice * (10_000 - basisPoints)) / 10_000);
          const fromFinal = discountFromFinalUnitPrice(line, finalPrice);
          const percentNeeded = Math.ceil(
            (fromFinal * 100) / Math.max(1, Math.floor((quantity * unitPrice + 50) / 100)),
          );
          expect(
            itemDiscountError(
              { ...line, discount: fromFinal },
              { maxPercent: percentNeeded, approvalPercent: 0, mayDiscount: true },
            ),
          ).toBeNull();
        },
      ),
    );
  });
});
