import { CHART_LABEL_WORDS_PER_LINE } from '../constants.ts';

/**
 * Splits a chart axis label into lines of at most `wordsPerLine` words (§9: 4), so long product
 * or client names wrap instead of overlapping. Runs of spaces collapse; an empty or blank text
 * gives no lines.
 */
export function splitLabel(text: string, wordsPerLine: number = CHART_LABEL_WORDS_PER_LINE): string[] {
  if (!Number.isInteger(wordsPerLine) || wordsPerLine < 1) {
    throw new RangeError(`splitLabel: wordsPerLine must be a positive integer, got ${wordsPerLine}`);
  }
  const words = text.split(/\s+/).filter((word) => word !== '');
  const lines: string[] = [];
  for (let start = 0; start < words.length; start += wordsPerLine) {
    lines.push(words.slice(start, start + wordsPerLine).join(' '));
  }
  return lines;
}
