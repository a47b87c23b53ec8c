// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { helveticaWidthsPath, renderHelveticaWidths, widthsOf } from './generate-helvetica-widths.ts';

describe('generate-helvetica-widths', () => {
  it('reads a width for every WinAnsi code 32–255 but the six WinAnsi leaves empty', () => {
    for (const font of ['Helvetica', 'Helvetica-Bold'] as const) {
      const widths = widthsOf(font);
      expect(widths).toHaveLength(224);
      const empty = widths.flatMap((width, index) => (width === 0 ? [index + 32] : []));
      expect(empty).toEqual([0x7f, 0x81, 0x8d, 0x8f, 0x90, 0x9d]);
    }
    expect(widthsOf('Helvetica')[0x41 - 32]).toBe(667); // A
    expect(widthsOf('Helvetica-Bold')[0x97 - 32]).toBe(1000); // emdash
  });

  it('matches the committed helvetica-widths.ts (regenerate it instead of editing by hand)', () => {
    expect(readFileSync(helveticaWidthsPath, 'utf8')).toBe(renderHelveticaWidths());
  });
});
