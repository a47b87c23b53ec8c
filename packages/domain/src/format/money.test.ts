import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatQuantityWithUnit,
  formatUnitPrice,
  moneyInputText,
  parseMoneyInput,
  parseUnitPriceInput,
  unitPriceInputText,
} from './money.ts';

describe('formatMoney', () => {
  it('writes centavos as reais with a plain space after R$', () => {
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(5)).toBe('R$ 0,05');
    expect(formatMoney(100)).toBe('R$ 1,00');
    expect(formatMoney(-5)).toBe('-R$ 0,05');
    expect(formatMoney(123456)).not.toMatch(/\u00a0|\u202f/);
  });

  it('keeps every digit of the largest amounts', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('R$ 90.071.992.547.409,91');
    expect(formatMoney(-Number.MAX_SAFE_INTEGER)).toBe('-R$ 90.071.992.547.409,91');
  });

  it('refuses an amount that is not whole centavos', () => {
    for (const cents of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => formatMoney(cents)).toThrow(RangeError);
    }
  });
});

describe('formatPercent', () => {
  it('writes a percentage as a Brazilian reads it, without trailing zeros', () => {
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(7.5)).toBe('7,5%');
    expect(formatPercent(12.345)).toBe('12,35%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1000)).toBe('1.000%');
  });
});

describe('formatUnitPrice', () => {
  it('writes ten-thousandths of a real with the decimals the price has, 2 to 4', () => {
    expect(formatUnitPrice(12345)).toBe('R$ 1,2345');
    expect(formatUnitPrice(1)).toBe('R$ 0,0001');
    expect(formatUnitPrice(10000)).toBe('R$ 1,00');
    expect(formatUnitPrice(125000)).toBe('R$ 12,50');
    expect(formatUnitPrice(123450)).toBe('R$ 12,345');
    expect(formatUnitPrice(0)).toBe('R$ 0,00');
    expect(formatUnitPrice(-123456789)).toBe('-R$ 12.345,6789');
    expect(() => formatUnitPrice(0.5)).toThrow(RangeError);
  });
});

describe('unitPriceInputText and moneyInputText', () => {
  it('write what a field edits, every decimal kept, and read back to the same amount', () => {
    expect(unitPriceInputText(2_550)).toBe('0,255');
    expect(unitPriceInputText(12_345_000)).toBe('1.234,50');
    expect(moneyInputText(2_990)).toBe('29,90');
    for (const price of [1, 2_550, 10_000, 123_450, 12_345_678])
      expect(parseUnitPriceInput(unitPriceInputText(price))).toBe(price);
    for (const cents of [0, 1, 2_990, 123_456_789])
      expect(parseMoneyInput(moneyInputText(cents))).toBe(cents);
  });
});

describe('formatQuantity', () => {
  it('writes whole units with thousands separators', () => {
    expect(formatQuantity(1234567)).toBe('1.234.567');
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(-1234)).toBe('-1.234');
  });

  // Issue 22 §3: measured goods keep their decimals (2,5 kg was shown as 3).
  it('shows the decimals a measured quantity has, up to 3', () => {
    expect(formatQuantity(2.5)).toBe('2,5');
    expect(formatQuantity(-2.5)).toBe('-2,5');
    expect(formatQuantity(0.375)).toBe('0,375');
    expect(formatQuantity(1234.5)).toBe('1.234,5');
  });

  it('rounds past 3 decimals half away from zero and never shows -0', () => {
    expect(formatQuantity(2.0005)).toBe('2,001');
    expect(formatQuantity(-0.0004)).toBe('0');
  });

  it('writes the unit as a person reads it', () => {
    expect(formatQuantityWithUnit(2.5, 'KG')).toBe('2,5 kg');
    expect(formatQuantityWithUnit(12, 'PCT')).toBe('12 PCT');
    expect(formatQuantityWithUnit(1.25, 'm2')).toBe('1,25 m²');
  });
});

describe('formatDecimal', () => {
  it('writes a fixed number of decimals with pt-BR separators', () => {
    expect(formatDecimal(1234.5, 2)).toBe('1.234,50');
    expect(formatDecimal(0.1 + 0.2, 2)).toBe('0,30');
    expect(formatDecimal(1, 0)).toBe('1');
    expect(formatDecimal(-0.0001, 2)).toBe('0,00');
  });

  it('refuses a non-finite value or an impossible number of decimals', () => {
    expect(() => formatDecimal(Number.NaN, 2)).toThrow(RangeError);
    expect(() => formatDecimal(Number.NEGATIVE_INFINITY, 2)).toThrow(RangeError);
    for (const decimals of [-1, 1.5, 21]) {
      expect(() => formatDecimal(1, decimals)).toThrow(RangeError);
    }
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,5', 123450],
    ['R$ 10', 1000],
    ['R$10', 1000],
    ['r$ 10,00', 1000],
    ['0,29', 29],
    ['0,1', 10],
    ['  12  ', 1200],
    ['007', 700],
    ['1.000.000', 100_000_000],
    ['-R$ 1.234,56', -123456],
    ['R$ -5', -500],
    ['−3,50', -350],
    ['R$\u00a01,00', 100],
    ['90.071.992.547.409,91', Number.MAX_SAFE_INTEGER],
  ])('reads %j as %i centavos', (text, cents) => {
    expect(parseMoneyInput(text)).toBe(cents);
  });

  it('gives a plain zero for a negative zero', () => {
    expect(Object.is(parseMoneyInput('-0,00'), 0)).toBe(true);
  });

  it.each([
    ['1,005', 'more decimals than centavos: refused, not rounded'],
    ['', 'empty'],
    ['R$', 'no digits'],
    ['abc', 'not a number'],
    ['10.5', "'.' is the thousands separator"],
    ['12.3456', 'a group of four'],
    ['1.23,00', 'a group of two'],
    ['0.123', 'a group after a leading zero'],
    [',5', 'no whole part'],
    ['1,', 'no decimals after the comma'],
    ['--1', 'two signs'],
    ['- R$ -1', 'two signs'],
    ['1 234', 'space inside the number'],
    ['90.071.992.547.409,92', 'past the largest safe integer'],
  ])('refuses %j (%s)', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });

  it('reads back every amount formatMoney writes', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseMoneyInput(formatMoney(cents))).toBe(cents);
      }),
    );
  });

  it('never throws, and gives null or whole centavos', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cents = parseMoneyInput(text);
        expect(cents === null || Number.isSafeInteger(cents)).toBe(true);
      }),
    );
  });
});

describe('parseUnitPriceInput', () => {
  it('reads up to 4 decimals as ten-thousandths', () => {
    expect(parseUnitPriceInput('1,2345')).toBe(12345);
    expect(parseUnitPriceInput('R$ 2,5')).toBe(25000);
    expect(parseUnitPriceInput('1,23456')).toBeNull();
  });

  it('reads back every unit price formatUnitPrice writes', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (tenThousandths) => {
        expect(parseUnitPriceInput(formatUnitPrice(tenThousandths))).toBe(tenThousandths);
      }),
    );
  });
});
