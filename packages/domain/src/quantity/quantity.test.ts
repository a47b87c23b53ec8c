import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuantity } from '../format/money.ts';
import {
  addQuantities,
  fromThousandths,
  hasAtMostDecimals,
  MAX_QUANTITY,
  parseQuantityInput,
  quantityMessages,
  quantityProblem,
  subtractQuantities,
  toThousandths,
} from './quantity.ts';

const measured = { decimals: 3 };
const counted = { decimals: 0 };

describe('parseQuantityInput', () => {
  it('reads the pt-BR decimal comma for a measured unit (issue 22: "2,5" kg was stored as 25)', () => {
    expect(parseQuantityInput('2,5', measured)).toEqual({ ok: true, quantity: 2.5 });
    expect(parseQuantityInput(' 0,375 ', measured)).toEqual({ ok: true, quantity: 0.375 });
    expect(parseQuantityInput('1.250,75', measured)).toEqual({ ok: true, quantity: 1250.75 });
    expect(parseQuantityInput('3', measured)).toEqual({ ok: true, quantity: 3 });
    expect(parseQuantityInput('2,500', measured)).toEqual({ ok: true, quantity: 2.5 });
  });

  it('refuses a fraction of a counted unit with a pt-BR message instead of changing it', () => {
    expect(parseQuantityInput('2,5', counted)).toEqual({ ok: false, message: quantityMessages.wholeOnly });
    expect(parseQuantityInput('3', counted)).toEqual({ ok: true, quantity: 3 });
    expect(parseQuantityInput('3,0', counted)).toEqual({ ok: true, quantity: 3 });
    expect(parseQuantityInput('1.200', counted)).toEqual({ ok: true, quantity: 1200 });
  });

  it('refuses a fourth decimal, zero, a negative, a dot used as a decimal point and text', () => {
    expect(parseQuantityInput('2,5005', measured)).toEqual({
      ok: false,
      message: quantityMessages.tooManyDecimals(3),
    });
    expect(parseQuantityInput('0', measured)).toEqual({ ok: false, message: quantityMessages.positive });
    expect(parseQuantityInput('0,0', measured)).toEqual({ ok: false, message: quantityMessages.positive });
    expect(parseQuantityInput('-1', measured)).toEqual({ ok: false, message: quantityMessages.positive });
    expect(parseQuantityInput('2.5', measured)).toEqual({
      ok: false,
      message: quantityMessages.dotAsDecimal,
    });
    expect(parseQuantityInput('0.5', measured)).toEqual({
      ok: false,
      message: quantityMessages.dotAsDecimal,
    });
    expect(parseQuantityInput('', measured)).toEqual({ ok: false, message: quantityMessages.notANumber });
    expect(parseQuantityInput('dois', measured)).toEqual({ ok: false, message: quantityMessages.notANumber });
    expect(parseQuantityInput('1.000.001', measured)).toEqual({
      ok: false,
      message: quantityMessages.tooLarge,
    });
  });

  it('takes a zero where the rule allows it (an amount produced or delivered)', () => {
    expect(parseQuantityInput('0', { decimals: 0, allowZero: true })).toEqual({ ok: true, quantity: 0 });
  });

  it('reads back every quantity formatQuantity writes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_QUANTITY * 1000 }), (thousandths) => {
        const quantity = fromThousandths(thousandths);
        expect(parseQuantityInput(formatQuantity(quantity), measured)).toEqual({ ok: true, quantity });
      }),
    );
  });

  it('never accepts a fraction for a counted unit (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 1, max: 999 }),
        (whole, fraction) => {
          const typed = `${whole},${String(fraction).padStart(3, '0')}`;
          expect(parseQuantityInput(typed, counted).ok).toBe(false);
        },
      ),
    );
  });
});

describe('quantityProblem', () => {
  it("accepts up to the rule's decimals and reads doubles in thousandths", () => {
    expect(quantityProblem(2.5, measured)).toBeNull();
    expect(quantityProblem(0.1 + 0.2, measured)).toBeNull();
    expect(quantityProblem(2.3, measured)).toBeNull();
    expect(quantityProblem(2.5, counted)).toBe(quantityMessages.wholeOnly);
    expect(quantityProblem(2.0005, measured)).toBe(quantityMessages.tooManyDecimals(3));
    expect(quantityProblem(2.05, { decimals: 1 })).toBe(quantityMessages.tooManyDecimals(1));
    expect(quantityProblem(MAX_QUANTITY, measured)).toBeNull();
    expect(quantityProblem(MAX_QUANTITY + 0.001, measured)).toBe(quantityMessages.tooLarge);
    expect(quantityProblem(0, measured)).toBe(quantityMessages.positive);
    expect(quantityProblem(0, { decimals: 0, allowZero: true })).toBeNull();
    expect(quantityProblem(-1, { decimals: 0, allowZero: true })).toBe(quantityMessages.notNegative);
    expect(quantityProblem(Number.NaN, measured)).toBe(quantityMessages.notANumber);
  });

  it('agrees with hasAtMostDecimals on every thousandth (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (thousandths) => {
        const quantity = fromThousandths(thousandths);
        expect(hasAtMostDecimals(quantity, 3)).toBe(true);
        expect(hasAtMostDecimals(quantity, 0)).toBe(thousandths % 1000 === 0);
        expect(toThousandths(quantity)).toBe(thousandths);
      }),
    );
  });
});

describe('addQuantities and subtractQuantities', () => {
  it('are exact in thousandths', () => {
    expect(addQuantities(0.1, 0.2)).toBe(0.3);
    expect(subtractQuantities(3, 2.9)).toBe(0.1);
    expect(addQuantities(2.5, 3)).toBe(5.5);
  });
});
