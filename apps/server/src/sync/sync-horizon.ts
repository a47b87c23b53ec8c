import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { postgresError } from '../db/postgres-error.ts';
import { unavailable } from '../errors/service-error.ts';

/** How long a pull waits for each writer in flight before answering 503. */
export const SYNC_WAIT_MS = 15_000;

export const syncHorizonMessages = {
  busy: 'A sincronização está aguardando uma gravação longa da empresa. Tente novamente em instantes.',
} as const;

/**
 * The highest row version a pull of the company may answer (`rota_sync_horizon`, migration
 * 0013): the last version handed out, once every writer of the company registered by then has
 * committed or rolled back. Every row at or below it is final, so a cursor taken from the rows
 * below it never passes a row that commits later (docs/server.md "Sync"). A pull waits here for
 * the company's writes in flight (usually a few milliseconds; an ERP load of 5,000 rows, a second
 * or two); past `SYNC_WAIT_MS` on one writer it answers 503 and the device tries again.
 * Run it outside the pull's own reads: the page must be read by a later statement, whose snapshot
 * sees those commits (every pull runs statement by statement, never in a transaction of its own).
 */
export async function syncHorizon(db: Executor, companyId: number): Promise<bigint> {
  try {
    const result = (await db.execute(
      sql`select rota_sync_horizon(${companyId}::int, ${SYNC_WAIT_MS}::int) as horizon`,
    )) as unknown as { rows: { horizon: string | number | bigint }[] };
    const horizon = result.rows[0]?.horizon;
    if (horizon === undefined) throw new Error('rota_sync_horizon sem resposta');
    return BigInt(horizon);
  } catch (error) {
    if (postgresError(error)?.code === '55P03') throw unavailable(syncHorizonMessages.busy);
    throw error;
  }
}
