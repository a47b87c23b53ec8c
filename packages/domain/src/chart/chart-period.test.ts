import { describe, expect, it } from 'vitest';
import { chartPeriod } from './chart-period.ts';

describe('chartPeriod', () => {
  it('reads no dates as the current month so far, and the year of its end', () => {
    expect(chartPeriod({}, '2026-11-24')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-24' },
      year: 2026,
    });
  });

  it('reads `to` alone as its month up to that day, `from` alone as up to today', () => {
    expect(chartPeriod({ to: '2026-10-15' }, '2026-11-24')?.range).toEqual({
      from: '2026-10-01',
      to: '2026-10-15',
    });
    expect(chartPeriod({ from: '2026-01-10' }, '2026-11-24')?.range).toEqual({
      from: '2026-01-10',
      to: '2026-11-24',
    });
  });

  it('keeps a one-day period and refuses `from` after `to`', () => {
    expect(chartPeriod({ from: '2026-11-02', to: '2026-11-02', year: 2025 }, '2026-11-24')).toEqual({
      range: { from: '2026-11-02', to: '2026-11-02' },
      year: 2025,
    });
    expect(chartPeriod({ from: '2026-11-03', to: '2026-11-02' }, '2026-11-24')).toBeNull();
    expect(chartPeriod({ from: '2026-12-01' }, '2026-11-24')).toBeNull();
  });
});
