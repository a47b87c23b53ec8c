import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseBrazilianDate } from './date.ts';

describe('formatDate', () => {
  it('writes dd/mm/yyyy on the São Paulo calendar by default', () => {
    // 02:30 UTC on the 10th is still 23:30 of the 9th in São Paulo.
    expect(formatDate(new Date('2026-03-10T02:30:00Z'))).toBe('09/03/2026');
    expect(formatDate(new Date('2026-03-10T02:30:00Z'), 'UTC')).toBe('10/03/2026');
  });

  it('reads a wire string, keeping a bare date on its day', () => {
    expect(formatDate('2026-01-31')).toBe('31/01/2026');
    expect(formatDate('2026-01-31T01:00:00Z')).toBe('30/01/2026');
  });

  it('throws for something that is not a date', () => {
    expect(() => formatDate('ontem')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour time in the time zone', () => {
    expect(formatDateTime(new Date('2026-03-10T03:05:00Z'))).toBe('10/03/2026 00:05');
    expect(formatDateTime('2026-12-31T23:59:00-03:00')).toBe('31/12/2026 23:59');
    expect(formatDateTime('2026-12-31T23:59:00-03:00', 'UTC')).toBe('01/01/2027 02:59');
    expect(() => formatDateTime('')).toThrow(RangeError);
  });
});

describe('parseBrazilianDate', () => {
  it.each([
    ['31/12/2026', '2026-12-31'],
    ['1/2/2026', '2026-02-01'],
    [' 05/06/2026 ', '2026-06-05'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseBrazilianDate(text)).toBe(iso);
  });

  it.each([
    '31/02/2026',
    '29/02/2025',
    '29/02/1900',
    '31/04/2026',
    '00/01/2026',
    '01/00/2026',
    '01/13/2026',
    '01/01/0000',
    '2026-12-31',
    '31/12/26',
    '',
  ])('refuses %j', (text) => {
    expect(parseBrazilianDate(text)).toBeNull();
  });

  it('reads back every date formatDate writes', () => {
    const dates = fc.date({
      min: new Date('0100-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, (date) => {
        expect(parseBrazilianDate(formatDate(date, 'UTC'))).toBe(date.toISOString().slice(0, 10));
      }),
    );
  });
});
