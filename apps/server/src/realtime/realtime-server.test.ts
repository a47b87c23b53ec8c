import { randomUUID } from 'node:crypto';
import { errorMessages, type RealtimeEvent } from '@rota/contract';
import { PERMISSIONS } from '@rota/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { revokeSellerSessions } from '../modules/admin/admin.service.ts';
import { addSeller, createTenant, login, type TestTenant } from '../testing/tenant.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { openTestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { createRealtimeServer } from './realtime-server.ts';
import { connectRealtime, type RealtimeClient } from './testing/realtime-client.ts';

const saleStatus = (tenant: TestTenant, sellerId: number, cursor: string): RealtimeEvent => ({
  type: 'sale.status',
  company_id: tenant.company.id,
  seller_id: sellerId,
  sale_uuid: randomUUID(),
  status: 'Integrado',
  cursor,
});

const catalogueChanged = (tenant: TestTenant, cursor: string): RealtimeEvent => ({
  type: 'catalogue.changed',
  company_id: tenant.company.id,
  seller_id: null,
  calls: ['products.all', 'price-lists.all'],
  cursor,
});

describe.each(testDatabaseKinds)('socket.io realtime on %s', (kind) => {
  let app: TestApp;
  let acme: TestTenant;
  let other: TestTenant;
  let ana: string;
  let bruno: string;
  let carla: string;
  let brunoId: number;
  const open: RealtimeClient[] = [];

  async function connect(token: string): Promise<RealtimeClient> {
    const client = await connectRealtime(app.baseUrl, token);
    open.push(client);
    return client;
  }

  beforeAll(async () => {
    app = await startTestApp(kind, { realtime: true, sessionCheckMs: 200 });
    acme = await createTenant(app);
    other = await createTenant(app);
    const second = await addSeller(app, acme, PERMISSIONS, 'BRUNO');
    brunoId = second.seller.id;
    ana = await login(app, acme.company.id, acme.accessToken, 'celular-ana');
    bruno = await login(app, acme.company.id, second.accessToken, 'celular-bruno');
    carla = await login(app, other.company.id, other.accessToken, 'celular-carla');
  }, 60_000);
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => app.close(), 30_000);

  it("sends a seller's event to that seller's sockets only, and never to another company", async () => {
    const [anaPhone, anaTablet, brunoPhone, carlaPhone] = await Promise.all([
      connect(ana),
      connect(ana),
      connect(bruno),
      connect(carla),
    ]);
    const event = saleStatus(acme, acme.seller.id, '41');
    app.deps.events.publish(event);
    expect(await anaPhone.waitFor((e) => e.type === 'sale.status')).toEqual(event);
    expect(await anaTablet.waitFor((e) => e.type === 'sale.status')).toEqual(event);

    // Events reach a socket in the order they were sent: once a later company-wide event
    // arrived, the seller event will not arrive after it.
    const fenceAcme = catalogueChanged(acme, '42');
    const fenceOther = catalogueChanged(other, '7');
    app.deps.events.publish(fenceAcme);
    app.deps.events.publish(fenceOther);
    await brunoPhone.waitFor((e) => e.type === 'catalogue.changed');
    await carlaPhone.waitFor((e) => e.type === 'catalogue.changed');
    expect(brunoPhone.events).toEqual([fenceAcme]);
    expect(carlaPhone.events).toEqual([fenceOther]);
  });

  it("sends a company event (seller_id null) to every seller of the company and to no other company's", async () => {
    const [anaPhone, brunoPhone, carlaPhone] = await Promise.all([
      connect(ana),
      connect(bruno),
      connect(carla),
    ]);
    const event = catalogueChanged(acme, '99');
    app.deps.events.publish(event);
    expect(await anaPhone.waitFor((e) => e.type === 'catalogue.changed')).toEqual(event);
    expect(await brunoPhone.waitFor((e) => e.type === 'catalogue.changed')).toEqual(event);

    const notice: RealtimeEvent = {
      type: 'notification.created',
      company_id: other.company.id,
      seller_id: other.seller.id,
      notification_id: 12,
    };
    app.deps.events.publish(notice);
    await carlaPhone.waitFor((e) => e.type === 'notification.created');
    expect(carlaPhone.events).toEqual([notice]);
    expect(anaPhone.events).toEqual([event]);
  });

  it("sends another seller's event to that seller, not to the first", async () => {
    const [anaPhone, brunoPhone] = await Promise.all([connect(ana), connect(bruno)]);
    const event = saleStatus(acme, brunoId, '120');
    app.deps.events.publish(event);
    expect(await brunoPhone.waitFor((e) => e.type === 'sale.status')).toEqual(event);
    const fence = catalogueChanged(acme, '121');
    app.deps.events.publish(fence);
    await anaPhone.waitFor((e) => e.type === 'catalogue.changed');
    expect(anaPhone.events).toEqual([fence]);
  });

  it('refuses a missing, unknown, expired or revoked session token with the pt-BR message', async () => {
    await expect(connectRealtime(app.baseUrl, null)).rejects.toThrow(errorMessages.sessionExpired);
    await expect(connectRealtime(app.baseUrl, 'token-que-nao-existe')).rejects.toThrow(
      'Sessão expirada, realize o login',
    );

    const now = app.deps.clock();
    app.setNow(new Date(now.getTime() + app.deps.sessionTtlMs + 60_000));
    try {
      await expect(connectRealtime(app.baseUrl, ana)).rejects.toThrow(errorMessages.sessionExpired);
    } finally {
      app.setNow(now);
    }

    const revoked = await login(app, other.company.id, other.accessToken, 'celular-revogado');
    await revokeSellerSessions(app.db, other.seller.id, now);
    await expect(connectRealtime(app.baseUrl, revoked)).rejects.toThrow(errorMessages.sessionExpired);
  });

  it('hangs up a connected socket once its session is revoked or expires, and it gets no more events', async () => {
    const now = app.deps.clock();
    const dana = await login(app, other.company.id, other.accessToken, 'celular-dana');
    const danaPhone = await connect(dana);
    const closed = new Promise<string>((resolve) => danaPhone.socket.once('disconnect', resolve));
    await revokeSellerSessions(app.db, other.seller.id, now);
    expect(await closed).toBe('io server disconnect');
    app.deps.events.publish(catalogueChanged(other, '300'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(danaPhone.events).toEqual([]);

    const eva = await login(app, other.company.id, other.accessToken, 'celular-eva');
    const evaPhone = await connect(eva);
    const evaClosed = new Promise<string>((resolve) => evaPhone.socket.once('disconnect', resolve));
    app.setNow(new Date(now.getTime() + app.deps.sessionTtlMs + 60_000));
    try {
      expect(await evaClosed).toBe('io server disconnect');
    } finally {
      app.setNow(now);
    }
  });

  it('records every published event for the tests as well', () => {
    expect(app.events.length).toBeGreaterThanOrEqual(6);
    expect(app.events.every((event) => event.company_id > 0)).toBe(true);
  });
});

describe('a realtime server never attached to an app', () => {
  it('checks events against the contract, closes without an engine, and drops events after close', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const realtime = createRealtimeServer({
        db: database.db,
        clock: () => new Date(),
        pool: database.pool,
        validateEvents: true,
      });
      const outOfContract = {
        type: 'notification.created',
        company_id: 0,
        seller_id: null,
        notification_id: 1,
      } as unknown as RealtimeEvent;
      expect(() => realtime.events.publish(outOfContract)).toThrow();
      await realtime.close();
      await realtime.close();
      expect(() => realtime.events.publish(outOfContract)).not.toThrow();
    } finally {
      await database.close();
    }
  }, 60_000);
});
