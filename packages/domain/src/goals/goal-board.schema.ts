import { z } from 'zod';
import { idSchema } from '../shared/fields.ts';
import { goalActualsSchema, goalLineSchema } from './goal-progress.ts';
import { goalMonthSchema, sellerGoalSchema } from './seller-goal.schema.ts';

/** A month's working days split at today (`monthWorkingDays`). */
export const monthWorkingDaysSchema = z.object({
  total: z.number().int().min(0),
  elapsed: z.number().int().min(0),
  left: z.number().int().min(0),
  today: z.boolean(),
});

/** One seller on the manager's goal board: the goals set, what was done, each goal against it, the place. */
export const goalBoardRowSchema = z.object({
  seller_id: idSchema,
  name: z.string(),
  code_erp_seller: z.string(),
  goal: sellerGoalSchema.nullable(),
  actuals: goalActualsSchema,
  lines: z.array(goalLineSchema),
  /** 1 for the first of the ranking (`rankGoalBoard`). */
  rank: z.number().int().min(1),
});
export type GoalBoardRow = z.infer<typeof goalBoardRowSchema>;

/** `GET manager/goals`: every seller with a wallet, for one month (docs/manager.md "Metas"). */
export const goalBoardSchema = z.object({
  month: goalMonthSchema,
  today: z.string(),
  days: monthWorkingDaysSchema,
  rows: z.array(goalBoardRowSchema),
});
export type GoalBoard = z.infer<typeof goalBoardSchema>;

/**
 * The ranking of the goal board: who went furthest toward their sales value goal first (its
 * percent), then the sellers without one by the value sold; ties by name. The place is 1-based.
 */
export function rankGoalBoard<R extends Omit<GoalBoardRow, 'rank'>>(
  rows: readonly R[],
): (R & { rank: number })[] {
  const valueLine = (row: R) => row.lines.find((line) => line.metric === 'sales_value');
  return [...rows]
    .sort((a, b) => {
      const [la, lb] = [valueLine(a), valueLine(b)];
      if (la && lb && la.percent !== lb.percent) return lb.percent - la.percent;
      if (la && !lb) return -1;
      if (!la && lb) return 1;
      return b.actuals.sales_value - a.actuals.sales_value || a.name.localeCompare(b.name, 'pt-BR');
    })
    .map((row, index) => ({ ...row, rank: index + 1 }));
}
