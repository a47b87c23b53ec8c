import { describe, expect, it } from 'vitest';
import * as bakery from './index.ts';

describe('bakery/index', () => {
  it('re-exports the categories, the contrast helpers and the bakery line schemas', () => {
    expect(Object.keys(bakery).sort()).toEqual([
      'BAKERY_CATEGORIES',
      'BLACK',
      'MIN_TEXT_CONTRAST',
      'WHITE',
      'bakeryCategory',
      'bakeryCategoryTotalSchema',
      'bakeryDriverSchema',
      'bakeryItemSchema',
      'contrastRatio',
      'readableTextColor',
      'relativeLuminance',
    ]);
  });
});
