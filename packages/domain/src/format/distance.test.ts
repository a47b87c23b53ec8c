import { describe, expect, it } from 'vitest';
import { formatMetres } from './distance.ts';

describe('formatMetres', () => {
  it('writes whole metres under a kilometre', () => {
    expect(formatMetres(0)).toBe('0 m');
    expect(formatMetres(40.4)).toBe('40 m');
    expect(formatMetres(999.4)).toBe('999 m');
  });

  it('writes kilometres with one decimal, in pt-BR, from 1 km', () => {
    expect(formatMetres(999.6)).toBe('1,0 km');
    expect(formatMetres(1_000)).toBe('1,0 km');
    expect(formatMetres(12_345)).toBe('12,3 km');
    expect(formatMetres(1_234_567)).toBe('1.234,6 km');
  });
});
