import { and, eq } from 'drizzle-orm';
import { sha256, stableStringify } from '../crypto/hash.ts';
import type { Transaction } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

export interface IdempotencyKey {
  companyId: number;
  callName: string;
  /** The record's uuid (DESIGN.md "Push"). */
  key: string;
  body: unknown;
}

/**
 * The record a first write of `id` leaves (what {@link idempotentWrite} stores after its write),
 * for a write that stores it in the same statement as the record itself (`POST sales`).
 */
export function idempotencyRecord(id: IdempotencyKey, response: object, now: Date) {
  return {
    company_id: id.companyId,
    call_name: id.callName,
    key: id.key,
    body_hash: sha256(stableStringify(id.body)),
    response,
    created_at: now,
  };
}

/**
 * Runs a write keyed by a record uuid at most once per body: a replay with the same body
 * answers the first answer and changes nothing; a different body runs `write` with
 * `changed: true`, which decides whether that is an update or a 409. Call inside the
 * company's write transaction, holding the company's mutex or the record's lock
 * (`companyWrite`), so two replays cannot race.
 */
export async function idempotentWrite<T>(
  tx: Transaction,
  id: IdempotencyKey,
  write: (previous: { changed: boolean }) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const bodyHash = sha256(stableStringify(id.body));
  const where = and(
    eq(idempotencyKeys.company_id, id.companyId),
    eq(idempotencyKeys.call_name, id.callName),
    eq(idempotencyKeys.key, id.key),
  );
  const [previous] = await tx.select().from(idempotencyKeys).where(where).limit(1);
  if (previous && previous.body_hash === bodyHash) return { result: previous.response as T, replayed: true };
  const result = await write({ changed: previous !== undefined });
  const record = { body_hash: bodyHash, response: result as object, created_at: new Date() };
  if (previous) await tx.update(idempotencyKeys).set(record).where(where);
  else
    await tx
      .insert(idempotencyKeys)
      .values({ company_id: id.companyId, call_name: id.callName, key: id.key, ...record });
  return { result, replayed: false };
}

/**
 * Forgets the first answer of a write (`key`'s record), so the same body sent again is written
 * anew instead of replayed: for a record the server moved back into the device's hands (a sale
 * a supervisor rejected back to Aberto, which the seller may finish again unchanged).
 */
export async function forgetIdempotentWrite(
  tx: Transaction,
  id: Omit<IdempotencyKey, 'body'>,
): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.company_id, id.companyId),
        eq(idempotencyKeys.call_name, id.callName),
        eq(idempotencyKeys.key, id.key),
      ),
    );
}
