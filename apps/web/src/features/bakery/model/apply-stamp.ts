import { type BakeryDeliveryLine, type BakeryItem, type BakeryStage, STAGE_DONE_FIELD } from '@rota/domain';
import { STAMP_FIELDS } from './last-stamp.ts';

/**
 * A line as the device shows it right after a stamp, before the server has it: the stage's
 * quantity, when and by whom; a delivery also who received it and, closed short, why. An undo (0
 * without a reason) clears when and who, as the server does for a stage with nothing done; a
 * delivery closed short at 0 ("recusado") is recorded like any other.
 */
export function applyStamp(
  line: BakeryItem,
  stage: BakeryStage,
  stamped: Omit<BakeryDeliveryLine, 'id'>,
  stamp: { at: string; by: string | null; receivedBy?: string },
): BakeryItem {
  const [atField, byField] = STAMP_FIELDS[stage];
  const { done } = stamped;
  const reason = stage === 'delivery' ? (stamped.short_reason ?? null) : null;
  const cleared = done === 0 && reason === null;
  const next: BakeryItem = {
    ...line,
    [STAGE_DONE_FIELD[stage]]: done,
    [atField]: cleared ? null : stamp.at,
    [byField]: cleared ? null : stamp.by,
  };
  if (stage === 'delivery') {
    next.received_by = cleared ? null : (stamp.receivedBy ?? line.received_by);
    next.short_reason = reason;
    next.short_note = reason === null ? null : stamped.short_note || null;
  }
  return next;
}
