import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysOf,
  endOfMonth,
  isDateInRange,
  periodRange,
  previousMonthRange,
  startOfMonth,
  startOfNextMonth,
  startOfPreviousMonth,
  startOfWeek,
  startOfYear,
  weekdayOfDate,
} from './periods.ts';

// Tuesday 24/11/2026, 09:00 in São Paulo.
const now = new Date('2026-11-24T12:00:00.000Z');

describe('periodRange', () => {
  it('today is the calendar day in São Paulo, not UTC', () => {
    expect(periodRange('today', now)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    // 23:30 on the 24th in São Paulo is already the 25th in UTC.
    expect(periodRange('today', new Date('2026-11-25T02:30:00.000Z'))).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
  });

  it('week runs from Monday to today; on a Monday it is that day alone, on a Sunday six days back', () => {
    expect(periodRange('week', now)).toEqual({ from: '2026-11-23', to: '2026-11-24' });
    expect(periodRange('week', new Date('2026-11-23T12:00:00.000Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    });
    expect(periodRange('week', new Date('2026-11-29T12:00:00.000Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });

  it('month runs from the 1st to today', () => {
    expect(periodRange('month', now)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
  });

  it('custom keeps its dates, swapped when given backwards, and refuses a non-date', () => {
    expect(periodRange('custom', now, undefined, { from: '2026-10-01', to: '2026-10-10' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-10',
    });
    expect(periodRange('custom', now, undefined, { from: '2026-10-10', to: '2026-10-01' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-10',
    });
    expect(() => periodRange('custom', now)).toThrow(RangeError);
    expect(() => periodRange('custom', now, undefined, { from: '01/10/2026', to: '2026-10-10' })).toThrow(
      RangeError,
    );
  });

  it('every period ends today and starts no later (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('today', 'week', 'month') as fc.Arbitrary<'today' | 'week' | 'month'>,
        (instant, kind) => {
          const range = periodRange(kind, instant);
          expect(range.from <= range.to).toBe(true);
          expect(daysOf(range).length).toBeLessThanOrEqual(kind === 'month' ? 31 : kind === 'week' ? 7 : 1);
        },
      ),
    );
  });
});

describe('previousMonthRange', () => {
  it('compares the same days of the month before', () => {
    expect(previousMonthRange({ from: '2026-11-01', to: '2026-11-24' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-24',
    });
  });
  it('clamps to the last day of a shorter month, and January looks at the December before', () => {
    expect(previousMonthRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousMonthRange({ from: '2028-03-01', to: '2028-03-30' })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(previousMonthRange({ from: '2027-01-01', to: '2027-01-15' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-15',
    });
  });
});

describe('daysOf, addDays, isDateInRange', () => {
  it('lists each day across a month end, ends included', () => {
    expect(daysOf({ from: '2026-10-30', to: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(daysOf({ from: '2026-11-02', to: '2026-11-01' })).toEqual([]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('includes both ends', () => {
    const range = { from: '2026-11-01', to: '2026-11-24' };
    expect(isDateInRange('2026-11-01', range)).toBe(true);
    expect(isDateInRange('2026-11-24', range)).toBe(true);
    expect(isDateInRange('2026-10-31', range)).toBe(false);
    expect(isDateInRange('2026-11-25', range)).toBe(false);
  });
});

describe('calendar helpers (the one set Rota uses)', () => {
  it('weekday of a plain date, Sunday 0', () => {
    expect(weekdayOfDate('2026-11-22')).toBe(0);
    expect(weekdayOfDate('2026-11-23')).toBe(1);
    expect(weekdayOfDate('2026-11-28')).toBe(6);
    expect(weekdayOfDate('1969-12-31')).toBe(3);
  });
  it('week starts on Monday; a Sunday belongs to the week begun six days before', () => {
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(startOfWeek('2027-01-01')).toBe('2026-12-28');
  });
  it('month and year bounds, leap February included', () => {
    expect(startOfMonth('2026-11-24')).toBe('2026-11-01');
    expect(endOfMonth('2026-11-24')).toBe('2026-11-30');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(startOfYear('2026-11-24')).toBe('2026-01-01');
    expect(startOfNextMonth('2026-12-31')).toBe('2027-01-01');
    expect(startOfPreviousMonth('2027-01-15')).toBe('2026-12-01');
    expect(() => startOfMonth('24/11/2026')).toThrow(RangeError);
    expect(() => endOfMonth('2026-13-01')).toThrow(RangeError);
  });
  it('addDays agrees with daysOf over any span (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40_000, max: 40_000 }),
        fc.integer({ min: 0, max: 800 }),
        (start, length) => {
          const from = addDays('2000-01-01', start);
          const to = addDays(from, length);
          const days = daysOf({ from, to });
          expect(days).toHaveLength(length + 1);
          expect(days.at(-1)).toBe(to);
          expect(startOfWeek(to) <= to && addDays(startOfWeek(to), 6) >= to).toBe(true);
        },
      ),
    );
  });
});
