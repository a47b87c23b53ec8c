import { describe, expect, it } from 'vitest';
import type { SaleStatus } from '../sale/sale-status.schema.ts';
import { type GoalSale, goalActuals, goalProgress } from './goal-progress.ts';
import { DEFAULT_WORK_CALENDAR, monthWorkingDays } from './work-calendar.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const BREAD = '00000000-0000-4000-8000-0000000000b1';
const CAKE = '00000000-0000-4000-8000-0000000000c1';
const COFFEE = '00000000-0000-4000-8000-0000000000f1';

const sale = (
  created_at: string,
  client_uuid: string | null,
  products: string[],
  total: number,
  status: SaleStatus = 'Processado',
  competence_at: string | null = null,
): GoalSale => ({
  status,
  created_at,
  competence_at,
  client_uuid,
  total,
  items: products.map((product_uuid) => ({ product_uuid })),
});

describe('goalActuals (docs/domain.md "Goals")', () => {
  it('sums the month’s sold sales by sale day, and counts distinct clients, products and categories', () => {
    const category = (uuid: string) => (uuid === COFFEE ? 'bebidas' : 'padaria');
    const actuals = goalActuals(
      [
        sale('2026-11-03T13:00:00Z', A, [BREAD, CAKE], 10_000),
        sale('2026-11-10T13:00:00Z', A, [BREAD], 5_000, 'Finalizado'),
        sale('2026-11-11T13:00:00Z', B, [COFFEE], 2_500, 'Falha'),
        // Not sold: a cart, a cancelled order.
        sale('2026-11-11T13:00:00Z', B, [CAKE], 99_000, 'Aberto'),
        sale('2026-11-12T13:00:00Z', B, [CAKE], 99_000, 'Cancelado'),
        // 31 October 23:30 in São Paulo is October's; 1 December's competence is December's.
        sale('2026-11-01T02:30:00Z', B, [CAKE], 99_000),
        sale('2026-11-29T13:00:00Z', B, [CAKE], 99_000, 'Processado', '2026-12-01'),
        // Made in October, competence in November: November's.
        sale('2026-10-30T13:00:00Z', null, [COFFEE], 1_000, 'Integrado', '2026-11-02'),
      ],
      '2026-11',
      40,
      category,
    );
    expect(actuals).toEqual({ sales_value: 18_500, clients: 2, wallet: 40, products: 3, categories: 2 });
  });
});

describe('goalProgress', () => {
  const goal = { sales_value: 3_800_000, positivation: 30, mix: 20, mix_basis: 'products' as const };
  const actuals = { sales_value: 1_900_000, clients: 30, wallet: 40, products: 12, categories: 4 };

  it('splits what is left over the working days left, today included', () => {
    // Wednesday 18 November 2026: 11 working days before it (Finados off), 8 from it on
    // (Consciência Negra, Friday 20, off).
    const days = monthWorkingDays('2026-11', '2026-11-18', DEFAULT_WORK_CALENDAR);
    expect(days).toEqual({ total: 19, elapsed: 11, left: 8, today: true });
    const [value, positivation, mix] = goalProgress(goal, actuals, days);
    expect(value).toEqual({
      metric: 'sales_value',
      target: 3_800_000,
      actual: 1_900_000,
      left: 1_900_000,
      // R$ 19.000,00 over 8 days.
      per_day_left: 237_500,
      percent: 50,
      // 12 of 19 days done (today being worked): R$ 24.000,00 by now at an even pace.
      expected_by_now: 2_400_000,
      // R$ 19.000,00 ÷ 12 × 19 = R$ 30.083,333…
      projection: 3_008_333,
    });
    expect(positivation).toMatchObject({ metric: 'positivation', left: 0, per_day_left: 0, percent: 100 });
    expect(mix).toMatchObject({ metric: 'mix', target: 20, actual: 12, left: 8, per_day_left: 1 });
  });

  it('on the month’s last day asks it all of that day; after it, nothing is left to do it in', () => {
    const last = goalProgress(
      goal,
      actuals,
      monthWorkingDays('2026-11', '2026-11-30', DEFAULT_WORK_CALENDAR),
    );
    expect(last[0]).toMatchObject({
      per_day_left: 1_900_000,
      expected_by_now: 3_800_000,
      projection: 1_900_000,
    });
    const over = goalProgress(
      goal,
      actuals,
      monthWorkingDays('2026-11', '2026-12-01', DEFAULT_WORK_CALENDAR),
    );
    expect(over[0]).toMatchObject({ per_day_left: null, left: 1_900_000, projection: 1_900_000 });
  });

  it('rounds the percent down, counts categories when the mix asks them, and leaves out goals not set', () => {
    const days = monthWorkingDays('2026-11', '2026-11-18', DEFAULT_WORK_CALENDAR);
    const lines = goalProgress(
      { sales_value: 3, positivation: null, mix: 5, mix_basis: 'categories' },
      { ...actuals, sales_value: 2 },
      days,
    );
    expect(lines.map((line) => [line.metric, line.actual, line.percent])).toEqual([
      ['sales_value', 2, 66.6],
      ['mix', 4, 80],
    ]);
  });

  it('has no projection before the month’s first working day', () => {
    // Sunday 1 November: no day worked yet.
    const [value] = goalProgress(
      goal,
      actuals,
      monthWorkingDays('2026-11', '2026-11-01', DEFAULT_WORK_CALENDAR),
    );
    expect(value).toMatchObject({ projection: null, expected_by_now: 0, per_day_left: 100_000 });
  });
});
