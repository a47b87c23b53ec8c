import {
  type BakeryItem,
  type BakeryStage,
  type BakeryStamp,
  BOUNDED_DATE_FIELDS,
  STAGE_DONE_FIELD,
  stampProblem,
} from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { refuseDatesOutOfBounds } from '../../errors/refuse-dates-out-of-bounds.ts';
import { notFound, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import {
  type BakeryItemRow,
  type BakeryStampRow,
  findLines,
  insertStamps,
  lockLines,
  type StageChange,
  stampRecorded,
  toBakeryItem,
  updateLine,
} from './bakery.repository.ts';
import { bakeryChanged } from './bakery-sale-lines.service.ts';

export const bakeryStampMessages = {
  lineNotFound: 'Item da padaria não encontrado',
  repeatedLine: 'Este item aparece mais de uma vez no mesmo envio',
} as const;

/** What a stamp writes on a line at its stage: the quantity, when, by whom (cleared on undo). */
function stageChange(
  stage: BakeryStage,
  done: number,
  at: Date,
  by: string,
  receivedBy: string | null,
): StageChange {
  const stamped = done > 0;
  const when = stamped ? at : null;
  const who = stamped ? by : null;
  switch (stage) {
    case 'production':
      return { produced: done, production_at: when, production_by: who };
    case 'separation':
      return { separated: done, separation_at: when, separation_by: who };
    case 'delivery':
      return {
        delivered: done,
        delivery_at: when,
        delivery_by: who,
        received_by: stamped ? receivedBy : null,
      };
  }
}

/** 422 `lines.<i>.id` for an id sent twice: which of the two quantities is meant is unknowable. */
function repeatedLines(stamp: BakeryStamp): Record<string, string[]> {
  const seen = new Set<number>();
  const errors: Record<string, string[]> = {};
  stamp.lines.forEach((line, index) => {
    if (seen.has(line.id)) errors[`lines.${index}.id`] = [bakeryStampMessages.repeatedLine];
    seen.add(line.id);
  });
  return errors;
}

/**
 * `PUT bakery/production-at`, `separation-at`, `delivery-at` (docs/server.md "Bakery"): sets how
 * much of each line is done at `stage` (absolute; 0 undoes), in one transaction.
 *
 * - **Serialised per line.** The lines are locked (`FOR UPDATE`, in id order) before anything is
 *   read, so two devices stamping one line are served one after the other and the second is
 *   checked against what the first left — quantities are absolute, so nothing is ever counted
 *   twice.
 * - **Idempotent by the stamp's uuid**, checked after the locks: a uuid already in
 *   `bakery_stamps` answers the lines as they are now and applies nothing, so a resend that
 *   arrives after a newer stamp never reverts it.
 * - **Checked by the domain's `stampProblem`** (never above the order, never ahead of the stage
 *   before, an undo from the last stage back): 422 with `lines.<i>.done` in pt-BR, nothing
 *   written. Ids unknown to the session's company (another company's, or a line removed since,
 *   when its sale was cancelled) are left out and the rest is stamped; a stamp with none left is
 *   a 404. The answer holds the lines stamped, so the device drops the others at its next
 *   refresh.
 * - Each line moved gets `…_at` (the device's `at`, else the server's clock) and `…_by` (the
 *   session user's name), both null when done becomes 0; a delivery records `received_by`. A
 *   line whose quantity does not change keeps who and when did it. Every line, changed or not,
 *   gets its row in `bakery_stamps` (before, after, when, who), so an undo says who undid it.
 *
 * After the commit `bakery.changed` goes to the company's bakery room (a replay sends nothing).
 */
export async function stampLines(
  deps: AppDeps,
  auth: SessionAuth,
  stage: BakeryStage,
  stamp: BakeryStamp,
): Promise<{ data: BakeryItem[] }> {
  const repeated = repeatedLines(stamp);
  if (Object.keys(repeated).length > 0) throw unprocessable(repeated);
  const ids = stamp.lines.map((line) => line.id);
  const now = deps.clock();
  const at = stamp.at === undefined ? now : new Date(stamp.at);
  const by = auth.seller.name;
  const field = STAGE_DONE_FIELD[stage];

  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockLines(tx, auth.companyId, ids);
    if (await stampRecorded(tx, auth.companyId, stamp.uuid)) {
      return { rows: await findLines(tx, auth.companyId, ids), applied: false };
    }
    // After the replay check: a stamp the server already took is answered, however old its `at`.
    refuseDatesOutOfBounds(stamp, BOUNDED_DATE_FIELDS.bakeryStamp, now);
    if (locked.length === 0) throw notFound(bakeryStampMessages.lineNotFound);
    const byId = new Map(locked.map((row) => [row.id, row]));
    const current = (id: number): BakeryItemRow => {
      const row = byId.get(id);
      if (!row) throw notFound(bakeryStampMessages.lineNotFound);
      return row;
    };
    // Lines gone since the device saw them (a cancelled sale's) are left out, not the whole stamp.
    const present = stamp.lines.flatMap((line, index) => (byId.has(line.id) ? [{ line, index }] : []));

    const errors: Record<string, string[]> = {};
    for (const { line, index } of present) {
      const problem = stampProblem(current(line.id), stage, line.done);
      if (problem) errors[`lines.${index}.done`] = [problem];
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    const log: BakeryStampRow[] = [];
    const rows: BakeryItemRow[] = [];
    for (const { line } of present) {
      const before = current(line.id);
      const doneBefore = before[field];
      rows.push(
        doneBefore === line.done
          ? before
          : await updateLine(
              tx,
              auth.companyId,
              line.id,
              stageChange(stage, line.done, at, by, stamp.received_by || null),
            ),
      );
      log.push({
        company_id: auth.companyId,
        uuid: stamp.uuid,
        stage,
        item_id: line.id,
        done_before: doneBefore,
        done: line.done,
        at,
        seller_id: auth.seller.id,
        seller_name: by,
        created_at: now,
      });
    }
    await insertStamps(tx, log);
    return { rows: rows.sort((a, b) => a.id - b.id), applied: true };
  });

  if (outcome.applied) {
    const event = bakeryChanged(auth.companyId, outcome.rows);
    if (event) deps.events.publish(event);
  }
  return { data: outcome.rows.map(toBakeryItem) };
}
