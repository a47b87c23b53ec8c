import { randomUUID } from 'node:crypto';
import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import {
  type Appointment,
  type Measurement,
  quantityMessages,
  type SaleItem,
  SELLER_PERMISSIONS,
} from '@rota/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sales, volumes } from '../../db/schema/index.ts';
import { createBakery, lineOf, stampBakery } from '../../testing/bakery-builders.ts';
import { insertSynced, volumeRow } from '../../testing/catalogue-builders.ts';
import { createFactory, newAppointment } from '../../testing/production-builders.ts';
import { createSaleFixture, type SaleFixture } from '../../testing/sale-builders.ts';
import { createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/*
 * Issue 22 §3, weighed and measured goods, over real HTTP: a sale of 2,5 kg and 3 UN arrives as
 * 2.5 and 3 with totals to the centavo; 2,5 of a counted product is refused in pt-BR at the
 * line's quantity; the ERP's quantity_decimals decides per product; bakery stamps, appointments
 * and measurements keep their decimals; the ERP reads 2.5 back. Totals are worked by hand here.
 */

const STARTUP_TIMEOUT_MS = 120_000;

describe.each(testDatabaseKinds)('weighed and measured goods on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let token: string;
  let fx: SaleFixture;
  let cheeseUuid: string;
  let ribbonUuid: string;

  const bulkProducts = (rows: unknown[]) =>
    callApi(
      app.baseUrl,
      integration.catalogue.products,
      { token: tenant.integrationKey, body: { rows } },
      INTEGRATION_BASE,
    );
  const productUuid = async (code: string) => {
    const [row] = await app.db
      .select({ uuid: products.uuid })
      .from(products)
      .where(and(eq(products.company_id, tenant.company.id), eq(products.code_erp, code)));
    if (!row) throw new Error(`produto ${code}`);
    return row.uuid;
  };

  beforeAll(async () => {
    app = await startTestApp(kind);
    // The seller also opens the manager's charts, to see the kilos there.
    tenant = await createTenant(app, { permissions: [...SELLER_PERMISSIONS, 'canAccessManager'] });
    token = await login(app, tenant.company.id, tenant.accessToken);
    fx = await createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      seller_code: tenant.seller.code_erp,
    });
    // The ERP sends a cheese by the kilo (R$ 12,99/kg) and a ribbon sold by the unit that it says
    // is cut to the centimetre (2 decimals).
    const sent = await bulkProducts([
      {
        code_erp: 'QJ01',
        description: 'Queijo Minas Frescal',
        unit: 'KG',
        price: 129_900,
        category: null,
        barcode: null,
        inative: 0,
      },
      {
        code_erp: 'FT01',
        description: 'Fita de cetim',
        unit: 'UN',
        quantity_decimals: 2,
        price: 10_000,
        category: null,
        barcode: null,
        inative: 0,
      },
    ]);
    expect(sent.body.data).toMatchObject({ received: 2, upserted: 2, errors: [] });
    cheeseUuid = await productUuid('QJ01');
    ribbonUuid = await productUuid('FT01');
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => app?.close(), 30_000);

  const post = (body: unknown) => callApi(app.baseUrl, api.sales.create, { token, body });
  /** A line of a product the ERP sent (not one of the fixture's), at its price. */
  const line = (
    product: { uuid: string; code: string; description: string; unit: string; price: number },
    quantity: number,
    id = 1,
  ): SaleItem => ({
    uuid: randomUUID(),
    id,
    product_uuid: product.uuid,
    code_erp_product: product.code,
    description: product.description,
    unit: product.unit,
    quantity,
    unit_price: product.price,
    discount: 0,
    price_list_uuid: null,
  });
  const cheese = (quantity: number, id = 1) =>
    line(
      { uuid: cheeseUuid, code: 'QJ01', description: 'Queijo Minas Frescal', unit: 'KG', price: 129_900 },
      quantity,
      id,
    );
  const ribbon = (quantity: number) =>
    line(
      { uuid: ribbonUuid, code: 'FT01', description: 'Fita de cetim', unit: 'UN', price: 10_000 },
      quantity,
    );

  it('receives 2,5 kg and 3 UN as 2.5 and 3, with the totals to the centavo, and gives them back', async () => {
    // 2,5 kg × R$ 12,99 = R$ 32,475 → R$ 32,48; 3 × R$ 1,50 (Bolo de Fubá, UN) = R$ 4,50; R$ 36,98.
    const sale = fx.sale({
      status: 'Finalizado',
      items: [cheese(2.5, 1), fx.item({ id: 2, code_erp_product: 'P009', quantity: 3 })],
      payments: [fx.payment({ price: 3_698 })],
    });
    const answer = await post(sale);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.items.map((item) => item.quantity)).toEqual([2.5, 3]);
    const [stored] = await app.db.select().from(sales).where(eq(sales.uuid, sale.uuid));
    expect(stored?.total).toBe(3_698);

    const pulled = await callApi(app.baseUrl, api.sales.allSeller, { token, query: {} });
    const mine = pulled.body.data.find((row) => row.uuid === sale.uuid);
    expect(mine?.items.map((item) => [item.unit, item.quantity])).toEqual([
      ['KG', 2.5],
      ['UN', 3],
    ]);

    // The ERP reads the same quantities: 2.5, a JSON number, not 25 nor "2.500".
    const pending = await callApi(
      app.baseUrl,
      integration.sales.pending,
      { token: tenant.integrationKey, query: {} },
      INTEGRATION_BASE,
    );
    expect(pending.status).toBe(200);
    const forErp = pending.body.data.find((row) => row.uuid === sale.uuid);
    expect(forErp?.items.map((item) => item.quantity)).toEqual([2.5, 3]);
  });

  it('refuses 2,5 of a product sold by the unit with a pt-BR 422 naming the line’s quantity', async () => {
    const sale = fx.sale({
      status: 'Finalizado',
      items: [fx.item({ code_erp_product: 'P009', quantity: 2.5 })],
      payments: [fx.payment({ price: 375 })],
    });
    const answer = await post(sale);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { 'items.0.quantity': [quantityMessages.wholeOnly] } });
    expect(quantityMessages.wholeOnly).toBe(
      'Este produto é vendido por unidade inteira: informe um número sem casas decimais',
    );
    const [stored] = await app.db.select().from(sales).where(eq(sales.uuid, sale.uuid));
    expect(stored).toBeUndefined();
  });

  it('refuses a fourth decimal of any product before anything else', async () => {
    const answer = await post(fx.sale({ items: [cheese(2.0005)], payments: [fx.payment({ price: 2_598 })] }));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { 'items.0.quantity': [quantityMessages.tooManyDecimals(3)] },
    });
  });

  it("lets the ERP's quantity_decimals decide: 1,25 of the ribbon passes, 1,255 does not", async () => {
    // 1,25 × R$ 1,00 = R$ 1,25.
    const fits = await post(
      fx.sale({ status: 'Finalizado', items: [ribbon(1.25)], payments: [fx.payment({ price: 125 })] }),
    );
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(fits.body.data.items[0]?.quantity).toBe(1.25);
    const tooFine = await post(
      fx.sale({ status: 'Finalizado', items: [ribbon(1.255)], payments: [fx.payment({ price: 126 })] }),
    );
    expect(tooFine.status).toBe(422);
    expect(tooFine.body).toMatchObject({
      errors: { 'items.0.quantity': [quantityMessages.tooManyDecimals(2)] },
    });
  });

  it('keeps quantity_decimals when a later product load leaves it out, and shows it on the pull', async () => {
    const again = await bulkProducts([
      {
        code_erp: 'FT01',
        description: 'Fita de cetim 10 mm',
        unit: 'UN',
        price: 10_000,
        category: null,
        barcode: null,
        inative: 0,
      },
    ]);
    expect(again.body.data.errors).toEqual([]);
    const pulled = await callApi(app.baseUrl, api.catalogue.products, { token, query: {} });
    const rows = pulled.body.data;
    expect(rows.find((row) => row.code_erp === 'FT01')).toMatchObject({
      description: 'Fita de cetim 10 mm',
      quantity_decimals: 2,
    });
    expect(rows.find((row) => row.code_erp === 'QJ01')?.quantity_decimals).toBeNull();
    const refused = await bulkProducts([
      {
        code_erp: 'FT02',
        description: 'Fita',
        unit: 'UN',
        quantity_decimals: 4,
        price: 1,
        category: null,
        barcode: null,
        inative: 0,
      },
    ]);
    expect(refused.body.data.errors).toEqual([
      { index: 0, key: 'FT02', errors: { quantity_decimals: ['Informe de 0 a 3 casas decimais'] } },
    ]);
  });

  it('charts the kilos sold with their decimals, from the rollup and from the sales themselves', async () => {
    // Sold so far: 2,5 kg of cheese, 3 Bolos de Fubá, 1,25 ribbon (the refused sales stored nothing).
    const chart = async (query: Record<string, string> = {}) => {
      const answer = await callApi(app.baseUrl, api.charts.salesGroupProductQtd, { token, query });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const data = answer.body.data;
      return Object.fromEntries(data.labels.map((label, index) => [label, data.series[0]?.values[index]]));
    };
    const expected = { 'Queijo Minas Frescal': 2.5, 'Bolo de Fubá': 3, 'Fita de cetim': 1.25 };
    expect(await chart()).toEqual(expected);
    expect(await chart({ client_uuid: fx.client.uuid })).toEqual(expected);
  });

  it('stamps 1,5 of a 2,5 kg bakery line and refuses half a loaf', async () => {
    const bakery = await createBakery(app);
    // P001 Pão Francês is sold by the kilo in the fixture; P009 Bolo de Fubá by the unit.
    await bakery.sell([
      { code: 'P001', quantity: 2.5 },
      { code: 'P009', quantity: 3 },
    ]);
    const read = async () =>
      (
        await callApi(app.baseUrl, api.bakery.production, {
          token: bakery.bakerToken,
          query: { date: '2026-11-23' },
        })
      ).body.data;
    const day = await read();
    const bread = lineOf(day, 'P001');
    const cake = lineOf(day, 'P009');
    expect([bread.unit, bread.quantity, cake.quantity]).toEqual(['KG', 2.5, 3]);

    const stamped = await stampBakery(app, bakery.bakerToken, 'production', {
      lines: [{ id: bread.id, done: 1.5 }],
    });
    expect(stamped.status, JSON.stringify(stamped.body)).toBe(200);
    expect(lineOf(await read(), 'P001').produced).toBe(1.5);

    const half = await stampBakery(app, bakery.bakerToken, 'production', {
      lines: [{ id: cake.id, done: 1.5 }],
    });
    expect(half.status).toBe(422);
    expect(half.body).toMatchObject({ errors: { 'lines.0.done': [quantityMessages.wholeOnly] } });

    const byCategory = await callApi(app.baseUrl, api.bakery.productionByCategory, {
      token: bakery.bakerToken,
      query: { date: '2026-11-23' },
    });
    expect(byCategory.body.data.find((row) => row.category === '01')).toMatchObject({
      quantity: 2.5,
      done: 1.5,
    });
  });

  it('records 0,75 kg on an order in KG, sums it on the order, and refuses half a unit', async () => {
    const factory = await createFactory(app);
    const loaded = await callApi(
      app.baseUrl,
      integration.production.orders,
      {
        token: factory.tenant.integrationKey,
        body: {
          rows: [
            {
              num_op: '7100',
              code_erp_product: 'QJ01',
              description: 'Queijo Minas Frescal',
              unit: 'KG',
              quantity_planned: 12.5,
              status: 'Planejada',
              start_date: '2026-11-22',
              due_date: '2026-11-23',
            },
          ],
        },
      },
      INTEGRATION_BASE,
    );
    expect(loaded.body.data.errors).toEqual([]);
    // 12,5 of an order counted in units is refused for that row, in pt-BR, by field.
    const halfPlanned = await callApi(
      app.baseUrl,
      integration.production.orders,
      {
        token: factory.tenant.integrationKey,
        body: {
          rows: [
            {
              num_op: '7101',
              code_erp_product: 'P009',
              description: 'Bolo de Fubá',
              unit: 'UN',
              quantity_planned: 12.5,
              status: 'Planejada',
              start_date: null,
              due_date: null,
            },
          ],
        },
      },
      INTEGRATION_BASE,
    );
    expect(halfPlanned.body.data).toMatchObject({
      upserted: 0,
      errors: [{ index: 0, key: '7101', errors: { quantity_planned: [quantityMessages.wholeOnly] } }],
    });
    const write = (body: Appointment) =>
      callApi(app.baseUrl, api.orderProduction.createApoint, { token: factory.token, body });
    const finished = (overrides: Partial<Appointment>) =>
      newAppointment(factory, {
        started_at: '2026-11-22T11:00:00.000Z',
        finished_at: '2026-11-22T12:00:00.000Z',
        ...overrides,
      });
    const kilos = await write(
      finished({
        num_op: '7100',
        quantity: 0.75,
        quantity_scrap: 0.125,
        scrap_reason_id: factory.situation.RF01 as number,
      }),
    );
    expect(kilos.status, JSON.stringify(kilos.body)).toBe(200);
    expect(kilos.body.data).toMatchObject({ quantity: 0.75, quantity_scrap: 0.125 });
    const order = await callApi(app.baseUrl, api.orderProduction.get, {
      token: factory.token,
      params: { numOp: '7100' },
    });
    expect(order.body.data).toMatchObject({
      quantity_planned: 12.5,
      quantity_produced: 0.75,
      quantity_scrap: 0.125,
    });

    const half = await write(
      finished({ num_op: '7001', quantity: 0.5, machine_id: factory.machine.MQ02 as number }),
    );
    expect(half.status).toBe(422);
    expect(half.body).toMatchObject({ errors: { quantity: [quantityMessages.wholeOnly] } });
  });

  it('measures 7,5 m³ and refuses half a caçamba', async () => {
    const yard = await createTenant(app, { permissions: [...SELLER_PERMISSIONS, 'canRecordMeasurements'] });
    const yardToken = await login(app, yard.company.id, yard.accessToken, 'celular-patio');
    const drivers = await callApi(
      app.baseUrl,
      integration.measurements.drivers,
      { token: yard.integrationKey, body: { rows: [{ code_erp: 'MOT01', name: 'Roberto Alves' }] } },
      INTEGRATION_BASE,
    );
    expect(drivers.body.data.errors).toEqual([]);
    const driverId =
      (await callApi(app.baseUrl, api.measurements.drivers, { token: yardToken })).body.data[0]?.id ?? 0;
    const [cubic, bucket] = await insertSynced(app.db, yard.company.id, volumes, [
      volumeRow(yard.company.id, 1, { field: 'm³' }),
      volumeRow(yard.company.id, 2, { field: 'Caçamba' }),
    ]);
    const measurement = (volume_id: number, quantity: number): Measurement => ({
      uuid: randomUUID(),
      company_id: yard.company.id,
      seller_id: yard.seller.id,
      date: '2026-11-22',
      driver_id: driverId,
      plate: 'BRA2E19',
      material: 'Argila',
      volume_id,
      quantity,
      notes: null,
    });
    const write = (body: Measurement) =>
      callApi(app.baseUrl, api.measurements.create, { token: yardToken, body });
    const cubicMetres = await write(measurement(cubic?.id ?? 0, 7.5));
    expect(cubicMetres.status, JSON.stringify(cubicMetres.body)).toBe(200);
    expect(cubicMetres.body.data.quantity).toBe(7.5);
    const half = await write(measurement(bucket?.id ?? 0, 0.5));
    expect(half.status).toBe(422);
    expect(half.body).toMatchObject({ errors: { quantity: [quantityMessages.wholeOnly] } });
  });
});
