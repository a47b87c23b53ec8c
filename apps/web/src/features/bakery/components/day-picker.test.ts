import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-picker.tsx';

describe('dayLabel', () => {
  it('writes the weekday and the date in pt-BR, and says which day is today', () => {
    expect(dayLabel('2026-11-24', '2026-11-24')).toBe('Terça, 24/11 (hoje)');
    expect(dayLabel('2026-11-29', '2026-11-24')).toBe('Domingo, 29/11');
  });

  it('writes the year of a day in another year', () => {
    expect(dayLabel('2027-01-01', '2026-12-31')).toBe('Sexta, 01/01/2027');
  });
});
