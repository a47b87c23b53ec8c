import { type BakeryItem, type BakeryStage, doneAt, stampProblem } from '@rota/domain';

export type StampPlan = { ok: true; lines: { id: number; done: number }[] } | { ok: false; message: string };

/**
 * The stamp to send for the wanted quantities, checked on the device with the server's rule
 * (`stampProblem`) before anything is queued: the first refusal wins, in pt-BR, and nothing is
 * stamped. Lines already at the wanted quantity are left out; nothing left is "nothing to do".
 */
export function planStamp(
  lines: readonly BakeryItem[],
  stage: BakeryStage,
  wanted: readonly { id: number; done: number }[],
): StampPlan {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const changed: { id: number; done: number }[] = [];
  for (const { id, done } of wanted) {
    const line = byId.get(id);
    if (!line || doneAt(line, stage) === done) continue;
    const problem = stampProblem(line, stage, done);
    if (problem !== null)
      return { ok: false, message: `${line.description} (${line.client_name}): ${problem}` };
    changed.push({ id, done });
  }
  return { ok: true, lines: changed };
}
