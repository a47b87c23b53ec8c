import { api, INTEGRATION_BASE, integration, type SaleDeliveryUpdate } from '@rota/contract';
import type { BakeryItem, BakeryStage } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryItems } from '../../db/schema/index.ts';
import { createBakery, lineOf, stampBakery, type TestBakery } from '../../testing/bakery-builders.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const STARTUP_TIMEOUT_MS = 120_000;

describe.each(testDatabaseKinds)('bakery lines from sales on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let bakery: TestBakery;

  beforeAll(async () => {
    app = await startTestApp(kind);
    bakery = await createBakery(app);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => app?.close(), 30_000);

  const linesOfSale = async (uuid: string) =>
    (await app.db.select().from(bakeryItems).where(eq(bakeryItems.sale_uuid, uuid))).sort(
      (a, b) => a.id - b.id,
    );
  const production = async (date: string) =>
    (await callApi(app.baseUrl, api.bakery.production, { token: bakery.bakerToken, query: { date } })).body
      .data;
  const bakeryEvents = (uuidLines: readonly { id: number }[]) =>
    app.events.filter(
      (event) => event.type === 'bakery.changed' && uuidLines.some((line) => event.ids.includes(line.id)),
    );
  const lastBakeryEvent = () => app.events.filter((event) => event.type === 'bakery.changed').at(-1);
  const delivery = (uuid: string, body: SaleDeliveryUpdate, token = bakery.tenant.integrationKey) =>
    callApi(app.baseUrl, integration.sales.delivery, { token, params: { uuid }, body }, INTEGRATION_BASE);

  it('makes one line per item of a bakery category when a sale is finalised, for the next day, once', async () => {
    const sale = await bakery.sell([
      { code: 'P001', quantity: 100 },
      { code: 'P002', quantity: 24 },
      { code: 'P003', quantity: 2 },
    ]);
    const lines = await linesOfSale(sale.uuid);
    // Leite (P003) has no bakery category: it never reaches the bakery.
    expect(lines.map((line) => [line.code_erp_product, line.category, line.quantity])).toEqual([
      ['P001', '01', 100],
      ['P002', '02', 24],
    ]);
    const day = await production('2026-11-23');
    expect(lineOf(day, 'P001')).toMatchObject({
      sale_uuid: sale.uuid,
      delivery_date: '2026-11-23',
      client_name: bakery.fx.client.name,
      code_erp_client: bakery.fx.client.code_erp,
      description: 'Pão Francês',
      unit: 'KG',
      driver_name: null,
      delivery_order: null,
      produced: 0,
      separated: 0,
      delivered: 0,
      production_at: null,
      production_by: null,
    });
    expect(bakeryEvents(lines)).toEqual([
      {
        type: 'bakery.changed',
        company_id: bakery.tenant.company.id,
        seller_id: null,
        delivery_dates: ['2026-11-23'],
        ids: lines.map((line) => line.id),
      },
    ]);

    // The same sale again, then the ERP's moves: still the same two lines, no new event.
    const replay = await callApi(app.baseUrl, api.sales.create, { token: bakery.sellerToken, body: sale });
    expect(replay.status).toBe(200);
    expect((await bakery.erpStatus(sale.uuid, { status: 'Integrado' })).status).toBe(200);
    expect((await bakery.erpStatus(sale.uuid, { status: 'Processado', code_erp: 'PV-1' })).status).toBe(200);
    expect((await linesOfSale(sale.uuid)).map((line) => line.id)).toEqual(lines.map((line) => line.id));
    expect(bakeryEvents(lines)).toHaveLength(1);
  });

  it('waits for the sale to be finalised: a cart makes no line, its finalisation does', async () => {
    const cart = await bakery.sell([{ code: 'P009', quantity: 3 }], { status: 'Aberto' });
    expect(await linesOfSale(cart.uuid)).toEqual([]);
    await bakery.sell([{ code: 'P009', quantity: 3 }], { ...cart, status: 'Finalizado' });
    expect((await linesOfSale(cart.uuid)).map((line) => [line.category, line.quantity])).toEqual([['11', 3]]);
  });

  it('delivers a sale without a competence date the day after it reached the server (São Paulo)', async () => {
    // The test clock: 22/11/2026 13:00 UTC, 10:00 in São Paulo.
    const sale = await bakery.sell([{ code: 'P001', quantity: 5 }], { competence_at: null });
    expect((await linesOfSale(sale.uuid)).map((line) => line.delivery_date)).toEqual(['2026-11-23']);
  });

  it('removes on cancel the lines nothing was delivered of, and keeps those that left the bakery', async () => {
    const sale = await bakery.sell([
      { code: 'P001', quantity: 10 },
      { code: 'P002', quantity: 6 },
    ]);
    const [bread, coffee] = await linesOfSale(sale.uuid);
    if (!bread || !coffee) throw new Error('linhas');
    // The coffee is separated and 4 of 6 delivered; the bread only produced.
    const stamp = (stage: BakeryStage, lines: { id: number; done: number }[]) =>
      stampBakery(app, bakery.bakerToken, stage, { lines });
    expect((await stamp('production', [{ id: bread.id, done: 10 }])).status).toBe(200);
    expect((await stamp('separation', [{ id: coffee.id, done: 6 }])).status).toBe(200);
    expect((await stamp('delivery', [{ id: coffee.id, done: 4 }])).status).toBe(200);

    const cancelled = await bakery.erpStatus(sale.uuid, {
      status: 'Cancelado',
      code_erp: 'PV-9',
      reason_canceled: 'Cliente desistiu',
    });
    expect(cancelled.status).toBe(200);
    expect((await linesOfSale(sale.uuid)).map((line) => [line.id, line.delivered])).toEqual([[coffee.id, 4]]);
    expect(lastBakeryEvent()).toMatchObject({ delivery_dates: ['2026-11-23'], ids: [bread.id] });
  });

  it('takes the ERP delivery: day, driver and turn, moving the lines and building missing ones', async () => {
    const sale = await bakery.sell([{ code: 'P001', quantity: 40 }]);
    const [line] = await linesOfSale(sale.uuid);
    const moved = await delivery(sale.uuid, {
      delivery_date: '2026-11-24',
      driver_code: 'MOT02',
      delivery_order: 3,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual([
      expect.objectContaining({
        id: line?.id,
        delivery_date: '2026-11-24',
        driver_name: 'Marcos Pereira',
        delivery_order: 3,
      }),
    ]);
    expect(lastBakeryEvent()).toMatchObject({
      delivery_dates: ['2026-11-23', '2026-11-24'],
      ids: [line?.id],
    });
    expect((await production('2026-11-23')).some((row) => row.sale_uuid === sale.uuid)).toBe(false);

    // A sale the ERP scheduled before it was finalised: its lines are built on that day.
    const cart = await bakery.sell([{ code: 'P009', quantity: 2 }], { status: 'Aberto' });
    expect((await delivery(cart.uuid, { delivery_date: '2026-11-25', driver_code: null })).body.data).toEqual(
      [],
    );
    await bakery.sell([{ code: 'P009', quantity: 2 }], { ...cart, status: 'Finalizado' });
    const [scheduled] = (await production('2026-11-25')).filter(
      (row: BakeryItem) => row.sale_uuid === cart.uuid,
    );
    expect(scheduled).toMatchObject({ delivery_date: '2026-11-25', driver_name: null, delivery_order: null });
  });

  it('refuses a driver the company does not have or retired (422) and a sale of another company (404)', async () => {
    const sale = await bakery.sell([{ code: 'P001', quantity: 1 }]);
    const unknown = await delivery(sale.uuid, { delivery_date: '2026-11-24', driver_code: 'MOT77' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      driver_code: ['Motorista MOT77 não cadastrado. Envie-o antes em drivers/bulk.'],
    });
    const retired = await delivery(sale.uuid, { delivery_date: '2026-11-24', driver_code: 'MOT09' });
    expect(retired.body.errors).toEqual({ driver_code: ['Motorista MOT09 está inativo'] });
    const bad = await delivery(sale.uuid, { delivery_date: '24/11/2026', driver_code: 'MOT01' } as never);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['delivery_date']);

    const other = await createBakery(app);
    const foreign = await delivery(
      sale.uuid,
      { delivery_date: '2026-11-24', driver_code: null },
      other.tenant.integrationKey,
    );
    expect(foreign.status).toBe(404);
    expect((await linesOfSale(sale.uuid)).map((line) => line.delivery_date)).toEqual(['2026-11-23']);
  });
});
