import { api } from '@rota/contract';
import { z } from 'zod';
import { type BakeryLineRow, myPwaDb } from '../db/my-pwa-db.ts';

/**
 * The outbox calls that stamp bakery lines (one stamp names many lines, by their server `id`):
 * named from the contract, so this file needs nothing of the write registry that imports it.
 */
export const BAKERY_STAMP_CALLS = [
  api.bakery.productionAt.name,
  api.bakery.separationAt.name,
  api.bakery.deliveryAt.name,
] as const;

// Only the ids are read: a body that does not name lines (or a line without a numeric id) holds nothing.
const stampBodySchema = z.object({ lines: z.array(z.object({ id: z.unknown().optional() })).optional() });

/** The ids of the bakery lines a stamp's outbox body names. */
export function stampedLineIds(body: unknown): number[] {
  const parsed = stampBodySchema.safeParse(body);
  if (!parsed.success) return [];
  return (parsed.data.lines ?? []).flatMap(({ id }) => (typeof id === 'number' ? [id] : []));
}

/**
 * The ids of the bakery lines a stamp still waiting in the outbox changed (every user's, pending,
 * sending or refused). They are the device's truth until sent, as `held-records.ts` explains for
 * uuid-keyed records; bakery lines are keyed by the server's numeric `id` and one stamp changes
 * many of them, so they are held here, by the lines named in each stamp's body, rather than
 * through a declaration's `held`. Call it inside a transaction that includes `myPwaDb.outbox`.
 */
export async function heldBakeryLineIds(): Promise<Set<number>> {
  const entries = await myPwaDb.outbox.where('call').anyOf(BAKERY_STAMP_CALLS).toArray();
  const held = new Set<number>();
  for (const entry of entries) {
    for (const id of stampedLineIds(entry.body)) held.add(id);
  }
  return held;
}

/**
 * Stores lines as the server answered them (a day's refresh, a stamp's acknowledgement), except
 * those a stamp still waiting changed: a refresh or the answer to an earlier stamp would put the
 * server's older quantities over what the baker just marked. Answers the ids it left alone. Call
 * inside a transaction over `bakeryLines` and `outbox`.
 */
export async function putServerBakeryLines(rows: readonly BakeryLineRow[]): Promise<Set<number>> {
  const held = await heldBakeryLineIds();
  await myPwaDb.bakeryLines.bulkPut(rows.filter((row) => !held.has(row.id)));
  return held;
}

/** The order key of a bakery line: two stamps of one line reach the server in the order they were made. */
export const bakeryLineKey = (id: number) => `bakery-line:${id}`;
