import { describe, expect, it } from 'vitest';
import { goalMonthChoices, goalMonthText } from './goal-months.ts';

describe('goal months', () => {
  it('names a month in pt-BR and offers the next one, this one and eleven before across the year', () => {
    expect(goalMonthText('2026-03')).toBe('março de 2026');
    const choices = goalMonthChoices('2026-11-28');
    expect(choices).toHaveLength(13);
    expect(choices[0]).toEqual({ value: '2026-12', label: 'Dezembro de 2026' });
    expect(choices[1]?.value).toBe('2026-11');
    expect(choices.at(-1)).toEqual({ value: '2025-12', label: 'Dezembro de 2025' });
    expect(goalMonthChoices('2027-01-05')[0]?.value).toBe('2027-02');
  });
});
