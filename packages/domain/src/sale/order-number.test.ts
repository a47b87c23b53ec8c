import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOrderNumber,
  nextOrderSequence,
  orderLabel,
  orderNumberSchema,
  parseOrderNumber,
} from './order-number.ts';

describe('order numbers', () => {
  it('writes the series in 3 digits and the count in 4, as "V001-0042"', () => {
    expect(formatOrderNumber(1, 42)).toBe('V001-0042');
    expect(formatOrderNumber(12, 9999)).toBe('V012-9999');
    expect(formatOrderNumber(1234, 10_000)).toBe('V1234-10000');
  });

  it('refuses a series or count that is not a positive whole number', () => {
    expect(() => formatOrderNumber(0, 1)).toThrow(RangeError);
    expect(() => formatOrderNumber(1, 0)).toThrow(RangeError);
    expect(() => formatOrderNumber(1.5, 1)).toThrow(RangeError);
  });

  it('reads back what it writes, for any series and count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 999_999 }),
        (series, sequence) => {
          const number = formatOrderNumber(series, sequence);
          expect(orderNumberSchema.safeParse(number).success).toBe(true);
          expect(parseOrderNumber(number)).toEqual({ series, sequence });
        },
      ),
    );
  });

  it('gives two series different numbers, whatever their counts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 99_999 }),
        (a, b, countA, countB) => {
          fc.pre(a !== b);
          expect(formatOrderNumber(a, countA)).not.toBe(formatOrderNumber(b, countB));
        },
      ),
    );
  });

  it('is not fooled by other texts', () => {
    for (const text of ['827B3949', 'V01-0001', 'V001-001', 'X001-0001', 'V001 0001', ''])
      expect(parseOrderNumber(text)).toBeNull();
    expect(parseOrderNumber(' v007-0010 ')).toEqual({ series: 7, sequence: 10 });
  });

  it('counts on from the higher of the device and the server, so a reinstall never repeats', () => {
    expect(nextOrderSequence(0, 0)).toBe(1);
    expect(nextOrderSequence(41, 0)).toBe(42);
    expect(nextOrderSequence(0, 41)).toBe(42);
    expect(nextOrderSequence(50, 41)).toBe(51);
  });

  it('names a sale by its number, or by its uuid when it has none', () => {
    expect(orderLabel({ uuid: '827b3949-0000-4000-8000-000000000000', number: 'V001-0042' })).toBe(
      'V001-0042',
    );
    expect(orderLabel({ uuid: '827b3949-0000-4000-8000-000000000000', number: null })).toBe('827B3949');
  });
});
