import type { BakeryDeliveryLine, BakeryStage } from '@rota/domain';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { requestPush, saveAllAndQueue } from '#lib/sync/index.ts';
import { applyStamp } from '../model/apply-stamp.ts';

const CALLS = {
  production: 'bakery.productionAt',
  separation: 'bakery.separationAt',
  delivery: 'bakery.deliveryAt',
} as const satisfies Record<BakeryStage, string>;

export interface StampInput {
  stage: BakeryStage;
  /**
   * Absolute quantities after the stamp (a delivery's may carry a short reason), already checked
   * with the server's rules (`planStamp`).
   */
  lines: BakeryDeliveryLine[];
  /** The user's name, shown as `…_by` until the server's answer replaces the lines. */
  by: string | null;
  receivedBy?: string;
  now: Date;
}

/**
 * Applies a stamp to the lines on the device at once and queues it, in one transaction (DESIGN.md
 * "Offline writes"): the board moves the moment the baker taps, online or not. The stamp carries
 * its instant (`at`), so one sent an hour later still says when the bread came out; its `uuid`
 * makes a replay harmless. Until the push's answer, the lines are held (`held-bakery-lines.ts`):
 * a refresh keeps them as marked.
 */
export async function queueBakeryStamp({ stage, lines, by, receivedBy, now }: StampInput): Promise<void> {
  const at = now.toISOString();
  const uuid = crypto.randomUUID();
  const body = { uuid, lines, at, ...(receivedBy ? { received_by: receivedBy } : {}) };
  // Read and written in one transaction: an acknowledgement landing in between would otherwise
  // be overwritten by the copy read before it.
  await myPwaDb.transaction('rw', myPwaDb.bakeryLines, myPwaDb.outbox, async () => {
    const current = await myPwaDb.bakeryLines.bulkGet(lines.map((line) => line.id));
    const updated = lines.flatMap(({ id, ...stamped }, index) => {
      const line = current[index];
      return line && line.id === id ? [applyStamp(line, stage, stamped, { at, by, receivedBy })] : [];
    });
    await saveAllAndQueue(myPwaDb.bakeryLines, updated, { call: CALLS[stage], uuid, body }, now);
  });
  requestPush();
}
