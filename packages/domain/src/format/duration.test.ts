import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatElapsed } from './duration.ts';

describe('formatElapsed', () => {
  it('shows hh:mm:ss, rounding down, past 24 hours, never negative', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(59_999)).toBe('00:00:59');
    expect(formatElapsed(3_723_000)).toBe('01:02:03');
    expect(formatElapsed(27 * 3_600_000)).toBe('27:00:00');
    expect(formatElapsed(-5_000)).toBe('00:00:00');
  });

  it('property: reads back as the whole seconds given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (ms) => {
        const [h, m, s] = formatElapsed(ms).split(':').map(Number) as [number, number, number];
        expect(h * 3600 + m * 60 + s).toBe(Math.floor(ms / 1000));
        expect(m).toBeLessThan(60);
        expect(s).toBeLessThan(60);
      }),
    );
  });
});

describe('formatDuration', () => {
  it('shows minutes, hours, or both', () => {
    expect(formatDuration(59_999)).toBe('0 min');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(60 * 60_000)).toBe('1 h');
    expect(formatDuration(125 * 60_000)).toBe('2 h 05 min');
    expect(formatDuration(-1)).toBe('0 min');
  });
});
