import { type HelveticaFont, helveticaWidths } from './helvetica-widths.ts';
import { encodeWinAnsi } from './winansi.ts';

/**
 * How wide a text is drawn in a standard font, in points: the sum of its glyphs' AFM widths
 * (1/1000 em) times the size. Measured on the WinAnsi bytes, so a '?' that replaces an emoji is
 * measured as a '?'. No kerning, as `Tj` draws none.
 */
export function textWidth(text: string, font: HelveticaFont, size: number): number {
  const widths = helveticaWidths[font];
  let total = 0;
  for (const code of encodeWinAnsi(text)) total += widths[code - 32] ?? 0;
  return (total / 1000) * size;
}
