import { describe, expect, it } from 'vitest';
import { formatDaysAgo } from './days-ago.ts';

describe('formatDaysAgo', () => {
  const now = new Date('2026-11-28T12:00:00Z'); // 09:00 in São Paulo

  it('counts calendar days in São Paulo, not 24-hour spans', () => {
    // 9/11 at 17:54 in São Paulo: 18 days and 15 hours ago, 19 calendar days.
    expect(formatDaysAgo('2026-11-09T20:54:00Z', now)).toBe('há 19 dias');
    // 23:30 of yesterday in São Paulo is already 28/11 in UTC: still "ontem".
    expect(formatDaysAgo('2026-11-28T02:30:00Z', now)).toBe('ontem');
    expect(formatDaysAgo('2026-11-28T03:30:00Z', now)).toBe('hoje');
  });

  it('says months past 60 days and never the future', () => {
    expect(formatDaysAgo('2026-09-30T15:00:00Z', now)).toBe('há 59 dias');
    expect(formatDaysAgo('2026-09-29T15:00:00Z', now)).toBe('há 2 meses');
    expect(formatDaysAgo('2026-08-01T15:00:00Z', now)).toBe('há 3 meses');
    expect(formatDaysAgo('2026-11-29T15:00:00Z', now)).toBe('hoje');
  });
});
