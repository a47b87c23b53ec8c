import { describe, expect, it } from 'vitest';
import { formatCell } from './format-cell.ts';

describe('formatCell', () => {
  it('shows a quantity with the decimals it has (weighed goods), money with 2, a share with 1', () => {
    expect(formatCell(2.5, 'quantity')).toBe('2,5');
    expect(formatCell(1250.75, 'quantity')).toBe('1.250,75');
    expect(formatCell(3, 'quantity')).toBe('3');
    expect(formatCell(10_550, 'cents')).toBe('R$ 105,50');
    expect(formatCell(12.34, 'percent')).toBe('12,3%');
  });
});
