import { describe, expect, it } from 'vitest';
import { visitDay, visitMinutes } from './visit-duration.ts';

describe('visitMinutes and visitDay', () => {
  it('counts a visit across São Paulo’s midnight by what it lasted, on the check-in’s day', () => {
    const checkIn = '2026-11-27T23:50:00-03:00';
    const checkOut = '2026-11-28T00:20:00-03:00';
    expect(visitMinutes(checkIn, checkOut)).toBe(30);
    // 02:50 UTC is already the 28th: the day is São Paulo's.
    expect(visitDay('2026-11-28T02:50:00.000Z')).toBe('2026-11-27');
    expect(visitDay(checkIn)).toBe('2026-11-27');
  });

  it('rounds to the minute, and has no length while open or when the clock went back', () => {
    expect(visitMinutes('2026-11-27T13:00:00.000Z', '2026-11-27T13:12:31.000Z')).toBe(13);
    expect(visitMinutes('2026-11-27T13:00:00.000Z', null)).toBeNull();
    expect(visitMinutes('2026-11-27T13:00:00.000Z', '2026-11-27T12:59:00.000Z')).toBeNull();
  });
});
