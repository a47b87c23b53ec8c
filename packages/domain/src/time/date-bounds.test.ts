import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_BOUNDS, dateBoundProblem } from './date-bounds.ts';

// 09:00 on Tuesday 24/11/2026 in São Paulo.
const now = new Date('2026-11-24T12:00:00.000Z');
const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
const check = (value: string, bound: keyof typeof DATE_BOUNDS, when: Date = now) =>
  dateBoundProblem(value, DATE_BOUNDS[bound], 'A data de início', when);

describe('dateBoundProblem: a moment a device recorded', () => {
  it('accepts 31 days back and 1 day ahead of now, to the millisecond', () => {
    expect(check(at(-31 * DAY), 'deviceMoment')).toBeNull();
    expect(check(at(DAY), 'deviceMoment')).toBeNull();
    expect(check(at(0), 'deviceMoment')).toBeNull();
  });

  it('refuses one millisecond past either edge, naming the field', () => {
    expect(check(at(-31 * DAY - 1), 'deviceMoment')).toBe('A data de início deve estar nos últimos 31 dias');
    expect(check(at(DAY + 1), 'deviceMoment')).toBe(
      'A data de início não pode estar mais de 1 dia no futuro',
    );
  });

  it('refuses year 1 and year 9999, whatever the offset', () => {
    expect(check('0001-01-01T00:00:00Z', 'deviceMoment')).toBe(
      'A data de início deve estar nos últimos 31 dias',
    );
    expect(check('9999-12-31T23:59:59-03:00', 'deviceMoment')).toBe(
      'A data de início não pode estar mais de 1 dia no futuro',
    );
  });

  it('compares instants, not the offset they were written in', () => {
    // The same instant as now + 1 day, written in São Paulo's offset.
    expect(check('2026-11-25T09:00:00-03:00', 'deviceMoment')).toBeNull();
    expect(check('2026-11-25T09:00:00.001-03:00', 'deviceMoment')).not.toBeNull();
  });

  it('holds for every instant: inside the window passes, outside is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400 * DAY, max: 400 * DAY }), (offset) => {
        const inside = offset >= -31 * DAY && offset <= DAY;
        expect(check(at(offset), 'deviceMoment') === null).toBe(inside);
      }),
    );
  });
});

describe('dateBoundProblem: days', () => {
  it('a recorded day: the last 31 days in São Paulo, today included, never tomorrow', () => {
    expect(check('2026-10-24', 'recordedDay')).toBeNull();
    expect(check('2026-11-24', 'recordedDay')).toBeNull();
    expect(check('2026-10-23', 'recordedDay')).toBe('A data de início deve estar nos últimos 31 dias');
    expect(check('2026-11-25', 'recordedDay')).toBe('A data de início não pode ser depois de hoje');
  });

  it('reads today in São Paulo: at 23:30 there (02:30 UTC) the UTC date is already tomorrow', () => {
    const lateEvening = new Date('2026-11-25T02:30:00.000Z');
    expect(check('2026-11-25', 'recordedDay', lateEvening)).toBe(
      'A data de início não pode ser depois de hoje',
    );
    expect(dateBoundProblem('2026-11-25', DATE_BOUNDS.recordedDay, 'A data', lateEvening, 'UTC')).toBeNull();
  });

  it('a competence day: 31 days either side of today', () => {
    expect(check('2026-10-24', 'competenceDay')).toBeNull();
    expect(check('2026-12-25', 'competenceDay')).toBeNull();
    expect(check('2026-10-23', 'competenceDay')).toBe('A data de início deve estar nos últimos 31 dias');
    expect(check('2026-12-26', 'competenceDay')).toBe('A data de início deve ser até 25/12/2026');
  });

  it('a delivery day: 31 days back to 366 ahead', () => {
    expect(check('2026-10-24', 'deliveryDay')).toBeNull();
    expect(check('2027-11-25', 'deliveryDay')).toBeNull();
    expect(check('2026-10-23', 'deliveryDay')).not.toBeNull();
    expect(check('2027-11-26', 'deliveryDay')).toBe('A data de início deve ser até 25/11/2027');
  });

  it('an ERP day: from 01/01/2000 to 10 years after today, date or date-time', () => {
    expect(check('2000-01-01', 'erpDay')).toBeNull();
    expect(check('2036-11-24', 'erpDay')).toBeNull();
    expect(check('1999-12-31', 'erpDay')).toBe('A data de início deve ser a partir de 01/01/2000');
    expect(check('0001-01-01', 'erpDay')).toBe('A data de início deve ser a partir de 01/01/2000');
    expect(check('2036-11-25', 'erpDay')).toBe('A data de início deve ser até 24/11/2036');
    expect(check('9999-12-31', 'erpDay')).toBe('A data de início deve ser até 24/11/2036');
    // A date-time is read as its São Paulo day: 01:59 UTC on 01/01/2000 was still 1999 there
    // (summer time then, UTC−2); 02:00 UTC was its midnight.
    expect(check('2000-01-01T01:59:00Z', 'erpDay')).not.toBeNull();
    expect(check('2000-01-01T02:00:00Z', 'erpDay')).toBeNull();
  });

  it('ten years after a 29 February is the 28th of a common year', () => {
    const leapDay = new Date('2028-02-29T12:00:00.000Z');
    expect(check('2038-02-28', 'erpDay', leapDay)).toBeNull();
    expect(check('2038-03-01', 'erpDay', leapDay)).toBe('A data de início deve ser até 28/02/2038');
  });

  it('leaves a malformed date to the schema', () => {
    expect(check('ontem', 'deviceMoment')).toBeNull();
  });
});
