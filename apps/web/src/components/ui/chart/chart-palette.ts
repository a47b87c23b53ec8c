import { BRAND } from '../brand/brand.ts';

/**
 * The colours of every chart (the report's and the manager area's), in the order series take
 * them: the first series of any chart is the brand blue, the second orange, and so on, so a
 * series keeps its colour from chart to chart. Each is dark enough against the white card for a
 * graphical object (WCAG 1.4.11, at least 3:1; all of these pass 4.5:1, so a label in that
 * colour reads too), and neighbours differ in hue, not only in lightness, for colour-blind eyes.
 * `chart-palette.test.ts` holds them to it.
 */
export const CHART_PALETTE = [
  BRAND.color, // blue
  '#c2410c', // orange
  '#15803d', // green
  '#7e22ce', // purple
  '#b91c1c', // red
  '#0f766e', // teal
  '#a16207', // dark yellow
  '#be185d', // pink
  '#4b5563', // grey
] as const;

/**
 * Series that mean the same in every chart keep one colour wherever they sit: the bottom line
 * (`Resultado` of the DRE and of the financial result) is always the near-black ink, never a red
 * or green that would read as a loss or a gain by itself.
 */
export const NAMED_SERIES_COLORS: Readonly<Record<string, string>> = { Resultado: '#1f2937' };

/** The colour of the `index`-th series (the palette repeats past its end), or of a named one. */
export function seriesColor(index: number, name?: string): string {
  return (name && NAMED_SERIES_COLORS[name]) || (CHART_PALETTE[index % CHART_PALETTE.length] ?? BRAND.color);
}

/**
 * The ABC curve's classes: A the brand blue, B orange, C grey; the lumped rest of the ranking
 * ("Outros clientes (N)", no class) a lighter slate; the cumulative line dark.
 */
export const ABC_COLORS = {
  A: BRAND.color,
  B: '#c2410c',
  C: '#4b5563',
  rest: '#64748b',
  line: '#1f2937',
} as const;

/** The value axis' grid lines: light, behind the data. */
export const CHART_GRID_LINE = '#e5e7eb';
/** Axis labels and legend text (7.5:1 on white). */
export const CHART_TEXT = '#4b5563';
