import type { Table } from 'dexie';
import { myPwaDb } from '../db/my-pwa-db.ts';

type Step<T> = () => Promise<T>;

interface Queued {
  tables: readonly Table[];
  step: Step<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * How long the first step waits for others to join it: a frame. The push's answers come a few
 * milliseconds apart; gathering them made the 500-entry push's transactions about three times
 * fewer (docs/bench.md "The push of 500 queued records").
 */
export const GATHER_MS = 16;

/**
 * Runs read-write steps of IndexedDB together: every step asked for while a transaction is open
 * joins the next one, over the union of their tables, run one after another in the order they were
 * asked for. The push marks an entry as sending and stores another's answer many times a second; a
 * transaction each made IndexedDB's commits and the live queries that re-read the outbox after
 * every commit most of the device's work (docs/bench.md "The push of 500 queued records").
 *
 * The first step asked for while none is waiting waits `GATHER_MS` for others to join it.
 * All or nothing still holds per step: when a grouped transaction fails, each of its steps is run
 * again alone, so one bad step fails by itself and the others are kept. A step must wait on nothing
 * but IndexedDB (the transaction would commit early).
 */
export function groupedCommits() {
  let queue: Queued[] = [];
  let draining = false;

  const runAlone = async (queued: Queued) => {
    try {
      queued.resolve(await myPwaDb.transaction('rw', [...queued.tables], queued.step));
    } catch (error) {
      queued.reject(error);
    }
  };

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      if (batch.length === 1) {
        await runAlone(batch[0] as Queued);
        continue;
      }
      const tables = [...new Set(batch.flatMap((queued) => queued.tables))];
      try {
        const results = await myPwaDb.transaction('rw', tables, async () => {
          const answers: unknown[] = [];
          for (const queued of batch) answers.push(await queued.step());
          return answers;
        });
        for (const [index, queued] of batch.entries()) queued.resolve(results[index]);
      } catch {
        for (const queued of batch) await runAlone(queued);
      }
    }
    draining = false;
  };

  return function commit<T>(tables: readonly Table[], step: Step<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ tables, step, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) {
        draining = true;
        setTimeout(() => void drain(), GATHER_MS);
      }
    });
  };
}
