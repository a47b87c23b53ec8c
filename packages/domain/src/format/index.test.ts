import { describe, expect, it } from 'vitest';
import * as format from './index.ts';

describe('format/index', () => {
  it('re-exports every formatting module', () => {
    expect(Object.keys(format).sort()).toEqual([
      'MONTHS',
      'QUINZENAL',
      'WEEKDAYS',
      'formatAgo',
      'formatBytes',
      'formatDate',
      'formatDateTime',
      'formatDaysAgo',
      'formatDecimal',
      'formatDuration',
      'formatElapsed',
      'formatMetres',
      'formatMoney',
      'formatPercent',
      'formatQuantity',
      'formatQuantityWithUnit',
      'formatRelativeTime',
      'formatUnitPrice',
      'moneyInputText',
      'monthName',
      'parseBrazilianDate',
      'parseMoneyInput',
      'parseUnitPriceInput',
      'splitLabel',
      'unitPriceInputText',
      'weekdayIndex',
      'weekdayName',
    ]);
  });
});
