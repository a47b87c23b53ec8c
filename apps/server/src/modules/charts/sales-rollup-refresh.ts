import { eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/database.ts';
import { postgresError } from '../../db/postgres-error.ts';
import { salesRollupChanges, salesRollupStaleDays, salesRollupState } from '../../db/schema/index.ts';
import { syncHorizon } from '../../sync/sync-horizon.ts';
import { changedSales, daysWithSales, recordedDays } from './rollup-changes.repository.ts';
import { planRollupRefresh, type RollupPlan } from './rollup-plan.ts';
import { addToRollup, dropDays } from './rollup-rows.repository.ts';

/**
 * Keeps the sales rollup true (docs/server.md "Manager charts", "The sales rollup"): brought up to
 * date before a chart reads it, following each sale changed since (added when it began to count,
 * taken away when it stopped) or, when a sale's figures changed, summing its days again, so a
 * day's rows are always what the sales of that day are, and its months with it.
 */

// Two-integer advisory locks (namespace, company): apart from a writer's registration, which
// takes the one-bigint form (docs/server.md "Sync").
const REFRESH_LOCK_NAMESPACE = 7_021;

/** The version the company's rollup is complete to; null before its first refresh. */
async function rolledUpTo(db: Executor, companyId: number): Promise<bigint | null> {
  const [state] = await db
    .select({ version: salesRollupState.version })
    .from(salesRollupState)
    .where(eq(salesRollupState.company_id, companyId));
  return state?.version ?? null;
}

/**
 * Above this many days to sum again a refresh lets the planner join all payment and item lines at
 * once (hashing them); at or below, it reads each sale's lines through their `sale_uuid` index,
 * which the planner, misjudging how few sales a handful of days holds, would otherwise not do.
 */
const FEW_DAYS = 31;

/** What a refresh did: the days it summed again and the sales it added or took away one by one. */
export interface RollupRefresh {
  days: number;
  sales: number;
}

const NOTHING: RollupRefresh = { days: 0, sales: 0 };

/** The refresh under way per database and company in this process. */
const refreshesInProcess = new WeakMap<Database, Map<number, Promise<RollupRefresh>>>();

/**
 * Brings the company's rollup up to `horizon` (a sync horizon: every write at or below it has
 * finished) in one transaction, so a chart reads the rollup either as it was or as it is. One
 * refresh per company at a time: in this process the others wait for it without a connection (a
 * dashboard asks nine charts at once, and waiting inside a transaction would hold nine of the
 * pool's connections), across processes an advisory lock; the next finds the work done.
 */
export async function refreshSalesRollup(
  db: Database,
  companyId: number,
  horizon: bigint,
): Promise<RollupRefresh> {
  let runs = refreshesInProcess.get(db);
  if (!runs) {
    runs = new Map();
    refreshesInProcess.set(db, runs);
  }
  for (let running = runs.get(companyId); running; running = runs.get(companyId)) {
    await running.catch(() => undefined);
  }
  const run = refreshLocked(db, companyId, horizon);
  runs.set(companyId, run);
  try {
    return await run;
  } finally {
    if (runs.get(companyId) === run) runs.delete(companyId);
  }
}

/**
 * Before a company's first refresh its sales' updates record no change (the triggers of
 * migration 0044 record them only for a company with a rollup), so a company whose managers never
 * look keeps no such rows. Its state row (version 0) is committed first; a horizon taken after
 * that waits for every update whose trigger ran before it, so the first build sees them all.
 */
async function startRollup(db: Database, companyId: number, horizon: bigint): Promise<bigint> {
  await db.insert(salesRollupState).values({ company_id: companyId, version: 0n }).onConflictDoNothing();
  const after = await syncHorizon(db, companyId);
  return after > horizon ? after : horizon;
}

/** The first build sums every day with sales; later refreshes follow the sales whose changes are recorded. */
async function planFor(tx: Executor, companyId: number, firstBuild: boolean): Promise<RollupPlan> {
  if (firstBuild) return { days: await daysWithSales(tx, companyId), deltas: [] };
  return planRollupRefresh(await changedSales(tx, companyId), await recordedDays(tx, companyId));
}

/** Tries of a refresh whose snapshot another refresh's commit made stale. */
const SNAPSHOT_TRIES = 5;

async function refreshLocked(db: Database, companyId: number, asked: bigint): Promise<RollupRefresh> {
  const state = await rolledUpTo(db, companyId);
  if (state !== null && state >= asked) return NOTHING;
  const horizon = state === null ? await startRollup(db, companyId, asked) : asked;
  for (let tries = 1; ; tries++) {
    try {
      return await db.transaction((tx) => refreshInSnapshot(tx, companyId, horizon), {
        isolationLevel: 'repeatable read',
      });
    } catch (error) {
      if (tries < SNAPSHOT_TRIES && postgresError(error)?.code === '40001') continue;
      throw error;
    }
  }
}

/**
 * One refresh, every read in one snapshot (repeatable read), taken after `horizon`: the rollup
 * becomes what the sales are in that snapshot — every write up to the horizon and any that
 * committed before it — and the change records it followed, those it sees, are deleted; a write
 * committing meanwhile keeps its record for the next refresh. (Read committed let a write commit
 * between two of the refresh's statements, to be counted twice or lost.)
 */
async function refreshInSnapshot(
  tx: Transaction,
  companyId: number,
  horizon: bigint,
): Promise<RollupRefresh> {
  // The snapshot is taken by this first statement, before the lock may have to wait; a refresh
  // that commits meanwhile updates the state row, and locking that row below then fails with a
  // serialization error (40001): the refresh starts again in a new snapshot.
  await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_NAMESPACE}, ${companyId})`);
  const [state] = await tx
    .select({ version: salesRollupState.version })
    .from(salesRollupState)
    .where(eq(salesRollupState.company_id, companyId))
    .for('update');
  const since = state?.version ?? 0n;
  if (since >= horizon) return NOTHING;
  // Derived data: a crash that loses this commit loses the state row with the rows, and the
  // next refresh does the work again, so the commit need not wait for the WAL to reach disk.
  await tx.execute(sql`set local synchronous_commit = off`);
  const { days, deltas } = await planFor(tx, companyId, since === 0n);
  if (days.length > 0 || deltas.length > 0) {
    if (days.length <= FEW_DAYS) {
      await tx.execute(sql`set local enable_hashjoin = off`);
      await tx.execute(sql`set local enable_mergejoin = off`);
    }
    if (days.length > 0) await dropDays(tx, companyId, days);
    await addToRollup(tx, companyId, days, deltas);
  }
  await tx.delete(salesRollupChanges).where(eq(salesRollupChanges.company_id, companyId));
  await tx.delete(salesRollupStaleDays).where(eq(salesRollupStaleDays.company_id, companyId));
  await tx
    .insert(salesRollupState)
    .values({ company_id: companyId, version: horizon })
    .onConflictDoUpdate({ target: salesRollupState.company_id, set: { version: horizon } });
  return { days: days.length, sales: deltas.length };
}
