import {
  type BakeryDeliveryLine,
  type BakeryItem,
  type BakeryStage,
  doneAt,
  shortDeliveryProblem,
  stampProblem,
} from '@rota/domain';

export type StampPlan = { ok: true; lines: BakeryDeliveryLine[] } | { ok: false; message: string };

/** True when the stamp would leave the line as it is: same quantity, and for a delivery, same reason. */
function unchanged(line: BakeryItem, stage: BakeryStage, wanted: BakeryDeliveryLine): boolean {
  if (doneAt(line, stage) !== wanted.done) return false;
  if (stage !== 'delivery') return true;
  const reason = wanted.short_reason ?? null;
  return (
    (line.short_reason ?? null) === reason &&
    (reason === null || (line.short_note ?? '') === (wanted.short_note ?? ''))
  );
}

/**
 * The stamp to send for the wanted quantities, checked on the device with the server's rules
 * (`stampProblem`, and for a delivery `shortDeliveryProblem`) before anything is queued: the first
 * refusal wins, in pt-BR, and nothing is stamped. Lines already as wanted are left out; nothing
 * left is "nothing to do".
 */
export function planStamp(
  lines: readonly BakeryItem[],
  stage: BakeryStage,
  wanted: readonly BakeryDeliveryLine[],
): StampPlan {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const changed: BakeryDeliveryLine[] = [];
  for (const want of wanted) {
    const line = byId.get(want.id);
    if (!line || unchanged(line, stage, want)) continue;
    const problem =
      stampProblem(line, stage, want.done) ??
      (stage === 'delivery' ? shortDeliveryProblem(line, want.done, want.short_reason) : null);
    if (problem !== null)
      return { ok: false, message: `${line.description} (${line.client_name}): ${problem}` };
    changed.push(stage === 'delivery' ? want : { id: want.id, done: want.done });
  }
  return { ok: true, lines: changed };
}
