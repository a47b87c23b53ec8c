import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  contrastRatio,
  MIN_TEXT_CONTRAST,
  readableTextColor,
  relativeLuminance,
  WHITE,
} from './contrast.ts';

const hexColor = fc
  .integer({ min: 0, max: 0xffffff })
  .map((value) => `#${value.toString(16).padStart(6, '0')}`);

describe('relativeLuminance', () => {
  it('runs from 0 for black to 1 for white', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 10);
    expect(relativeLuminance('#FF0000')).toBeCloseTo(0.2126, 10);
  });

  it('linearises below the 0.04045 threshold as a straight line', () => {
    // 10/255 ≈ 0.0392 is under the threshold: 0.0392 / 12.92 on each channel.
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 10);
  });

  it('refuses anything but #rrggbb', () => {
    for (const text of ['#fff', 'ffffff', '#gggggg', '', 'black']) {
      expect(() => relativeLuminance(text)).toThrow(RangeError);
    }
  });
});

describe('contrastRatio', () => {
  it('matches the known WCAG values', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 10);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('readableTextColor', () => {
  it('picks black on light colours and white on dark ones', () => {
    expect(readableTextColor('#ffff00')).toBe(BLACK);
    expect(readableTextColor('#000080')).toBe(WHITE);
  });

  it('always reaches the AA minimum with one of black or white', () => {
    fc.assert(
      fc.property(hexColor, (background) => {
        const text = readableTextColor(background);
        expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        const other = text === BLACK ? WHITE : BLACK;
        expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(contrastRatio(background, other));
      }),
    );
  });
});
