import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateOfDayNumber,
  dayNumberOf,
  daysInMonth,
  isCalendarDate,
  isPlainDate,
  weekdayOfDayNumber,
} from './calendar-date.ts';

describe('daysInMonth', () => {
  it('follows the Gregorian leap rule, years 0-99 included', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    // Date.UTC would read year 0 as 1900, which is not a leap year.
    expect(daysInMonth(0, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(daysInMonth(2026, 13)).toBe(0);
  });
});

describe('isPlainDate', () => {
  it('checks the shape only', () => {
    expect(isPlainDate('2026-02-30')).toBe(true);
    expect(isPlainDate('2026-11-24T12:00:00Z')).toBe(false);
    expect(isPlainDate('24/11/2026')).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it('takes a yyyy-mm-dd that names a day and refuses one the calendar lacks', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    // Date.parse takes both of these.
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-11-00')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('2026-11-24T00:00:00Z')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('property: agrees with the date the calendar gives back', () => {
    const text = fc
      .tuple(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(text, (date) => {
        const roundTrip =
          !Number.isNaN(Date.parse(date)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
        expect(isCalendarDate(date)).toBe(roundTrip);
      }),
    );
  });
});

describe('day numbers', () => {
  it('counts days since 1970-01-01 and back', () => {
    expect(dayNumberOf('1970-01-01')).toBe(0);
    expect(dayNumberOf('1969-12-31')).toBe(-1);
    expect(dateOfDayNumber(dayNumberOf('2026-11-24'))).toBe('2026-11-24');
    expect(() => dayNumberOf('24/11/2026')).toThrow(RangeError);
  });

  it('gives the weekday with Sunday as 0, before 1970 too', () => {
    expect(weekdayOfDayNumber(dayNumberOf('2026-11-22'))).toBe(0);
    expect(weekdayOfDayNumber(dayNumberOf('2026-11-28'))).toBe(6);
    expect(weekdayOfDayNumber(dayNumberOf('1969-12-31'))).toBe(3);
  });
});
