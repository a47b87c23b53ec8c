import 'fake-indexeddb/auto';
import { makeAppointment, makeClient, makeMeasurement } from '@rota/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#testing/json-response.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { authStore } from '../auth/auth-store.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { configureHttpClient } from '../http/http-client.ts';
import { addToOutbox } from './outbox.ts';
import { backoffDelayMs, nextRetryAt, PUSH_BACKOFF, pushOutboxOnce } from './push-outbox.ts';
import { saveAndQueue } from './save-and-queue.ts';

const STAMPS = { updated_at: '2026-11-22T13:00:00.000Z', deleted_at: null };
type Answer = (path: string, body: unknown) => Response | Promise<Response>;

/** The server as the push sees it: each request answered by the next scripted answer, or echoed. */
function scriptServer(script: Answer[] = []) {
  const requests: { path: string; body: unknown }[] = [];
  const echo: Answer = (_path, body) => jsonResponse({ data: { ...(body as object), ...STAMPS, id: 99 } });
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://app').pathname.replace(/^\/api\//, '');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ path, body });
    const answer = script.shift() ?? echo;
    return answer(path, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}

const newClient = (name: string) => makeClient({ uuid: crypto.randomUUID(), id: null, name, code_erp: null });
const queueClient = (client: ReturnType<typeof newClient>) =>
  saveAndQueue(myPwaDb.clients, client, { call: 'clients.create', uuid: client.uuid, body: client });

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.setLogin(makeSession(), 1);
  configureHttpClient({
    baseUrl: 'http://app',
    onUnauthorized: () => undefined,
    onInvalidToken: () => undefined,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pushOutboxOnce', () => {
  it('sends the queue in creation order and replaces each local record with the server’s answer', async () => {
    const first = newClient('Padaria Um');
    const second = newClient('Mercado Dois');
    await queueClient(first);
    await queueClient(second);
    expect(await myPwaDb.clients.get(first.uuid)).toEqual(first);
    const server = scriptServer();

    expect(await pushOutboxOnce()).toEqual({ sent: 2, failed: 0, stoppedBy: null });
    expect(server.requests.map((request) => (request.body as { name: string }).name)).toEqual([
      'Padaria Um',
      'Mercado Dois',
    ]);
    expect(await myPwaDb.outbox.count()).toBe(0);
    // Stored with its search text folded once (names, city, UF, document without accents or case).
    expect(await myPwaDb.clients.get(first.uuid)).toEqual({
      ...first,
      ...STAMPS,
      id: 99,
      search: 'padaria um | pao quente | sao paulo | sp | 11222333000181',
    });
  });

  it('keeps a refused entry as failed with the server’s pt-BR message, holds that record’s later writes and sends the rest', async () => {
    const refused = newClient('Recusado');
    const other = newClient('Outro');
    await queueClient(refused);
    const visit = {
      uuid: crypto.randomUUID(),
      visited_at: '2026-11-22T13:00:00.000Z',
      outcome: { outcome: 'sale' as const, note: null },
    };
    await addToOutbox({
      call: 'clients.visited',
      uuid: refused.uuid,
      params: { id: refused.uuid },
      body: visit,
    });
    await queueClient(other);
    const server = scriptServer([
      () =>
        jsonResponse(
          { message: 'Os dados informados são inválidos.', errors: { document: ['CNPJ inválido'] } },
          422,
        ),
    ]);

    expect(await pushOutboxOnce()).toEqual({ sent: 1, failed: 1, stoppedBy: null });
    expect(server.requests.map((request) => request.path)).toEqual([
      'clients/newclient',
      'clients/newclient',
    ]);
    const left = await myPwaDb.outbox.orderBy('id').toArray();
    expect(left.map((entry) => [entry.call, entry.status, entry.last_error])).toEqual([
      ['clients.create', 'failed', 'Os dados informados são inválidos. CNPJ inválido'],
      ['clients.visited', 'pending', null],
    ]);
    // The field errors are kept by field, for the form that made the record to show them.
    expect(left.map((entry) => entry.errors ?? null)).toEqual([{ document: ['CNPJ inválido'] }, null]);
    // The local record is kept as the seller typed it, to fix and resend.
    expect(await myPwaDb.clients.get(refused.uuid)).toEqual(refused);
  });

  it('backs off on a network error or a 5xx, stops the round, and sends once the wait is over', async () => {
    const client = newClient('Sem rede');
    await queueClient(client);
    let now = new Date('2026-11-22T13:00:00.000Z');
    const clock = { now: () => now, random: () => 0.5 };
    scriptServer([
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);

    expect(await pushOutboxOnce(clock)).toEqual({ sent: 0, failed: 0, stoppedBy: 'offline' });
    const [waiting] = await myPwaDb.outbox.toArray();
    const delay = backoffDelayMs(1, () => 0.5);
    expect(delay).toBe(PUSH_BACKOFF.baseMs * 0.75);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.next_attempt_at).toBe(new Date(now.getTime() + delay).toISOString());
    expect(await nextRetryAt()).toEqual(new Date(now.getTime() + delay));

    // Before the wait ends nothing is sent; a 503 then doubles the wait.
    const server = scriptServer([() => jsonResponse({ message: 'Indisponível' }, 503)]);
    expect(await pushOutboxOnce(clock)).toEqual({ sent: 0, failed: 0, stoppedBy: null });
    expect(server.requests).toEqual([]);
    now = new Date(now.getTime() + delay);
    expect(await pushOutboxOnce(clock)).toEqual({ sent: 0, failed: 0, stoppedBy: 'offline' });
    expect((await myPwaDb.outbox.toArray())[0]).toMatchObject({ attempts: 2 });
    expect(backoffDelayMs(2, () => 0.5)).toBe(PUSH_BACKOFF.baseMs * 2 * 0.75);

    now = new Date(now.getTime() + PUSH_BACKOFF.maxMs);
    scriptServer();
    expect(await pushOutboxOnce(clock)).toEqual({ sent: 1, failed: 0, stoppedBy: null });
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('puts back to pending an entry a round left "sending" (a reload mid-request), even while it waits', async () => {
    const client = newClient('Recarregada no envio');
    await queueClient(client);
    const now = new Date('2026-11-22T13:00:00.000Z');
    const later = new Date(now.getTime() + 60_000).toISOString();
    const [entry] = await myPwaDb.outbox.toArray();
    await myPwaDb.outbox.update(entry?.id as number, { status: 'sending', next_attempt_at: later });
    const server = scriptServer();
    expect(await pushOutboxOnce({ now: () => now })).toEqual({ sent: 0, failed: 0, stoppedBy: null });
    expect(server.requests).toEqual([]);
    expect((await myPwaDb.outbox.toArray())[0]).toMatchObject({ status: 'pending', next_attempt_at: later });
  });

  it('caps the back-off at 5 minutes however many sends failed', () => {
    expect(backoffDelayMs(50, () => 1)).toBe(PUSH_BACKOFF.maxMs);
    expect(backoffDelayMs(50, () => 0)).toBe(PUSH_BACKOFF.maxMs / 2);
  });

  it('leaves another seller’s entries on a shared phone for that seller’s next login', async () => {
    const theirs = newClient('Cliente da Bia');
    await authStore.setLogin(makeSession(['canCreateClient'], 8), 1);
    await queueClient(theirs);
    await authStore.setLogin(makeSession(), 1);
    const server = scriptServer();
    expect(await pushOutboxOnce()).toEqual({ sent: 0, failed: 0, stoppedBy: null });
    expect(server.requests).toEqual([]);
    expect(await myPwaDb.outbox.count()).toBe(1);
  });

  it('stops on 401 and keeps the entry to send after the next login', async () => {
    await queueClient(newClient('Sessão vencida'));
    scriptServer([() => jsonResponse({ message: 'Sessão expirada, realize o login' }, 401)]);
    expect(await pushOutboxOnce()).toEqual({ sent: 0, failed: 0, stoppedBy: 'unauthorized' });
    expect((await myPwaDb.outbox.toArray())[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('sends a notification marked read and deletes it again with the acknowledgement', async () => {
    const unread = {
      id: 5,
      company_id: 1,
      seller_id: 7,
      kind: 'message' as const,
      title: 'Reunião às 14h',
      body: '',
      sale_uuid: null,
      created_at: '2026-11-22T11:00:00.000Z',
      read_at: null,
    };
    await addToOutbox({ call: 'notifications.markAsRead', uuid: 'notification-5', body: { id: 5 } });
    // A refresh may have stored it again before the server heard of the mark.
    await myPwaDb.notifications.put(unread);
    const server = scriptServer([() => jsonResponse({ data: { id: 5 } })]);

    expect(await pushOutboxOnce()).toEqual({ sent: 1, failed: 0, stoppedBy: null });
    expect(server.requests).toEqual([{ path: 'notifications/mark-as-read', body: { id: 5 } }]);
    expect(await myPwaDb.outbox.count()).toBe(0);
    expect(await myPwaDb.notifications.get(5)).toBeUndefined();
  });

  it('sends "mark all read" without a body, and a replay after a lost answer is acknowledged once', async () => {
    await addToOutbox({ call: 'notifications.markAllRead', uuid: 'notifications-all', body: undefined });
    let now = new Date('2026-11-22T13:00:00.000Z');
    const clock = { now: () => now, random: () => 0.5 };
    const server = scriptServer([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => jsonResponse({ data: { count: 0 } }),
    ]);

    expect(await pushOutboxOnce(clock)).toEqual({ sent: 0, failed: 0, stoppedBy: 'offline' });
    now = new Date(now.getTime() + PUSH_BACKOFF.maxMs);
    expect(await pushOutboxOnce(clock)).toEqual({ sent: 1, failed: 0, stoppedBy: null });
    expect(server.requests).toEqual([
      { path: 'notifications/mark-all-read', body: undefined },
      { path: 'notifications/mark-all-read', body: undefined },
    ]);
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('stores an edited delivery address from the answer and deletes a removed one once the server removed it', async () => {
    const client = newClient('Com filial');
    const address = {
      uuid: crypto.randomUUID(),
      client_id: client.uuid,
      company_id: 1,
      description: 'Depósito',
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      city_iso: '3550308',
      state: 'SP',
      lat: null,
      long: null,
      sinchronized: 0 as const,
    };
    const params = { client_id: client.uuid, uuid: address.uuid };
    await saveAndQueue(myPwaDb.deliveryAddresses, address, {
      call: 'clients.updateDeliveryAddress',
      uuid: client.uuid,
      params,
      body: address,
    });
    await addToOutbox({ call: 'clients.removeDeliveryAddress', uuid: client.uuid, params, body: undefined });
    const server = scriptServer([
      (_path, body) => jsonResponse({ data: { ...(body as object), sinchronized: 1 } }),
      () => {
        // Acknowledged but not removed yet: the row is still there until the answer.
        return myPwaDb.deliveryAddresses
          .get(address.uuid)
          .then((row) => jsonResponse({ data: { uuid: row?.uuid ?? 'gone', deleted: true } }));
      },
    ]);

    expect(await pushOutboxOnce()).toEqual({ sent: 2, failed: 0, stoppedBy: null });
    expect(server.requests.map((request) => request.path)).toEqual([
      `clients/${client.uuid}/delivery-address/${address.uuid}`,
      `clients/${client.uuid}/delivery-address/${address.uuid}`,
    ]);
    expect(await myPwaDb.deliveryAddresses.get(address.uuid)).toBeUndefined();
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  describe('appointments', () => {
    const start = () =>
      makeAppointment({ uuid: crypto.randomUUID(), started_at: '2026-11-22T11:00:00.000Z' });
    const queue = (appointment: ReturnType<typeof makeAppointment>) =>
      saveAndQueue(myPwaDb.appointments, appointment, {
        call: 'orderProduction.createApoint',
        uuid: appointment.uuid,
        body: appointment,
      });
    const echo = (_path: string, body: unknown) => jsonResponse({ data: { ...(body as object), ...STAMPS } });

    it('sends an appointment’s writes in order; the record becomes the server’s only after the last one', async () => {
      const started = start();
      const finished = { ...started, finished_at: '2026-11-22T12:00:00.000Z', quantity: 40 };
      await queue(started);
      await queue(finished);
      let afterFirst: unknown;
      const server = scriptServer([
        echo,
        async (path, body) => {
          afterFirst = await myPwaDb.appointments.get(started.uuid);
          return echo(path, body);
        },
      ]);
      expect(await pushOutboxOnce()).toEqual({ sent: 2, failed: 0, stoppedBy: null });
      expect(
        server.requests.map((request) => (request.body as { finished_at: string | null }).finished_at),
      ).toEqual([null, '2026-11-22T12:00:00.000Z']);
      // The start's answer did not overwrite the finish still waiting to go.
      expect(afterFirst).toEqual(finished);
      expect(await myPwaDb.appointments.get(started.uuid)).toEqual({ ...finished, ...STAMPS });
    });

    it('sends an entry as it is when it leaves: a body amended while the round ran is what the server gets', async () => {
      const first = start();
      // On the same machine, so it leaves only once the first was answered.
      const second = start();
      await queue(first);
      await queue(second);
      const server = scriptServer([
        async (path, body) => {
          // While the first is on its way, the operator corrects the second, still waiting.
          const waiting = await myPwaDb.outbox.where('uuid').equals(second.uuid).first();
          await myPwaDb.outbox.update(waiting?.id as number, { body: { ...second, notes: 'Corrigido' } });
          return echo(path, body);
        },
      ]);
      await pushOutboxOnce();
      expect(server.requests[1]?.body).toMatchObject({ notes: 'Corrigido' });
    });
  });

  it('sends a measurement and stores the server’s answer in its place, the entry gone', async () => {
    const measurement = makeMeasurement({ uuid: crypto.randomUUID() });
    await saveAndQueue(myPwaDb.measurements, measurement, {
      call: 'measurements.create',
      uuid: measurement.uuid,
      body: measurement,
    });
    const server = scriptServer([
      (_path, body) => jsonResponse({ data: { ...(body as object), ...STAMPS } }),
    ]);
    expect(await pushOutboxOnce()).toEqual({ sent: 1, failed: 0, stoppedBy: null });
    expect(server.requests.map((request) => request.path)).toEqual(['measurements']);
    expect(await myPwaDb.measurements.get(measurement.uuid)).toEqual({ ...measurement, ...STAMPS });
    expect(await myPwaDb.outbox.count()).toBe(0);
  });
});
