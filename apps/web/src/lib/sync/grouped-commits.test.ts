import 'fake-indexeddb/auto';
import { makeClient } from '@rota/domain/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { groupedCommits } from './grouped-commits.ts';

const client = (name: string) => ({ ...makeClient({ uuid: crypto.randomUUID(), name }), search: name });

beforeEach(async () => {
  await resetLocalDbs();
});

describe('groupedCommits', () => {
  it('runs the steps asked for together in one transaction, in the order asked, each answered', async () => {
    const transaction = vi.spyOn(myPwaDb, 'transaction');
    const commit = groupedCommits();
    const order: string[] = [];
    const [first, second, third] = await Promise.all(
      ['Um', 'Dois', 'Três'].map((name) =>
        commit([myPwaDb.clients], async () => {
          order.push(name);
          await myPwaDb.clients.put(client(name));
          return name.length;
        }),
      ),
    );
    expect([first, second, third]).toEqual([2, 4, 4]);
    expect(order).toEqual(['Um', 'Dois', 'Três']);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(await myPwaDb.clients.count()).toBe(3);
    transaction.mockRestore();
  });

  it('keeps the other steps when one of a group fails, and fails that one alone, its writes undone', async () => {
    const commit = groupedCommits();
    const kept = client('Guardado');
    const broken = client('Quebrado');
    const results = await Promise.allSettled([
      commit([myPwaDb.clients], () => myPwaDb.clients.put(kept)),
      commit([myPwaDb.clients], async () => {
        await myPwaDb.clients.put(broken);
        throw new Error('passo com defeito');
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(await myPwaDb.clients.get(kept.uuid)).toBeDefined();
    expect(await myPwaDb.clients.get(broken.uuid)).toBeUndefined();
  });

  it('a step asked for while a group is being written joins the next one', async () => {
    const commit = groupedCommits();
    let later: Promise<unknown> | null = null;
    await commit([myPwaDb.clients], async () => {
      later = commit([myPwaDb.outbox], () => myPwaDb.outbox.count());
      await myPwaDb.clients.put(client('Primeiro'));
    });
    expect(await later).toBe(0);
  });
});
