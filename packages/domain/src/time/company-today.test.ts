import { describe, expect, it } from 'vitest';
import { companyToday } from './company-today.ts';

// São Paulo is UTC−3 all year (no daylight saving since 2019, Decreto 9.772/2019).
describe('companyToday', () => {
  it('is the São Paulo day at 09:00 there (12:00 UTC) and at 22:00 (01:00 UTC, the next day)', () => {
    expect(companyToday(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
    expect(companyToday(new Date('2026-11-28T01:00:00Z'))).toBe('2026-11-27');
  });

  it('keeps the day across 21:00 (UTC midnight) and turns at São Paulo midnight (03:00 UTC)', () => {
    expect(companyToday(new Date('2026-11-27T23:59:59Z'))).toBe('2026-11-27');
    expect(companyToday(new Date('2026-11-28T00:00:01Z'))).toBe('2026-11-27');
    expect(companyToday(new Date('2026-11-28T02:59:59Z'))).toBe('2026-11-27');
    expect(companyToday(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-28');
  });
});
