import type { BakeryItem, BakeryStage } from '@rota/domain';

/** Who last moved some lines at a stage, and when (ISO). */
export interface StampMark {
  at: string;
  by: string | null;
}

const FIELDS = {
  production: ['production_at', 'production_by'],
  separation: ['separation_at', 'separation_by'],
  delivery: ['delivery_at', 'delivery_by'],
} as const satisfies Record<BakeryStage, readonly [keyof BakeryItem, keyof BakeryItem]>;

/** The latest `…_at` among the lines at `stage` with its `…_by`; null when none was stamped. */
export function lastStamp(lines: readonly BakeryItem[], stage: BakeryStage): StampMark | null {
  const [atField, byField] = FIELDS[stage];
  let last: StampMark | null = null;
  for (const line of lines) {
    const at = line[atField];
    if (at !== null && (last === null || at > last.at)) last = { at, by: line[byField] };
  }
  return last;
}

/** The line's `…_at`/`…_by` fields of a stage, for a stamp applied on the device. */
export const STAMP_FIELDS = FIELDS;
