import { type BakeryItem, type BakeryStage, STAGE_DONE_FIELD } from '@rota/domain';
import { STAMP_FIELDS } from './last-stamp.ts';

/**
 * A line as the device shows it right after a stamp, before the server has it: the stage's
 * quantity, when and by whom; a delivery also who received it. An undo (0) clears when and who,
 * as the server does for a stage with nothing done.
 */
export function applyStamp(
  line: BakeryItem,
  stage: BakeryStage,
  done: number,
  stamp: { at: string; by: string | null; receivedBy?: string },
): BakeryItem {
  const [atField, byField] = STAMP_FIELDS[stage];
  const next: BakeryItem = {
    ...line,
    [STAGE_DONE_FIELD[stage]]: done,
    [atField]: done === 0 ? null : stamp.at,
    [byField]: done === 0 ? null : stamp.by,
  };
  if (stage === 'delivery') next.received_by = done === 0 ? null : (stamp.receivedBy ?? line.received_by);
  return next;
}
