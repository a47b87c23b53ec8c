import { describe, expect, it } from 'vitest';
import { DEFAULT_WORK_CALENDAR, holidayOn, isWorkingDay, monthWorkingDays } from './work-calendar.ts';

const MON_TO_SAT = { weekdays: [1, 2, 3, 4, 5, 6], holidays: [] };

describe('monthWorkingDays (docs/domain.md "Goals")', () => {
  // November 2026: 21 weekdays; Finados (Monday 2) and Consciência Negra (Friday 20) off; the
  // Proclamação (15) falls on a Sunday. 19 working days, the last one Monday 30.
  it('takes the national holidays off a month', () => {
    expect(monthWorkingDays('2026-11', '2026-11-01', DEFAULT_WORK_CALENDAR)).toEqual({
      total: 19,
      elapsed: 0,
      left: 19,
      today: false,
    });
    expect(isWorkingDay('2026-11-02', DEFAULT_WORK_CALENDAR)).toBe(false);
    expect(holidayOn('2026-11-20', DEFAULT_WORK_CALENDAR)?.name).toBe(
      'Dia Nacional de Zumbi e da Consciência Negra',
    );
  });

  it('counts today as left, and the month’s last day has itself alone', () => {
    // Saturday 28: not worked; Monday 30 is all that is left.
    expect(monthWorkingDays('2026-11', '2026-11-28', DEFAULT_WORK_CALENDAR)).toEqual({
      total: 19,
      elapsed: 18,
      left: 1,
      today: false,
    });
    expect(monthWorkingDays('2026-11', '2026-11-30', DEFAULT_WORK_CALENDAR)).toEqual({
      total: 19,
      elapsed: 18,
      left: 1,
      today: true,
    });
  });

  it('reads a month over or not begun, Saturdays when the company works them, and its own days off', () => {
    expect(monthWorkingDays('2026-10', '2026-11-28', DEFAULT_WORK_CALENDAR)).toMatchObject({
      left: 0,
      today: false,
    });
    expect(monthWorkingDays('2026-12', '2026-11-28', DEFAULT_WORK_CALENDAR)).toMatchObject({
      elapsed: 0,
      // 23 weekdays, Christmas (Friday 25) off.
      total: 22,
    });
    // Saturdays too: 21 weekdays + 4 Saturdays − 2 holidays.
    expect(monthWorkingDays('2026-11', '2026-11-01', MON_TO_SAT).total).toBe(23);
    // The company's Carnival: Monday and Tuesday 16–17 February 2026 off.
    const carnival = { weekdays: [1, 2, 3, 4, 5], holidays: ['2026-02-16', '2026-02-17'] };
    expect(monthWorkingDays('2026-02', '2026-02-01', DEFAULT_WORK_CALENDAR).total).toBe(20);
    expect(monthWorkingDays('2026-02', '2026-02-01', carnival).total).toBe(18);
    expect(holidayOn('2026-02-16', carnival)?.name).toBe('Folga da empresa');
  });
});
