import { describe, expect, it } from 'vitest';
import { MONTHS, monthName } from './months.ts';

describe('monthName', () => {
  it('numbers months from 1 = Janeiro to 12 = Dezembro', () => {
    expect(MONTHS).toHaveLength(12);
    expect(monthName(1)).toBe('Janeiro');
    expect(monthName(3)).toBe('Março');
    expect(monthName(12)).toBe('Dezembro');
  });

  it('throws for a number that is not a month', () => {
    for (const month of [0, 13, -1, 1.5, Number.NaN]) {
      expect(() => monthName(month)).toThrow(RangeError);
    }
  });
});
