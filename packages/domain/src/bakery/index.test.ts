import { describe, expect, it } from 'vitest';
import * as bakery from './index.ts';

describe('bakery/index', () => {
  it('re-exports the categories, the contrast helpers, the line schemas, the stage rules and the spread of a card', () => {
    expect(Object.keys(bakery).sort()).toEqual([
      'BAKERY_BOARDS',
      'BAKERY_CATEGORIES',
      'BAKERY_STAGES',
      'BAKERY_STAGE_DEADLINE_HOURS',
      'BLACK',
      'BREAD_CATEGORIES',
      'CONFECTIONERY_CATEGORIES',
      'DRINK_CATEGORIES',
      'MIN_TEXT_CONTRAST',
      'STAGE_DONE_FIELD',
      'STAGE_LABELS',
      'WHITE',
      'bakeryCategory',
      'bakeryCategoryTotalSchema',
      'bakeryDriverSchema',
      'bakeryItemSchema',
      'bakeryStampSchema',
      'categoryTotals',
      'contrastRatio',
      'doneAt',
      'inDeliveryOrder',
      'isLate',
      'isProducedCategory',
      'readableTextColor',
      'readyAt',
      'relativeLuminance',
      'spreadDone',
      'stageTotal',
      'stagesOf',
      'stampProblem',
    ]);
  });
});
