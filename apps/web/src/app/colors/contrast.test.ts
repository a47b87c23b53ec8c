import { describe, expect, it } from 'vitest';
import { backgroundFor, contrastRatio, darkenHex, readableOn, relativeLuminance } from './contrast.ts';

// Reference values from the WCAG 2.2 definitions (relative luminance of black 0, white 1, so
// 21:1) and WebAIM's contrast checker: #767676 on white is 4.54:1, the lightest grey passing AA;
// #777777 on white is 4.48:1, failing it.
describe('WCAG contrast', () => {
  it('matches the reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('darkens toward black', () => {
    expect(darkenHex('#ffffff', 0.5)).toBe('#808080');
    expect(darkenHex('#e67700', 0)).toBe('#e67700');
  });

  it('finds the first darker text that reads at AA on every background given', () => {
    // Mantine's yellow 9 on yellow 1, the "Aguardando Finalizar" badge axe flagged at 2.68:1.
    expect(contrastRatio('#e67700', '#fff3bf')).toBeLessThan(3);
    const text = readableOn('#e67700', ['#fff3bf', '#ffffff'], 4.6);
    expect(contrastRatio(text, '#fff3bf')).toBeGreaterThanOrEqual(4.6);
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.6);
    // Darkened no more than it takes: the hue stays (not black).
    expect(text).not.toBe('#000000');
    expect(contrastRatio(text, '#fff3bf')).toBeLessThan(6);
    expect(readableOn('#000000', ['#ffffff'], 4.5)).toBe('#000000');
  });

  it('darkens a filled background until white reads on it at AA', () => {
    // Mantine's green 7 under white text: 2.75:1.
    const green = backgroundFor('#ffffff', '#37b24d', 4.6);
    expect(contrastRatio('#ffffff', green)).toBeGreaterThanOrEqual(4.6);
    expect(backgroundFor('#ffffff', '#1864ab', 4.6)).toBe('#1864ab');
  });
});
