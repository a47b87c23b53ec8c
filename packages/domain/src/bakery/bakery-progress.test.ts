import { describe, expect, it } from 'vitest';
import { categoryTotals, isLate, stageTotal } from './bakery-progress.ts';

const line = (category: string, quantity: number, produced: number, separated = 0, delivered = 0) => ({
  category,
  quantity,
  produced,
  separated,
  delivered,
  delivery_date: '2026-11-24',
});

const partBread = line('01', 100, 80, 50);
const doneBread = line('01', 20, 20, 20, 20);
const soda = line('03', 24, 0, 12);
const day = [partBread, doneBread, line('11', 3, 0), soda];

describe('categoryTotals', () => {
  it('adds ordered and done per category, in category order, partial quantities kept', () => {
    expect(categoryTotals(day, 'production')).toEqual([
      { category: '01', name: 'Pão Francês', quantity: 120, done: 100 },
      { category: '11', name: 'Bolos', quantity: 3, done: 0 },
    ]);
    expect(categoryTotals(day, 'separation')).toEqual([
      { category: '01', name: 'Pão Francês', quantity: 120, done: 70 },
      { category: '03', name: 'Refrigerantes', quantity: 24, done: 12 },
      { category: '11', name: 'Bolos', quantity: 3, done: 0 },
    ]);
  });

  it('adds weighed lines exactly, to the thousandth (issue 22 §3)', () => {
    const cheese = [line('01', 0.1, 0.1), line('01', 0.2, 0.05), line('01', 2.5, 1.5)];
    expect(categoryTotals(cheese, 'production')).toEqual([
      { category: '01', name: 'Pão Francês', quantity: 2.8, done: 1.65 },
    ]);
    expect(stageTotal(cheese, 'production')).toEqual({ quantity: 2.8, done: 1.65 });
  });

  it('leaves bought-in goods out of production and in the other stages', () => {
    expect(stageTotal(day, 'production')).toEqual({ quantity: 123, done: 100 });
    expect(stageTotal(day, 'separation')).toEqual({ quantity: 147, done: 82 });
    expect(stageTotal(day, 'delivery')).toEqual({ quantity: 147, done: 20 });
  });
});

describe('isLate', () => {
  // 05:00 in São Paulo (UTC-3) is 08:00 UTC.
  const beforeFive = new Date('2026-11-24T07:59:00Z');
  const atFive = new Date('2026-11-24T08:00:00Z');

  it('is late once the stage hour of the delivery day passed with something left', () => {
    expect(isLate(partBread, 'production', beforeFive)).toBe(false);
    expect(isLate(partBread, 'production', atFive)).toBe(true);
  });

  it('is never late when the stage is done or the line skips it', () => {
    expect(isLate(doneBread, 'production', atFive)).toBe(false);
    expect(isLate(soda, 'production', atFive)).toBe(false);
  });

  it('runs to noon for the delivery', () => {
    expect(isLate(partBread, 'delivery', new Date('2026-11-24T14:59:00Z'))).toBe(false);
    expect(isLate(partBread, 'delivery', new Date('2026-11-24T15:00:00Z'))).toBe(true);
  });
});
