import { describe, expect, it } from 'vitest';
import { zonedWeekday } from '../time/time-zone.ts';
import { QUINZENAL, WEEKDAYS, weekdayIndex, weekdayName } from './weekdays.ts';

describe('WEEKDAYS', () => {
  it('runs Domingo to Sábado, indexed like zonedWeekday', () => {
    expect(WEEKDAYS).toEqual(['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado']);
    // 2026-11-22 is a Sunday.
    expect(WEEKDAYS[zonedWeekday(new Date('2026-11-22T12:00:00-03:00'))]).toBe('Domingo');
  });

  it('names the fortnightly visiting day apart from the weekdays', () => {
    expect(QUINZENAL).toBe('Quinzenal');
    expect(weekdayIndex(QUINZENAL)).toBe(-1);
  });
});

describe('weekdayName', () => {
  it('names every index 0–6 like WEEKDAYS', () => {
    WEEKDAYS.forEach((name, index) => {
      expect(weekdayName(index)).toBe(name);
    });
  });

  it('throws on an index outside the week', () => {
    expect(() => weekdayName(7)).toThrow(RangeError);
    expect(() => weekdayName(-1)).toThrow(RangeError);
    expect(() => weekdayName(1.5)).toThrow(RangeError);
  });
});

describe('weekdayIndex', () => {
  it('finds every name it lists', () => {
    WEEKDAYS.forEach((name, index) => {
      expect(weekdayIndex(name)).toBe(index);
    });
  });

  it('ignores accents, case, spaces and the -feira suffix', () => {
    expect(weekdayIndex('terca')).toBe(2);
    expect(weekdayIndex('  SÁBADO ')).toBe(6);
    expect(weekdayIndex('sabado')).toBe(6);
    expect(weekdayIndex('Segunda-feira')).toBe(1);
    expect(weekdayIndex('quinta feira')).toBe(4);
  });

  it('gives -1 for anything else', () => {
    expect(weekdayIndex('')).toBe(-1);
    expect(weekdayIndex('Monday')).toBe(-1);
    expect(weekdayIndex('feira')).toBe(-1);
    expect(weekdayIndex('Domingos')).toBe(-1);
  });
});
