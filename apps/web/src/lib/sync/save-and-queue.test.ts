import 'fake-indexeddb/auto';
import { makeClient } from '@rota/domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { authStore } from '../auth/auth-store.ts';
import { myPwaDb, type OutboxRow } from '../db/my-pwa-db.ts';
import { addToOutbox } from './outbox.ts';
import { deleteUnsent, saveAndFold, saveAndQueue } from './save-and-queue.ts';

const client = makeClient({ uuid: crypto.randomUUID(), id: null, name: 'Padaria Um', code_erp: null });
const visit = {
  uuid: crypto.randomUUID(),
  visited_at: '2026-11-22T13:00:00.000Z',
  outcome: { outcome: 'sale' as const, note: null },
};
const isClientWrite = (entry: OutboxRow) =>
  entry.call === 'clients.create' || entry.call === 'clients.update';
const entries = async () =>
  (await myPwaDb.outbox.orderBy('id').toArray()).map((entry) => ({
    call: entry.call,
    status: entry.status,
    name: (entry.body as { name?: string } | undefined)?.name ?? null,
    errors: entry.errors ?? null,
  }));

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.setLogin(makeSession(), 1);
});

describe('saveAndFold', () => {
  it('puts a refused create back in line at its place with the new body, ahead of the visit queued after it', async () => {
    await saveAndQueue(myPwaDb.clients, client, { call: 'clients.create', uuid: client.uuid, body: client });
    await addToOutbox({
      call: 'clients.visited',
      uuid: client.uuid,
      params: { id: client.uuid },
      body: visit,
    });
    const [created] = await myPwaDb.outbox.toArray();
    await myPwaDb.outbox.update(created?.id as number, {
      status: 'failed',
      last_error: 'CNPJ inválido',
      errors: { document: ['CNPJ inválido'] },
    });

    const fixed = { ...client, name: 'Padaria Um Corrigida' };
    const id = await saveAndFold(
      myPwaDb.clients,
      fixed,
      { call: 'clients.update', uuid: client.uuid, body: fixed },
      isClientWrite,
    );

    expect(id).toBe(created?.id);
    expect(await entries()).toEqual([
      { call: 'clients.create', status: 'pending', name: 'Padaria Um Corrigida', errors: null },
      { call: 'clients.visited', status: 'pending', name: null, errors: null },
    ]);
    expect((await myPwaDb.outbox.get(id))?.last_error).toBeNull();
    expect((await myPwaDb.clients.get(client.uuid))?.name).toBe('Padaria Um Corrigida');
  });

  it("folds the record's unsent whole-record writes into the first and appends when none is left", async () => {
    await saveAndQueue(myPwaDb.clients, client, { call: 'clients.create', uuid: client.uuid, body: client });
    await addToOutbox({ call: 'clients.update', uuid: client.uuid, body: { ...client, name: 'V2' } });
    const v3 = { ...client, name: 'V3' };
    await saveAndFold(
      myPwaDb.clients,
      v3,
      { call: 'clients.update', uuid: client.uuid, body: v3 },
      isClientWrite,
    );
    expect(await entries()).toEqual([
      { call: 'clients.create', status: 'pending', name: 'V3', errors: null },
    ]);

    // One being sent is never changed: the new write goes after it.
    await myPwaDb.outbox.toCollection().modify({ status: 'sending' });
    const v4 = { ...client, name: 'V4' };
    await saveAndFold(
      myPwaDb.clients,
      v4,
      { call: 'clients.update', uuid: client.uuid, body: v4 },
      isClientWrite,
    );
    expect(await entries()).toEqual([
      { call: 'clients.create', status: 'sending', name: 'V3', errors: null },
      { call: 'clients.update', status: 'pending', name: 'V4', errors: null },
    ]);
  });
});

describe('deleteUnsent', () => {
  it('drops a record never sent together with its queued writes, unless one is being sent', async () => {
    await saveAndQueue(myPwaDb.clients, client, { call: 'clients.create', uuid: client.uuid, body: client });
    await addToOutbox({
      call: 'clients.visited',
      uuid: client.uuid,
      params: { id: client.uuid },
      body: visit,
    });
    await myPwaDb.outbox.where('call').equals('clients.create').modify({ status: 'sending' });

    expect(await deleteUnsent(myPwaDb.clients, client.uuid, client.uuid, isClientWrite)).toBe(false);
    expect(await myPwaDb.clients.count()).toBe(1);
    expect(await myPwaDb.outbox.count()).toBe(2);

    await myPwaDb.outbox.where('call').equals('clients.create').modify({ status: 'pending' });
    expect(await deleteUnsent(myPwaDb.clients, client.uuid, client.uuid, isClientWrite)).toBe(true);
    expect(await myPwaDb.clients.count()).toBe(0);
    expect(await entries()).toEqual([
      { call: 'clients.visited', status: 'pending', name: null, errors: null },
    ]);
  });
});
