import 'fake-indexeddb/auto';
import { makeAppointment, makeClient, makeSale } from '@rota/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBakeryItem } from '#testing/bakery-fixtures.ts';
import { jsonResponse } from '#testing/json-response.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { authStore } from '../auth/auth-store.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { configureHttpClient } from '../http/http-client.ts';
import { saleBody } from '../sales/sale-writes.ts';
import { PUSH_CONCURRENCY } from './push-concurrency.ts';
import { pushOutboxOnce } from './push-outbox.ts';
import { saveAllAndQueue, saveAndQueue } from './save-and-queue.ts';

const STAMPS = { updated_at: '2026-11-22T13:00:00.000Z', deleted_at: null };

/**
 * A server that logs when each request arrives and when it is answered, and answers a request
 * whose body's `name` (or `uuid`) is gated only once the test opens that gate: what the push sends
 * while an earlier write is still on its way shows in the log.
 */
function gatedServer(
  refuse: ReadonlySet<string> = new Set(),
  answer: (body: Record<string, unknown>) => unknown = (body) => ({ ...body, ...STAMPS, id: 99 }),
) {
  const log: string[] = [];
  const gates = new Map<string, () => void>();
  const closed = new Map<string, Promise<void>>();
  let inFlight = 0;
  let mostInFlight = 0;
  const gate = (label: string) => {
    closed.set(label, new Promise((open) => gates.set(label, open)));
  };
  const labelOf = (body: unknown) => {
    const record = body as { name?: string; uuid?: string; lines?: { id: number }[] };
    return record.name ?? record.uuid ?? 'sem nome';
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const label = labelOf(body);
      log.push(`→ ${label}`);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await closed.get(label);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      log.push(`← ${label}`);
      if (refuse.has(label)) return jsonResponse({ message: 'Cliente recusado.' }, 422);
      return jsonResponse({ data: answer(body) });
    }),
  );
  return {
    log,
    gate,
    open: (label: string) => gates.get(label)?.(),
    /** Opens `label` once `seen` has arrived: the test's proof that they overlapped. */
    openWhenSeen(label: string, seen: string) {
      const timer = setInterval(() => {
        if (log.includes(`→ ${seen}`)) {
          clearInterval(timer);
          gates.get(label)?.();
        }
      }, 1);
    },
    mostInFlight: () => mostInFlight,
  };
}

const newClient = (name: string) => makeClient({ uuid: crypto.randomUUID(), id: null, name, code_erp: null });
const queueClient = (client: ReturnType<typeof newClient>) =>
  saveAndQueue(myPwaDb.clients, client, { call: 'clients.create', uuid: client.uuid, body: client });

async function queueSaleFor(client: ReturnType<typeof newClient>) {
  const sale = makeSale({
    uuid: crypto.randomUUID(),
    status: 'Finalizado',
    client_uuid: client.uuid,
    client: { uuid: client.uuid, name: client.name, code_erp: null },
  });
  const body = saleBody(sale);
  if (!body) throw new Error('uma venda finalizada tem corpo');
  await saveAndQueue(myPwaDb.sales, sale, { call: 'sales.create', uuid: sale.uuid, body });
  return sale;
}

const before = (log: string[], first: string, then: string) => log.indexOf(first) < log.indexOf(then);

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.setLogin(makeSession(['canAccessBakery']), 1);
  configureHttpClient({
    baseUrl: 'http://app',
    onUnauthorized: () => undefined,
    onInvalidToken: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the push’s order (docs/offline-writes.md "Order")', () => {
  it('sends unrelated records side by side, never more than PUSH_CONCURRENCY at once', async () => {
    for (let n = 0; n < 12; n += 1) await queueClient(newClient(`Cliente ${n}`));
    const server = gatedServer();
    // The first ones wait for the last that may go with them: one more would arrive meanwhile.
    const last = `Cliente ${PUSH_CONCURRENCY - 1}`;
    for (let n = 0; n < PUSH_CONCURRENCY; n += 1) {
      server.gate(`Cliente ${n}`);
      server.openWhenSeen(`Cliente ${n}`, last);
    }
    expect(await pushOutboxOnce()).toEqual({ sent: 12, failed: 0, stoppedBy: null });
    expect(server.mostInFlight()).toBe(PUSH_CONCURRENCY);
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('a sale never reaches the server before the offline client it names, while other records go on', async () => {
    const client = newClient('Cliente novo');
    const other = newClient('Outro cliente');
    await queueClient(client);
    const sale = await queueSaleFor(client);
    await queueClient(other);
    const server = gatedServer();
    server.gate('Cliente novo');
    server.openWhenSeen('Cliente novo', 'Outro cliente');

    expect(await pushOutboxOnce()).toEqual({ sent: 3, failed: 0, stoppedBy: null });
    // The other client left while the new one was still on its way…
    expect(before(server.log, '→ Outro cliente', '← Cliente novo')).toBe(true);
    // …and the sale only once the server had answered for its client.
    expect(before(server.log, '← Cliente novo', `→ ${sale.uuid}`)).toBe(true);
  });

  it('a refused offline client holds its sale on the device; the rest is sent', async () => {
    const client = newClient('Recusado');
    await queueClient(client);
    const sale = await queueSaleFor(client);
    await queueClient(newClient('Aceito'));
    const server = gatedServer(new Set(['Recusado']));

    expect(await pushOutboxOnce()).toEqual({ sent: 1, failed: 1, stoppedBy: null });
    expect(server.log).not.toContain(`→ ${sale.uuid}`);
    const left = await myPwaDb.outbox.orderBy('id').toArray();
    expect(left.map((entry) => [entry.call, entry.status])).toEqual([
      ['clients.create', 'failed'],
      ['sales.create', 'pending'],
    ]);
  });

  it('keeps the stamps of a bakery line in the order they were made, whatever the other lines do', async () => {
    const stamp = (uuid: string, lines: { id: number; done: number }[]) =>
      saveAllAndQueue(
        myPwaDb.bakeryLines,
        lines.map(({ id, done }) => makeBakeryItem({ id, produced: done })),
        { call: 'bakery.productionAt', uuid, body: { uuid, lines } },
      );
    const first = crypto.randomUUID();
    const other = crypto.randomUUID();
    const correction = crypto.randomUUID();
    await stamp(first, [
      { id: 1, done: 100 },
      { id: 2, done: 10 },
    ]);
    await stamp(other, [{ id: 3, done: 5 }]);
    await stamp(correction, [{ id: 2, done: 8 }]);
    // A stamp answers with the lines it touched.
    const server = gatedServer(new Set(), (body) =>
      (body.lines as { id: number; done: number }[]).map(({ id, done }) =>
        makeBakeryItem({ id, produced: done }),
      ),
    );
    server.gate(first);
    server.openWhenSeen(first, other);
    expect(await pushOutboxOnce()).toEqual({ sent: 3, failed: 0, stoppedBy: null });
    expect(before(server.log, `→ ${other}`, `← ${first}`)).toBe(true);
    expect(before(server.log, `← ${first}`, `→ ${correction}`)).toBe(true);
  });

  it('finishes an appointment before the next one on the same machine starts; another machine does not wait', async () => {
    const started = makeAppointment({
      uuid: crypto.randomUUID(),
      machine_id: 1,
      started_at: '2026-11-22T11:00:00.000Z',
    });
    const finished = { ...started, finished_at: '2026-11-22T12:00:00.000Z', quantity: 40 };
    const next = makeAppointment({
      uuid: crypto.randomUUID(),
      machine_id: 1,
      started_at: '2026-11-22T12:01:00.000Z',
    });
    const elsewhere = makeAppointment({
      uuid: crypto.randomUUID(),
      machine_id: 2,
      started_at: '2026-11-22T11:30:00.000Z',
    });
    const queue = (appointment: typeof started) =>
      saveAndQueue(myPwaDb.appointments, appointment, {
        call: 'orderProduction.createApoint',
        uuid: appointment.uuid,
        body: appointment,
      });
    await queue(finished);
    await queue(next);
    await queue(elsewhere);
    const server = gatedServer();
    server.gate(finished.uuid);
    server.openWhenSeen(finished.uuid, elsewhere.uuid);

    expect(await pushOutboxOnce()).toEqual({ sent: 3, failed: 0, stoppedBy: null });
    expect(before(server.log, `→ ${elsewhere.uuid}`, `← ${finished.uuid}`)).toBe(true);
    expect(before(server.log, `← ${finished.uuid}`, `→ ${next.uuid}`)).toBe(true);
  });
});
