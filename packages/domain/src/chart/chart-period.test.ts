import { describe, expect, it } from 'vitest';
import { chartPeriod, chartPeriodProblem } from './chart-period.ts';

describe('chartPeriod', () => {
  it('reads no dates as the current month so far, and the year of its end', () => {
    expect(chartPeriod({}, '2026-11-24')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-24' },
      year: 2026,
    });
  });

  it('reads `to` alone as its month up to that day, `from` alone as up to today', () => {
    expect(chartPeriod({ to: '2026-10-15' }, '2026-11-24')).toEqual({
      range: { from: '2026-10-01', to: '2026-10-15' },
      year: 2026,
    });
    expect(chartPeriod({ from: '2026-01-10' }, '2026-11-24')).toEqual({
      range: { from: '2026-01-10', to: '2026-11-24' },
      year: 2026,
    });
  });

  it('keeps a one-day period and refuses `from` after `to`', () => {
    expect(chartPeriod({ from: '2026-11-02', to: '2026-11-02', year: 2025 }, '2026-11-24')).toEqual({
      range: { from: '2026-11-02', to: '2026-11-02' },
      year: 2025,
    });
    expect(chartPeriod({ from: '2026-11-03', to: '2026-11-02' }, '2026-11-24')).toEqual({
      problem: 'A data inicial deve ser anterior ou igual à final',
    });
    expect(chartPeriod({ from: '2026-12-01' }, '2026-11-24')).toHaveProperty('problem');
  });

  it('refuses a period longer than two years or outside 2000–2100, even with `to` left to today', () => {
    expect(chartPeriod({ from: '2024-11-24' }, '2026-11-24')).toHaveProperty('range');
    expect(chartPeriod({ from: '2024-11-23' }, '2026-11-24')).toEqual({
      problem: 'Escolha um período de no máximo 2 anos',
    });
    expect(chartPeriod({ from: '0001-01-01', to: '9999-12-31' }, '2026-11-24')).toEqual({
      problem: 'Escolha datas entre 2000 e 2100',
    });
  });
});

describe('chartPeriodProblem', () => {
  it('takes two calendar years (731 days) and refuses one day more', () => {
    expect(chartPeriodProblem({ from: '2024-01-01', to: '2025-12-31' })).toBeNull();
    expect(chartPeriodProblem({ from: '2024-01-01', to: '2026-01-01' })).toBe(
      'Escolha um período de no máximo 2 anos',
    );
    expect(chartPeriodProblem({ from: '1999-12-31' })).toBe('Escolha datas entre 2000 e 2100');
    expect(chartPeriodProblem({ to: '2101-01-01' })).toBe('Escolha datas entre 2000 e 2100');
    expect(chartPeriodProblem({})).toBeNull();
  });
});
