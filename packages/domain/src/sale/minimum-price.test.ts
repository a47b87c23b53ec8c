import { describe, expect, it } from 'vitest';
import { finalUnitPriceOf, isBelowMinimumPrice } from './minimum-price.ts';

describe('isBelowMinimumPrice (docs/domain.md "Minimum prices")', () => {
  // 2 units at R$ 1,50 with a minimum of R$ 1,40: the line may go down to R$ 2,80.
  const line = (discount: number, quantity = 2, unit_price = 15_000) => ({ quantity, unit_price, discount });

  it('lets a line exactly at the minimum go and holds one centavo under it', () => {
    expect(isBelowMinimumPrice(line(20), 14_000)).toBe(false);
    expect(isBelowMinimumPrice(line(21), 14_000)).toBe(true);
  });

  it('counts a unit price lowered by hand as a discount would', () => {
    expect(isBelowMinimumPrice(line(0, 2, 13_900), 14_000)).toBe(true);
    // Like every line, to the centavo: 2 × R$ 1,3999 is R$ 2,80.
    expect(isBelowMinimumPrice(line(0, 2, 13_999), 14_000)).toBe(false);
    expect(isBelowMinimumPrice(line(0, 2, 14_000), 14_000)).toBe(false);
  });

  it('reads measured quantities to the centavo: 2,5 kg at a minimum of R$ 12,99 is R$ 32,48', () => {
    // 2,5 × R$ 13,50 = R$ 33,75; R$ 1,27 off leaves R$ 32,48, the minimum's R$ 32,475 rounded.
    expect(isBelowMinimumPrice(line(127, 2.5, 135_000), 129_900)).toBe(false);
    expect(isBelowMinimumPrice(line(128, 2.5, 135_000), 129_900)).toBe(true);
  });

  it('never holds a product without a minimum', () => {
    expect(isBelowMinimumPrice(line(299), null)).toBe(false);
    expect(isBelowMinimumPrice(line(299), undefined)).toBe(false);
  });
});

describe('finalUnitPriceOf', () => {
  it('is the price per unit after the discount, to the ten-thousandth', () => {
    expect(finalUnitPriceOf({ quantity: 2, unit_price: 15_000, discount: 21 })).toBe(13_950);
    expect(finalUnitPriceOf({ quantity: 2.5, unit_price: 135_000, discount: 128 })).toBe(129_880);
  });
});
