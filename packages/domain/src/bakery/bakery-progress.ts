import { fromThousandths, toThousandths } from '../quantity/quantity.ts';
import { zonedDayStart } from '../time/time-zone.ts';
import type { BakeryCategoryTotal, BakeryItem } from './bakery-item.schema.ts';
import { type BakeryStage, STAGE_DONE_FIELD, stagesOf } from './bakery-stages.ts';
import { bakeryCategory } from './categories.ts';

type Line = Pick<
  BakeryItem,
  'category' | 'quantity' | 'produced' | 'separated' | 'delivered' | 'delivery_date'
>;

/** How much of a line is done at a stage. */
export const doneAt = (line: Line, stage: BakeryStage): number => line[STAGE_DONE_FIELD[stage]];

/**
 * The hour (São Paulo) of the delivery day by which each stage should be done: bread out of the
 * oven by 5, the vans loaded by 6, every client served by noon (docs/bakery.md "Late").
 */
export const BAKERY_STAGE_DEADLINE_HOURS: Record<BakeryStage, number> = {
  production: 5,
  separation: 6,
  delivery: 12,
};

/** True when the line still has something to do at `stage` past that stage's hour. */
export function isLate(line: Line, stage: BakeryStage, now: Date): boolean {
  if (!stagesOf(line).includes(stage) || doneAt(line, stage) >= line.quantity) return false;
  const deadline =
    zonedDayStart(line.delivery_date).getTime() + BAKERY_STAGE_DEADLINE_HOURS[stage] * 3_600_000;
  return now.getTime() >= deadline;
}

/**
 * Ordered × done at `stage` per category, in category order, over the lines that go through
 * that stage (bought-in goods have no production). The server's `…ByCategory` calls and the
 * devices' boards both count with this. Summed in thousandths, so 1,5 kg + 0,25 kg is 1,75.
 */
export function categoryTotals(lines: readonly Line[], stage: BakeryStage): BakeryCategoryTotal[] {
  const totals = new Map<string, BakeryCategoryTotal>();
  for (const line of lines) {
    if (!stagesOf(line).includes(stage)) continue;
    const total = totals.get(line.category) ?? {
      category: line.category,
      name: bakeryCategory(line.category)?.name ?? line.category,
      quantity: 0,
      done: 0,
    };
    total.quantity += toThousandths(line.quantity);
    total.done += toThousandths(doneAt(line, stage));
    totals.set(line.category, total);
  }
  return [...totals.values()]
    .map((total) => ({
      ...total,
      quantity: fromThousandths(total.quantity),
      done: fromThousandths(total.done),
    }))
    .sort((a, b) => a.category.localeCompare(b.category));
}

/** Ordered × done for the whole day at `stage` (summed in thousandths). */
export function stageTotal(lines: readonly Line[], stage: BakeryStage): { quantity: number; done: number } {
  let quantity = 0;
  let done = 0;
  for (const line of lines) {
    if (!stagesOf(line).includes(stage)) continue;
    quantity += toThousandths(line.quantity);
    done += toThousandths(doneAt(line, stage));
  }
  return { quantity: fromThousandths(quantity), done: fromThousandths(done) };
}
