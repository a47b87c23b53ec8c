import { Encodings, Font } from '@pdf-lib/standard-fonts';
import { describe, expect, it } from 'vitest';
import { textWidth } from './text-width.ts';

/** The AFM sum straight from @pdf-lib/standard-fonts, glyph by glyph. */
function afmWidth(text: string, fontName: 'Helvetica' | 'Helvetica-Bold', size: number): number {
  const font = Font.load(fontName);
  let total = 0;
  for (const char of text) {
    const { name } = Encodings.WinAnsi.encodeUnicodeCodePoint(char.codePointAt(0) ?? 0);
    total += font.getWidthOfGlyph(name) ?? Number.NaN;
  }
  return (total / 1000) * size;
}

describe('textWidth', () => {
  it('is the sum of the AFM widths times the size', () => {
    // P 667, e 556, d 556, i 222, d 556, o 556 in Helvetica's AFM.
    expect(textWidth('Pedido', 'Helvetica', 10)).toBeCloseTo(31.13, 10);
    expect(textWidth('Pedido', 'Helvetica-Bold', 10)).toBeCloseTo(
      afmWidth('Pedido', 'Helvetica-Bold', 10),
      10,
    );
  });

  it('measures accents and the 0x80–0x9F signs by their own glyphs', () => {
    const text = 'Ação — R$ 1.234,56 € “Pão” ñ';
    expect(textWidth(text, 'Helvetica', 9)).toBeCloseTo(afmWidth(text, 'Helvetica', 9), 10);
    expect(textWidth(text, 'Helvetica-Bold', 15)).toBeCloseTo(afmWidth(text, 'Helvetica-Bold', 15), 10);
  });

  it('measures a character WinAnsi lacks as the "?" it is drawn as', () => {
    expect(textWidth('a😀', 'Helvetica', 12)).toBeCloseTo(afmWidth('a?', 'Helvetica', 12), 10);
  });
});
