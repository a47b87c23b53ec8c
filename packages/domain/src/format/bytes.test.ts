import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1_000, '1 KB'],
    [287_499, '287 KB'],
    [999_499, '999 KB'],
    // Rounding up to 1.000 KB reads as a megabyte instead.
    [999_500, '1,0 MB'],
    [1_250_000, '1,3 MB'],
    [12_000_000, '12,0 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
