import { describe, expect, it } from 'vitest';
import { percentChange, positivacaoPercent } from './manager-kpis.ts';

describe('percentChange', () => {
  it('is the change over the previous value in percent', () => {
    expect(percentChange(100_000, 80_000)).toBe(25);
    expect(percentChange(60_000, 80_000)).toBe(-25);
    expect(percentChange(80_000, 80_000)).toBe(0);
    expect(percentChange(0, 80_000)).toBe(-100);
  });

  it('is null without a previous value', () => {
    expect(percentChange(100_000, 0)).toBeNull();
  });

  it('reads a negative previous value (a loss) by its size', () => {
    expect(percentChange(-50, -100)).toBe(50);
  });
});

describe('positivacaoPercent', () => {
  it('is the clients who bought over the wallet, in percent', () => {
    expect(positivacaoPercent(45, 120)).toBe(37.5);
    expect(positivacaoPercent(0, 120)).toBe(0);
    expect(positivacaoPercent(120, 120)).toBe(100);
  });

  it('is null with an empty wallet', () => {
    expect(positivacaoPercent(0, 0)).toBeNull();
  });
});
