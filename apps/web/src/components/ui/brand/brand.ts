/**
 * Rota's brand, in one place: the name, and the colour of the logo mark, the theme's primary
 * shade, the manifest's theme colour and the PWA icons (`scripts/generate-icons.ts` reads it; the
 * favicon and index.html repeat it, and `brand.test.ts` holds them to it). Dark enough for white
 * text at WCAG AA (6.3:1).
 */
export const BRAND = {
  name: 'Rota',
  color: '#145fb3',
  rgb: [0x14, 0x5f, 0xb3],
} as const;

/** The theme's brand palette, lightest to darkest; shade 7 is `BRAND.color`. */
export const BRAND_PALETTE = [
  '#e8f1fb',
  '#d0e2f6',
  '#a2c4ec',
  '#70a4e2',
  '#4789d9',
  '#2c78d3',
  '#1c6cc8',
  BRAND.color,
  '#0b549f',
  '#00478c',
] as const;
