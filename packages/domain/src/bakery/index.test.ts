import { describe, expect, it } from 'vitest';
import * as bakery from './index.ts';

describe('bakery/index', () => {
  it('re-exports the categories and the contrast helpers', () => {
    expect(Object.keys(bakery).sort()).toEqual([
      'BAKERY_CATEGORIES',
      'BLACK',
      'MIN_TEXT_CONTRAST',
      'WHITE',
      'bakeryCategory',
      'contrastRatio',
      'readableTextColor',
      'relativeLuminance',
    ]);
  });
});
