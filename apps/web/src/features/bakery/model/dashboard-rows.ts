import { BAKERY_STAGES, type BakeryItem, type BakeryStage, isLate, stagesOf, stageTotal } from '@rota/domain';
import { type CategoryLook, categoryLook } from './category-look.ts';

export interface StageProgress {
  quantity: number;
  done: number;
}

/** A category of the day on the dashboard: its three stages (production null for bought-in goods). */
export interface DashboardRow {
  look: CategoryLook;
  stages: Record<BakeryStage, StageProgress | null>;
  /** Some line of it is past a stage's hour with that stage unfinished (`isLate`). */
  late: boolean;
}

/**
 * The dashboard's category rows: late categories first (what needs hands now), then by category
 * code; the totals come from the domain's `stageTotal` over each category's lines.
 */
export function dashboardRows(lines: readonly BakeryItem[], now: Date): DashboardRow[] {
  const byCategory = new Map<string, BakeryItem[]>();
  for (const line of lines) byCategory.set(line.category, [...(byCategory.get(line.category) ?? []), line]);
  const rows = [...byCategory.entries()].map(([category, group]): DashboardRow => {
    const progress = (stage: BakeryStage) =>
      group.some((line) => stagesOf(line).includes(stage)) ? stageTotal(group, stage) : null;
    const stages = {
      production: progress('production'),
      separation: progress('separation'),
      delivery: progress('delivery'),
    };
    const late = group.some((line) => BAKERY_STAGES.some((stage) => isLate(line, stage, now)));
    return { look: categoryLook(category), stages, late };
  });
  return rows.sort((a, b) => Number(b.late) - Number(a.late) || a.look.code.localeCompare(b.look.code));
}
