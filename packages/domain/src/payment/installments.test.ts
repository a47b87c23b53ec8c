import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentPlan, installmentSummary } from './installments.ts';

const condition = (...days: number[]) => ({
  itens: days.map((day, index) => ({ parcel: index + 1, days: day })),
});

describe('installment plan', () => {
  it('splits 30/60/90 in equal installments dated from the sale', () => {
    const plan = installmentPlan(36_000, condition(30, 60, 90), '2026-11-24');
    expect(plan).toEqual([
      { parcel: 1, days: 30, due_date: '2026-12-24', amount: 12_000 },
      { parcel: 2, days: 60, due_date: '2027-01-23', amount: 12_000 },
      { parcel: 3, days: 90, due_date: '2027-02-22', amount: 12_000 },
    ]);
    expect(installmentSummary(plan)).toBe('3x de R$ 120,00 — 30/60/90 dias');
  });

  it('gives the centavos that do not divide to the first installments', () => {
    const plan = installmentPlan(10_000, condition(30, 60, 90), '2026-11-24');
    expect(plan.map((installment) => installment.amount)).toEqual([3_334, 3_333, 3_333]);
    expect(installmentSummary(plan)).toBe('3x (1x de R$ 33,34 e 2x de R$ 33,33) — 30/60/90 dias');
    expect(installmentPlan(10_001, condition(28, 56, 84), '2026-11-24').map((i) => i.amount)).toEqual([
      3_334, 3_334, 3_333,
    ]);
  });

  it('reads a condition without itens as cash on the day', () => {
    const plan = installmentPlan(5_000, { itens: [] }, '2026-02-28');
    expect(plan).toEqual([{ parcel: 1, days: 0, due_date: '2026-02-28', amount: 5_000 }]);
    expect(installmentSummary(plan)).toBe('À vista — R$ 50,00 em 28/02/2026');
  });

  it('orders installments by their days and crosses months and leap days on the calendar', () => {
    const plan = installmentPlan(200, condition(60, 1), '2028-02-28');
    expect(plan.map((i) => [i.parcel, i.days, i.due_date])).toEqual([
      [1, 1, '2028-02-29'],
      [2, 60, '2028-04-28'],
    ]);
  });

  it('always adds up to the amount, never more than a centavo apart (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 3650 }), { minLength: 0, maxLength: 24 }),
        (amount, days) => {
          const plan = installmentPlan(amount, condition(...days), '2026-11-24');
          expect(plan.reduce((sum, installment) => sum + installment.amount, 0)).toBe(amount);
          const amounts = plan.map((installment) => installment.amount);
          expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
