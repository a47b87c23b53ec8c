import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';

/** Advisory-lock namespace of synced writes (any constant; it only has to be Rota's own). */
const SYNC_LOCK_NAMESPACE = 7_001;

/**
 * Runs a write to synced tables in a transaction holding the company's advisory lock, so the
 * row versions of one company are taken in commit order and a pull never skips a row that
 * commits late (DESIGN.md "Sync"). Companies do not wait for each other.
 */
export function companyWrite<T>(
  db: Database,
  companyId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK_NAMESPACE}, ${companyId})`);
    return work(tx);
  });
}
