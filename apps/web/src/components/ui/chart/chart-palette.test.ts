import { describe, expect, it } from 'vitest';
import { ABC_COLORS, CHART_PALETTE, CHART_TEXT, NAMED_SERIES_COLORS, seriesColor } from './chart-palette.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of a colour against white. */
const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('chart palette', () => {
  it.each([
    ...CHART_PALETTE,
    ...Object.values(ABC_COLORS),
    ...Object.values(NAMED_SERIES_COLORS),
    CHART_TEXT,
  ])('%s reads on a white card (at least 4.5:1)', (color) => {
    expect(contrastOnWhite(color)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each series of a chart its own colour, the same in every chart', () => {
    expect(new Set(CHART_PALETTE).size).toBe(CHART_PALETTE.length);
    expect(seriesColor(1)).toBe(CHART_PALETTE[1]);
    expect(seriesColor(CHART_PALETTE.length)).toBe(CHART_PALETTE[0]);
    expect(seriesColor(4, 'Resultado')).toBe(seriesColor(2, 'Resultado'));
  });
});
