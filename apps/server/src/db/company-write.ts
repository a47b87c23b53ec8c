import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';

export interface CompanyWriteOptions {
  /**
   * Leave out the company's mutex: for writes whose rules hold record by record (a sale, a
   * measurement), which name their `record`. Without it the write waits for the company's
   * mutex, held until its commit, as every other write of the company that takes it does: what a
   * rule spanning records needs (a CNPJ/CPF unique in the company, an ERP load compared with
   * what is stored, a check-then-insert on a device's uuid).
   */
  concurrent?: boolean;
  /**
   * The record written (a device's uuid): the write waits for the other writes of that record
   * until its commit, whichever process serves them, so two resends of one sale are served one
   * after the other (the second reads the first's idempotency record). Keys are hashed to 32
   * bits: two records may now and then share a lock, and only wait for each other.
   */
  record?: string;
}

/**
 * Runs a write to synced tables in a transaction registered as a writer of the company
 * (`rota_begin_sync_write`, migration 0013), so a pull of the company answers no version above
 * what every earlier writer has finished (`sync/sync-horizon.ts`, docs/server.md "Sync"). Row
 * versions are taken when a row is written; what keeps a pull from skipping one that commits
 * late is the pull waiting for the writers in flight, not writers waiting for each other. The
 * trigger that stamps versions refuses a synced row of a company whose write did not start here.
 * Companies never wait for each other; within a company, writes holding the mutex (the default)
 * wait for each other, `concurrent` ones only for writes of the same `record`.
 */
export function companyWrite<T>(
  db: Database,
  companyId: number,
  work: (tx: Transaction) => Promise<T>,
  options: CompanyWriteOptions = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select rota_begin_sync_write(${companyId}::int, ${!options.concurrent}, ${options.record ?? null}::text)`,
    );
    return work(tx);
  });
}
