/**
 * WCAG 2.2 contrast (success criterion 1.4.3): relative luminance of sRGB colours and the ratio
 * (L1 + 0.05) / (L2 + 0.05). Colours are `#rrggbb` (what Mantine's palettes and `darken` give).
 */

type Rgb = readonly [number, number, number];

function rgbOf(color: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!match) throw new RangeError(`Cor fora do formato #rrggbb: ${color}`);
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: string): number {
  const [r, g, b] = rgbOf(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  return luminanceRatio(relativeLuminance(a), relativeLuminance(b));
}

function luminanceRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** `#rrggbb` moved toward black by `amount` (0–1), as Mantine's `darken` does, kept in hex. */
export function darkenHex(color: string, amount: number): string {
  const scale = 1 - amount;
  return `#${rgbOf(color)
    .map((value) =>
      Math.round(value * scale)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * `color`, darkened in steps of 5 % until it reads at `minimum` or more against every one of
 * `backgrounds` (itself when it already does).
 */
export function readableOn(color: string, backgrounds: readonly string[], minimum: number): string {
  // Each luminance once: the app's outline colours are checked against every palette's tints.
  const luminances = backgrounds.map(relativeLuminance);
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = darkenHex(color, amount);
    const luminance = relativeLuminance(candidate);
    if (luminances.every((background) => luminanceRatio(luminance, background) >= minimum)) return candidate;
  }
  return '#000000';
}

/** `background` darkened until `text` on it reads at `minimum` or more (white text on a filled button). */
export function backgroundFor(text: string, background: string, minimum: number): string {
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = darkenHex(background, amount);
    if (contrastRatio(text, candidate) >= minimum) return candidate;
  }
  return '#000000';
}
