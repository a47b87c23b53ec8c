import { api } from '@rota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRealtime, type RealtimeClient } from '../../realtime/testing/realtime-client.ts';
import { createBakery, lineOf, stampBakery, type TestBakery } from '../../testing/bakery-builders.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

describe.each(testDatabaseKinds)('the bakery room on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let bakery: TestBakery;
  let other: TestBakery;
  const open: RealtimeClient[] = [];

  beforeAll(async () => {
    app = await startTestApp(kind, { realtime: true });
    bakery = await createBakery(app);
    other = await createBakery(app);
  }, 120_000);
  afterAll(async () => {
    for (const client of open.splice(0)) client.close();
    await app?.close();
  }, 30_000);

  async function connect(token: string) {
    const client = await connectRealtime(app.baseUrl, token);
    open.push(client);
    return client;
  }

  it("sends bakery.changed to the company's bakery sockets only, after a sale and after a stamp", async () => {
    const [tablet, sellerPhone, plainPhone, otherTablet] = await Promise.all([
      connect(bakery.bakerToken),
      connect(bakery.sellerToken),
      connect(bakery.plainToken),
      connect(other.bakerToken),
    ]);
    const sale = await bakery.sell([{ code: 'P001', quantity: 12 }]);
    const built = await tablet.waitFor((event) => event.type === 'bakery.changed');
    const day = await callApi(app.baseUrl, api.bakery.production, {
      token: bakery.bakerToken,
      query: { date: '2026-11-23' },
    });
    const line = lineOf(
      day.body.data.filter((row) => row.sale_uuid === sale.uuid),
      'P001',
    );
    expect(built).toEqual({
      type: 'bakery.changed',
      company_id: bakery.tenant.company.id,
      seller_id: null,
      delivery_dates: ['2026-11-23'],
      ids: [line.id],
    });

    expect(
      (await stampBakery(app, bakery.bakerToken, 'production', { lines: [{ id: line.id, done: 12 }] }))
        .status,
    ).toBe(200);
    const bakeryEvents = () => tablet.events.filter((event) => event.type === 'bakery.changed');
    await tablet.waitFor(() => bakeryEvents().length === 2);
    expect(bakeryEvents()[1]).toEqual(built);
    // The seller's own phone may open the bakery area (its profile allows it): it hears too.
    await sellerPhone.waitFor((event) => event.type === 'bakery.changed');

    // Fence: the sale's status reached the company's seller; the phone without the bakery
    // permission, and the other company's tablet, heard no bakery event before it.
    await sellerPhone.waitFor((event) => event.type === 'sale.status');
    app.deps.events.publish({
      type: 'catalogue.changed',
      company_id: bakery.tenant.company.id,
      seller_id: null,
      calls: ['products.all'],
      cursor: '1',
    });
    await plainPhone.waitFor((event) => event.type === 'catalogue.changed');
    expect(plainPhone.events.filter((event) => event.type === 'bakery.changed')).toEqual([]);
    app.deps.events.publish({
      type: 'catalogue.changed',
      company_id: other.tenant.company.id,
      seller_id: null,
      calls: ['products.all'],
      cursor: '1',
    });
    await otherTablet.waitFor((event) => event.type === 'catalogue.changed');
    expect(otherTablet.events.filter((event) => event.type === 'bakery.changed')).toEqual([]);
  });
});
