import { bakeryStampReusedMessage } from '@rota/contract';
import {
  type BakeryDeliveryLine,
  type BakeryDeliveryStamp,
  type BakeryItem,
  type BakeryStage,
  BOUNDED_DATE_FIELDS,
  type ShortDeliveryReason,
  STAGE_DONE_FIELD,
  shortDeliveryProblem,
  stampProblem,
} from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import type { Transaction } from '../../db/database.ts';
import { uniqueViolation } from '../../db/postgres-error.ts';
import { refuseDatesOutOfBounds } from '../../errors/refuse-dates-out-of-bounds.ts';
import { conflict, notFound, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { type IdempotencyKey, idempotentWrite } from '../../sync/idempotent-write.ts';
import {
  type BakeryItemRow,
  type BakeryStampRow,
  findLines,
  insertStamps,
  lockLines,
  markDeliveriesChanged,
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

/** A delivery line's short fields as stored: the note only goes with a reason. */
function shortOf(line: Pick<BakeryDeliveryLine, 'short_reason' | 'short_note'>): {
  short_reason: ShortDeliveryReason | null;
  short_note: string | null;
} {
  const reason = line.short_reason ?? null;
  return { short_reason: reason, short_note: reason === null ? null : line.short_note || null };
}

/**
 * What a stamp writes on a line at its stage: the quantity, when, by whom (cleared on undo). A
 * delivery closed short is recorded even at 0 handed ("recusado"): only 0 without a reason undoes.
 */
function stageChange(
  stage: BakeryStage,
  line: BakeryDeliveryLine,
  at: Date,
  by: string,
  receivedBy: string | null,
): StageChange {
  const { done } = line;
  const short = shortOf(line);
  const stamped = done > 0 || short.short_reason !== null;
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
        ...short,
      };
  }
}

/**
 * A stamp's key in `idempotency_keys`: one name for the three stamp calls, the stage in the body,
 * so a uuid taken at one stage and sent again at another is a different body too.
 */
function stampKey(companyId: number, stage: BakeryStage, stamp: BakeryDeliveryStamp): IdempotencyKey {
  return { companyId, callName: 'bakery.stamp', key: stamp.uuid, body: { stage, ...stamp } };
}

/** 422 `lines.<i>.id` for an id sent twice: which of the two quantities is meant is unknowable. */
function repeatedLines(stamp: BakeryDeliveryStamp): Record<string, string[]> {
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
 * - **Idempotent by the stamp's uuid** (`idempotentWrite`, like sales and appointments), checked
 *   after the locks: the same body again answers the lines as they are now and applies nothing,
 *   so a resend that arrives after a newer stamp never reverts it; the uuid with another body
 *   (stage, lines, quantities, reason, receiver, `at`) is a 409 (`bakeryStampReusedMessage`),
 *   never a 200 that silently applied nothing. A stamp taken before its body's hash was kept
 *   (issue 23) has only its `bakery_stamps` rows: answered as a replay, its body unknown. Two
 *   first sends of one uuid over different lines do not wait for each other's locks: the second
 *   meets the first's key (a unique violation) and is the same 409.
 * - **Checked by the domain's `stampProblem`** (never above the order, never ahead of the stage
 *   before, an undo from the last stage back): 422 with `lines.<i>.done` in pt-BR, nothing
 *   written. Ids unknown to the session's company (another company's, or a line removed since,
 *   when its sale was cancelled) are left out and the rest is stamped; a stamp with none left is
 *   a 404. The answer holds the lines stamped, so the device drops the others at its next
 *   refresh.
 * - Each line moved gets `…_at` (the device's `at`, else the server's clock) and `…_by` (the
 *   session user's name), both null when done becomes 0; a delivery records `received_by`. A
 *   line whose quantity does not change keeps who and when did it.
 * - A delivery below the order may carry why (`short_reason`, `short_note`): the line is then
 *   closed short, 0 handed included; a reason with the whole order is a 422 on
 *   `lines.<i>.short_reason` (`shortDeliveryProblem`). Each line whose delivery moved bumps its
 *   row in `bakery_delivery_changes`, the ERP's cursor. Every line, changed or not,
 *   gets its row in `bakery_stamps` (before, after, when, who), so an undo says who undid it.
 *
 * After the commit `bakery.changed` goes to the company's bakery room (a replay sends nothing).
 */
export async function stampLines(
  deps: AppDeps,
  auth: SessionAuth,
  stage: BakeryStage,
  stamp: BakeryDeliveryStamp,
): Promise<{ data: BakeryItem[] }> {
  const repeated = repeatedLines(stamp);
  if (Object.keys(repeated).length > 0) throw unprocessable(repeated);
  const ids = stamp.lines.map((line) => line.id);
  const now = deps.clock();
  const at = stamp.at === undefined ? now : new Date(stamp.at);
  const by = auth.seller.name;
  const field = STAGE_DONE_FIELD[stage];

  // A delivery also moves the ERP's cursor (`bakery_delivery_changes`, a synced table): its write
  // registers with the company's sync writers (concurrent: the line locks serialise it).
  const transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    stage === 'delivery'
      ? companyWrite(deps.db, auth.companyId, work, { concurrent: true })
      : deps.db.transaction(work);
  const unchanged = (before: BakeryItemRow, line: BakeryDeliveryLine) => {
    if (before[field] !== line.done) return false;
    if (stage !== 'delivery') return true;
    const short = shortOf(line);
    return before.short_reason === short.short_reason && before.short_note === short.short_note;
  };

  const apply = async (tx: Transaction, locked: BakeryItemRow[]): Promise<BakeryItemRow[]> => {
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
      const short =
        stage === 'delivery' ? shortDeliveryProblem(current(line.id), line.done, line.short_reason) : null;
      if (short) errors[`lines.${index}.short_reason`] = [short];
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    const log: BakeryStampRow[] = [];
    const rows: BakeryItemRow[] = [];
    const moved: number[] = [];
    for (const { line } of present) {
      const before = current(line.id);
      const doneBefore = before[field];
      if (unchanged(before, line)) rows.push(before);
      else {
        moved.push(line.id);
        rows.push(
          await updateLine(
            tx,
            auth.companyId,
            line.id,
            stageChange(stage, line, at, by, stamp.received_by || null),
          ),
        );
      }
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
        ...(stage === 'delivery' ? shortOf(line) : {}),
        created_at: now,
      });
    }
    await insertStamps(tx, log);
    if (stage === 'delivery') await markDeliveriesChanged(tx, auth.companyId, moved);
    return rows.sort((a, b) => a.id - b.id);
  };

  const write = async (tx: Transaction) => {
    const locked = await lockLines(tx, auth.companyId, ids);
    // `as`: set inside the callback below, which the compiler's narrowing does not follow.
    let applied = null as BakeryItemRow[] | null;
    await idempotentWrite(tx, stampKey(auth.companyId, stage, stamp), async ({ changed }) => {
      if (changed) throw conflict(bakeryStampReusedMessage);
      if (await stampRecorded(tx, auth.companyId, stamp.uuid)) return { data: null };
      applied = await apply(tx, locked);
      // Kept as the first answer; a replay answers the lines as they are then, not this.
      return { data: applied.map(toBakeryItem) };
    });
    return applied === null
      ? { rows: await findLines(tx, auth.companyId, ids), applied: false }
      : { rows: applied, applied: true };
  };

  let outcome: { rows: BakeryItemRow[]; applied: boolean };
  try {
    outcome = await transaction(write);
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(bakeryStampReusedMessage);
    throw error;
  }

  if (outcome.applied) {
    const event = bakeryChanged(auth.companyId, outcome.rows);
    if (event) deps.events.publish(event);
  }
  return { data: outcome.rows.map(toBakeryItem) };
}
