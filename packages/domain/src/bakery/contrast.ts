/*
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), used to pick black or
 * white text on the bakery category colours. Colours are '#rrggbb' hex, the form the panel stores.
 */

export const BLACK = '#000000';
export const WHITE = '#ffffff';

/** WCAG AA minimum for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** sRGB channel (0-255) to linear light, with the 0.04045 threshold of WCAG 2.x. */
function linearChannel(value: number): number {
  const channel = value / 255;
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a '#rrggbb' colour: 0 for black, 1 for white. Throws on any other text. */
export function relativeLuminance(hex: string): number {
  if (!HEX_COLOR.test(hex)) {
    throw new RangeError(`Expected a '#rrggbb' colour, got '${hex}'`);
  }
  const channel = (offset: number) => linearChannel(Number.parseInt(hex.slice(offset, offset + 2), 16));
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast ratio of two colours, from 1 (same luminance) to 21 (black on white); order does not matter. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Black or white, whichever contrasts more with the background (black on a tie). One of them
 * always reaches at least 4.58: the worst background has luminance ≈ 0.179, where both are equal.
 */
export function readableTextColor(background: string): typeof BLACK | typeof WHITE {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}
