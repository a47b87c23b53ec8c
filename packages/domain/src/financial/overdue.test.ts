import { describe, expect, it } from 'vitest';
import { isOverdue, titleBalance } from './overdue.ts';

const title = { amount: 10_000, amount_paid: 2_500, status: 'Parcial' as const, due_date: '2026-11-21' };
const now = new Date('2026-11-22T01:00:00-03:00');

describe('financial titles', () => {
  it('owes what was not paid, nothing when paid or cancelled', () => {
    expect(titleBalance(title)).toBe(7_500);
    expect(titleBalance({ ...title, status: 'Pago' })).toBe(0);
    expect(titleBalance({ ...title, status: 'Cancelado' })).toBe(0);
    expect(titleBalance({ ...title, amount_paid: 20_000 })).toBe(0);
  });

  it('is overdue from the day after the due date in São Paulo', () => {
    expect(isOverdue(title, now)).toBe(true);
    expect(isOverdue({ ...title, due_date: '2026-11-22' }, now)).toBe(false);
    expect(isOverdue({ ...title, status: 'Pago' }, now)).toBe(false);
  });
});
