import { describe, expect, it } from 'vitest';
import { brazilNationalHolidays, easterSunday } from './brazil-holidays.ts';

describe('easterSunday', () => {
  // Easter Sundays as the Church's tables give them (the earliest and latest possible included:
  // 22 March in 2285, 25 April in 2038).
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i: %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('brazilNationalHolidays (docs/domain.md "Goals")', () => {
  it('lists 2026 as the federal government’s calendar does, without the pontos facultativos', () => {
    // The federal holidays of 2026 (Portaria of the Ministério da Gestão for 2026): Carnival
    // (16–17/02) and Corpus Christi (04/06) are pontos facultativos there, not holidays.
    expect(brazilNationalHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Confraternização Universal' },
      { date: '2026-04-03', name: 'Paixão de Cristo' },
      { date: '2026-04-21', name: 'Tiradentes' },
      { date: '2026-05-01', name: 'Dia do Trabalho' },
      { date: '2026-09-07', name: 'Independência do Brasil' },
      { date: '2026-10-12', name: 'Nossa Senhora Aparecida' },
      { date: '2026-11-02', name: 'Finados' },
      { date: '2026-11-15', name: 'Proclamação da República' },
      { date: '2026-11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
      { date: '2026-12-25', name: 'Natal' },
    ]);
  });

  it('has 20 November only from 2024 on (Lei nº 14.759/2023)', () => {
    expect(brazilNationalHolidays(2023).map((holiday) => holiday.date)).not.toContain('2023-11-20');
    expect(brazilNationalHolidays(2024).map((holiday) => holiday.date)).toContain('2024-11-20');
  });
});
