import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  dayBounds,
  parseWireDate,
  zonedDate,
  zonedDayStart,
  zonedWeekday,
} from './time-zone.ts';

describe('zoned calendar days', () => {
  it('reads the date in São Paulo, not UTC', () => {
    // 02:30 UTC on the 10th is still 23:30 of the 9th in São Paulo (UTC-3).
    expect(zonedDate(new Date('2026-03-10T02:30:00Z'))).toBe('2026-03-09');
    expect(zonedDate(new Date('2026-03-10T02:30:00Z'), 'UTC')).toBe('2026-03-10');
  });

  it('counts calendar days, not 24-hour blocks', () => {
    const lateEvening = new Date('2026-03-09T23:59:00-03:00');
    const earlyMorning = new Date('2026-03-10T00:01:00-03:00');
    expect(calendarDaysBetween(lateEvening, earlyMorning)).toBe(1);
    expect(calendarDaysBetween(earlyMorning, lateEvening)).toBe(-1);
  });

  it('gives the weekday with Sunday as 0', () => {
    expect(zonedWeekday(new Date('2026-11-22T12:00:00-03:00'))).toBe(0); // a Sunday
    expect(zonedWeekday(new Date('2026-11-28T23:30:00-03:00'))).toBe(6); // Saturday night
  });

  it('reads a bare date as that day in São Paulo', () => {
    expect(zonedDate(parseWireDate('2026-01-31'))).toBe('2026-01-31');
    expect(zonedDate(parseWireDate('2026-01-31T01:00:00Z'))).toBe('2026-01-30');
  });

  it('bounds a day by its midnights in the zone', () => {
    expect(dayBounds('2026-11-22')).toEqual({
      start: new Date('2026-11-22T03:00:00.000Z'),
      end: new Date('2026-11-23T03:00:00.000Z'),
    });
    expect(dayBounds('2026-12-31', 'UTC').end).toEqual(new Date('2027-01-01T00:00:00.000Z'));
  });

  it('a day whose midnight a clock change skipped starts at the first minute that exists', () => {
    // 04/11/2018: São Paulo jumped from 00:00 (-03) to 01:00 (-02).
    expect(zonedDayStart('2018-11-04')).toEqual(new Date('2018-11-04T03:00:00.000Z'));
    expect(zonedDayStart('2018-11-05')).toEqual(new Date('2018-11-05T02:00:00.000Z'));
  });
});
