import { seededRandom } from '@rota/domain/testing';
import { describe, expect, it } from 'vitest';
import { runInKeyOrder, slotQueue } from './keyed-queue.ts';

interface Job {
  id: number;
  keys: string[];
  /** How long it runs, in timer turns. */
  turns: number;
  fails?: boolean;
}

const turns = (count: number) => new Promise((resolve) => setTimeout(resolve, count));

/** Runs the jobs and logs each start and end, with the most running at once. */
async function runLogged(jobs: Job[], limit: number) {
  const log: string[] = [];
  let running = 0;
  let most = 0;
  const slots = slotQueue(limit);
  const outcomes = await runInKeyOrder(
    jobs,
    (job) => job.keys,
    async (job) => {
      const release = await slots.take();
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${job.id}`);
      await turns(job.turns);
      running -= 1;
      log.push(`end ${job.id}`);
      release();
      return !job.fails;
    },
  );
  return { log, most, outcomes };
}

describe('runInKeyOrder', () => {
  it('overlaps jobs of different keys up to the limit and runs one key’s jobs one after another', async () => {
    const { log, most } = await runLogged(
      [
        { id: 1, keys: ['a'], turns: 5 },
        { id: 2, keys: ['b'], turns: 1 },
        { id: 3, keys: ['a'], turns: 1 },
        { id: 4, keys: ['c'], turns: 1 },
      ],
      2,
    );
    expect(most).toBe(2);
    expect(log.indexOf('start 2')).toBeLessThan(log.indexOf('end 1'));
    expect(log.indexOf('end 1')).toBeLessThan(log.indexOf('start 3'));
  });

  it('does not run a job behind one of its keys that failed, nor the jobs behind that one', async () => {
    const { log, outcomes } = await runLogged(
      [
        { id: 1, keys: ['client'], turns: 1, fails: true },
        { id: 2, keys: ['sale', 'client'], turns: 1 },
        { id: 3, keys: ['sale'], turns: 1 },
        { id: 4, keys: ['other'], turns: 1 },
      ],
      4,
    );
    expect(outcomes).toEqual([false, false, false, true]);
    expect(log).toEqual(['start 1', 'start 4', 'end 1', 'end 4']);
  });

  it('rethrows what a job threw once every job has settled, holding that job’s keys meanwhile', async () => {
    const started: number[] = [];
    const run = runInKeyOrder(
      [1, 2, 3],
      (n) => [n === 3 ? 'other' : 'same'],
      async (n) => {
        started.push(n);
        if (n === 1) throw new Error('quebrou');
        await turns(1);
        return true;
      },
    );
    await expect(run).rejects.toThrow('quebrou');
    expect(started).toEqual([1, 3]);
  });

  // A property, over seeded shuffles: whatever the durations, each key sees its jobs start in
  // their order and each only after the one before it ended, and the limit is never passed.
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'keeps every key’s order and the limit over random jobs (seed %i)',
    async (seed) => {
      const random = seededRandom(seed);
      const keyNames = ['k0', 'k1', 'k2', 'k3', 'k4', 'k5'];
      const jobs: Job[] = Array.from({ length: 60 }, (_, id) => ({
        id,
        keys: keyNames.filter(() => random() < 0.25),
        turns: Math.floor(random() * 4),
      }));
      const limit = 1 + Math.floor(random() * 5);
      const { log, most, outcomes } = await runLogged(jobs, limit);

      expect(most).toBeLessThanOrEqual(limit);
      expect(outcomes.every(Boolean)).toBe(true);
      for (const key of keyNames) {
        const ofKey = jobs.filter((job) => job.keys.includes(key));
        for (let n = 1; n < ofKey.length; n += 1) {
          const [earlier, later] = [ofKey[n - 1]?.id, ofKey[n]?.id];
          expect(log.indexOf(`end ${earlier}`)).toBeLessThan(log.indexOf(`start ${later}`));
        }
      }
    },
  );
});
