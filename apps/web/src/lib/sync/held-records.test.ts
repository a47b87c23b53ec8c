import 'fake-indexeddb/auto';
import { makeClient } from '@rota/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeOpfs } from '#testing/fake-opfs.ts';
import { createFakeSyncServer } from '#testing/fake-sync-server.ts';
import { jsonResponse } from '#testing/json-response.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { authStore } from '../auth/auth-store.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { configureHttpClient } from '../http/http-client.ts';
import { initialSync } from './initial-sync.ts';
import { pullDelta } from './pull-delta.ts';
import { pushOutboxOnce } from './push-outbox.ts';
import { saveAndQueue } from './save-and-queue.ts';

const session = makeSession();
const STAMPS = { updated_at: '2026-11-24T10:00:00.000Z', deleted_at: null };
let server: ReturnType<typeof createFakeSyncServer>;

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.setLogin(session, 1);
  configureHttpClient({ baseUrl: '', onUnauthorized: () => undefined, onInvalidToken: () => undefined });
  server = createFakeSyncServer({ profiles: [session.profile], seller: session.seller });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  vi.stubGlobal('navigator', { ...navigator, storage: { getDirectory: createFakeOpfs().getDirectory } });
});
afterEach(() => vi.unstubAllGlobals());

const ownClient = (name: string) =>
  makeClient({
    uuid: crypto.randomUUID(),
    name,
    company_id: session.seller.company_id,
    code_erp_seller: session.seller.code_erp,
  });

const addressOf = (client: ReturnType<typeof ownClient>, description: string) => ({
  uuid: crypto.randomUUID(),
  client_id: client.uuid,
  company_id: client.company_id,
  description,
  sinchronized: 1 as const,
  cep: null,
  street: null,
  number: null,
  complement: null,
  district: null,
  city_iso: null,
  state: null,
  lat: null,
  long: null,
});

describe('rows holding an unsent device write', () => {
  it('keep the device’s edit through a pull, and take the server’s copy once the edit is acknowledged', async () => {
    const client = ownClient('Padaria Antiga');
    server.upsert('clients/all', [client]);
    await initialSync(() => undefined);

    // Edited offline: saved with its write queued.
    const edited = { ...client, name: 'Padaria Nova' };
    await saveAndQueue(
      myPwaDb.clients,
      { ...edited, ...STAMPS },
      { call: 'clients.update', uuid: client.uuid, body: edited },
    );
    // Meanwhile the ERP touched the client on the server: the pull must not undo the seller's edit.
    server.upsert('clients/all', [{ ...client, name: 'Padaria Antiga', fantasy_name: 'Pelo ERP' }]);
    await pullDelta();
    expect((await myPwaDb.clients.get(client.uuid))?.name).toBe('Padaria Nova');

    // Once sent, the answer replaces it and the next pulls keep it fresh again.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        jsonResponse({ data: { ...JSON.parse(String(init.body)), ...STAMPS } }),
      ),
    );
    expect(await pushOutboxOnce()).toMatchObject({ sent: 1 });
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    server.upsert('clients/all', [{ ...edited, fantasy_name: 'Pelo ERP depois' }]);
    await pullDelta();
    expect(await myPwaDb.clients.get(client.uuid)).toMatchObject({
      name: 'Padaria Nova',
      fantasy_name: 'Pelo ERP depois',
    });
  });

  it('never bring back an address whose removal waits, nor overwrite one edited on the device', async () => {
    const client = ownClient('Mercado Central');
    const address = (description: string) => addressOf(client, description);
    const depot = address('Depósito');
    const branch = address('Filial');
    server.upsert('clients/all', [{ ...client, delivery_addresses: [depot, branch] }]);
    await initialSync(() => undefined);

    await myPwaDb.transaction('rw', myPwaDb.deliveryAddresses, myPwaDb.outbox, async () => {
      await myPwaDb.deliveryAddresses.delete(depot.uuid);
      await myPwaDb.outbox.add({
        uuid: client.uuid,
        call: 'clients.removeDeliveryAddress',
        params: { client_id: client.uuid, uuid: depot.uuid },
        body: undefined,
        status: 'pending',
        created_at: new Date().toISOString(),
        last_error: null,
        owner: `${session.seller.company_id}:${session.seller.id}`,
        attempts: 0,
        next_attempt_at: null,
      });
    });
    const renamed = { ...branch, description: 'Filial Centro', sinchronized: 0 as const };
    await saveAndQueue(myPwaDb.deliveryAddresses, renamed, {
      call: 'clients.updateDeliveryAddress',
      uuid: client.uuid,
      params: { client_id: client.uuid, uuid: branch.uuid },
      body: renamed,
    });

    server.upsert('clients/all', [
      { ...client, name: 'Mercado Central Ltda', delivery_addresses: [depot, branch] },
    ]);
    await pullDelta();
    const stored = await myPwaDb.deliveryAddresses.where('client_id').equals(client.uuid).toArray();
    expect(stored.map((row) => row.description)).toEqual(['Filial Centro']);
  });

  it('keep a later edit when an earlier write of the same record is acknowledged', async () => {
    const client = ownClient('Empório Um');
    await saveAndQueue(myPwaDb.clients, client, { call: 'clients.create', uuid: client.uuid, body: client });
    const edited = { ...client, name: 'Empório Dois' };
    await myPwaDb.transaction('rw', myPwaDb.clients, myPwaDb.outbox, async () => {
      await myPwaDb.clients.put(edited);
      await myPwaDb.outbox.add({
        uuid: client.uuid,
        call: 'clients.update',
        body: edited,
        status: 'pending',
        created_at: new Date().toISOString(),
        last_error: null,
        owner: `${session.seller.company_id}:${session.seller.id}`,
        attempts: 0,
        next_attempt_at: null,
      });
    });
    // The create is accepted; the edit is refused: the device still shows what the seller typed.
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls += 1;
        if (calls === 1)
          return jsonResponse({ data: { ...JSON.parse(String(init.body)), id: 7, ...STAMPS } });
        return jsonResponse({ message: 'Dados inválidos', errors: { name: ['Nome recusado'] } }, 422);
      }),
    );
    expect(await pushOutboxOnce()).toMatchObject({ sent: 1, failed: 1 });
    expect((await myPwaDb.clients.get(client.uuid))?.name).toBe('Empório Dois');
  });

  it('keep an address’s later edit, queued under its client, when its creation is acknowledged; not its sibling’s', async () => {
    const client = ownClient('Mercado Norte');
    server.upsert('clients/all', [{ ...client, delivery_addresses: [] }]);
    await initialSync(() => undefined);
    const queue = async (row: ReturnType<typeof addressOf>, isNew: boolean) => {
      const unsent = { ...row, sinchronized: 0 as const };
      await myPwaDb.transaction('rw', myPwaDb.deliveryAddresses, myPwaDb.outbox, async () => {
        await myPwaDb.deliveryAddresses.put(unsent);
        await myPwaDb.outbox.add({
          uuid: client.uuid,
          call: isNew ? 'clients.addDeliveryAddress' : 'clients.updateDeliveryAddress',
          params: isNew ? { client_id: client.uuid } : { client_id: client.uuid, uuid: row.uuid },
          body: unsent,
          status: 'pending',
          created_at: new Date().toISOString(),
          last_error: null,
          owner: `${session.seller.company_id}:${session.seller.id}`,
          attempts: 0,
          next_attempt_at: null,
        });
      });
    };
    const depot = addressOf(client, 'Depósito');
    const branch = addressOf(client, 'Filial');
    await queue(depot, true);
    await queue(branch, true);
    await queue({ ...depot, description: 'Depósito Novo' }, false);
    // Both creations are accepted with the bodies sent; the depot's edit is refused.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        if (init.method === 'PUT' || String(url).includes(depot.uuid))
          return jsonResponse({ message: 'Dados inválidos', errors: { description: ['Recusado'] } }, 422);
        return jsonResponse({ data: { ...body, description: `${body.description} (servidor)`, ...STAMPS } });
      }),
    );
    expect(await pushOutboxOnce()).toMatchObject({ sent: 2, failed: 1 });
    // The depot still shows the edit typed on the device; the branch, with nothing else waiting,
    // takes the server's answer.
    expect((await myPwaDb.deliveryAddresses.get(depot.uuid))?.description).toBe('Depósito Novo');
    expect((await myPwaDb.deliveryAddresses.get(branch.uuid))?.description).toBe('Filial (servidor)');
  });
});
