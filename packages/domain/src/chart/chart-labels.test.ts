import { describe, expect, it } from 'vitest';
import {
  ageingBucket,
  dayLabel,
  dayLabels,
  monthLabel,
  othersLabel,
  previousPeriod,
  yearMonthLabels,
} from './chart-labels.ts';

describe('chart labels', () => {
  it('writes a day as dd/mm and a month as Mmm/yyyy', () => {
    expect(dayLabel('2026-10-31')).toBe('31/10');
    expect(monthLabel(2026, 1)).toBe('Jan/2026');
    expect(monthLabel(2026, 3)).toBe('Mar/2026');
    expect(() => monthLabel(2026, 13)).toThrow(RangeError);
    expect(yearMonthLabels(2025)).toHaveLength(12);
    expect(yearMonthLabels(2025)[11]).toBe('Dez/2025');
  });

  it('lists every day of a range, across a month end', () => {
    expect(dayLabels({ from: '2026-10-30', to: '2026-11-02' })).toEqual(['30/10', '31/10', '01/11', '02/11']);
  });

  it('compares a period with as many days right before it', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-24' })).toEqual({
      from: '2026-10-08',
      to: '2026-10-31',
    });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });

  it('puts 30 days late in the first bucket and 91 in the last', () => {
    expect(ageingBucket(1)).toBe(0);
    expect(ageingBucket(30)).toBe(0);
    expect(ageingBucket(31)).toBe(1);
    expect(ageingBucket(60)).toBe(1);
    expect(ageingBucket(61)).toBe(2);
    expect(ageingBucket(90)).toBe(2);
    expect(ageingBucket(91)).toBe(3);
    expect(() => ageingBucket(0)).toThrow(RangeError);
    expect(othersLabel('clientes', 12)).toBe('Outros clientes (12)');
  });
});
