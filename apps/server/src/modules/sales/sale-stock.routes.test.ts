import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { companyConfigs } from '../../db/schema/index.ts';
import {
  createSaleFixture,
  type FixtureProductCode,
  type SaleFixture,
  setSaleStatus,
} from '../../testing/sale-builders.ts';
import { createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const HOUR_MS = 3_600_000;
/** The test server's clock (`startTestApp`'s default). */
const NOW = new Date('2026-11-22T13:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS).toISOString();

/**
 * Stock over HTTP (issue 26 §1; docs/domain.md "Stock"): the ERP's stock arrives on its own bulk
 * call and cursor, and the server checks every finished order again with what it has — the ERP's
 * count less the company's orders not integrated yet. Short, with the policy `approve`, the order
 * waits for a supervisor with the figures; it is never refused.
 */
describe.each(testDatabaseKinds)('stock on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let seller: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    seller = await login(app, tenant.company.id, tenant.accessToken);
  }, 120_000);
  afterAll(() => app.close());

  const newFixture = () =>
    createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      seller_code: tenant.seller.code_erp,
    });
  const setPolicy = (stock_policy: 'ignore' | 'warn' | 'approve') =>
    companyWrite(app.db, tenant.company.id, (tx) =>
      tx.update(companyConfigs).set({ stock_policy }).where(eq(companyConfigs.company_id, tenant.company.id)),
    );
  const sendStock = (rows: unknown[]) =>
    callApi<{ data: { upserted: number; errors: { index: number; errors: Record<string, string[]> }[] } }>(
      app.baseUrl,
      integration.catalogue.productStocks,
      { token: tenant.integrationKey, body: { rows } },
      INTEGRATION_BASE,
    );
  /** A finished order of `quantity` of one fixture product at R$ 1,50, paid in full. */
  const order = (fx: SaleFixture, code: FixtureProductCode, quantity: number) =>
    fx.sale({
      status: 'Finalizado',
      items: [fx.item({ id: 1, code_erp_product: code, quantity })],
      payments: [fx.payment({ price: Math.round(quantity * 150) })],
    });
  const post = (body: unknown) => callApi(app.baseUrl, api.sales.create, { token: seller, body });
  const inPending = async (uuid: string) =>
    (
      await callApi(
        app.baseUrl,
        integration.sales.pending,
        { token: tenant.integrationKey, query: { limit: '500' } },
        INTEGRATION_BASE,
      )
    ).body.data.filter((row) => row.uuid === uuid);

  it('takes the ERP’s stock on its own call and serves it on its own cursor', async () => {
    const countedAt = hoursAgo(2.5);
    const sent = await sendStock([{ code_erp_product: 'P002', quantity: 120, counted_at: countedAt }]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ upserted: 1, errors: [] });

    const first = await callApi(app.baseUrl, api.catalogue.productStocks, { token: seller });
    expect(first.body.data).toEqual([
      expect.objectContaining({ code_erp_product: 'P002', quantity: 120, counted_at: countedAt }),
    ]);
    // Nothing new since the cursor; a new count of the same product arrives as the same row.
    const since = first.body.meta.cursor;
    expect(
      (await callApi(app.baseUrl, api.catalogue.productStocks, { token: seller, query: { since } })).body
        .data,
    ).toEqual([]);
    await sendStock([{ code_erp_product: 'P002', quantity: 95.5, counted_at: NOW.toISOString() }]);
    const moved = await callApi(app.baseUrl, api.catalogue.productStocks, {
      token: seller,
      query: { since },
    });
    expect(moved.body.data.map((row) => [row.uuid, row.quantity])).toEqual([
      [first.body.data[0]?.uuid, 95.5],
    ]);
  });

  it('refuses a stock the column cannot hold, in pt-BR, row by row', async () => {
    const sent = await sendStock([
      { code_erp_product: 'P002', quantity: 2.3751, counted_at: NOW.toISOString() },
    ]);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      upserted: 0,
      errors: [
        {
          index: 0,
          errors: {
            quantity: ['Informe o estoque com até 3 casas decimais, entre -999.999.999 e 999.999.999'],
          },
        },
      ],
    });
  });

  it('lets orders use the stock up exactly, holds the next with the figures, and counts none of a resend twice', async () => {
    await setPolicy('approve');
    const fx = await newFixture();
    await sendStock([{ code_erp_product: 'P009', quantity: 5, counted_at: hoursAgo(2.5) }]);

    const three = await post(order(fx, 'P009', 3));
    expect(three.status, JSON.stringify(three.body)).toBe(200);
    expect(three.body.data.approval_status).toBeNull();
    // 5 − 3 reserved: two more use it up exactly.
    const two = await post(order(fx, 'P009', 2));
    expect(two.body.data.approval_status).toBeNull();
    expect(await inPending(two.body.data.uuid)).toHaveLength(1);

    const short = order(fx, 'P009', 1);
    const held = await post(short);
    expect(held.status).toBe(200);
    expect(held.body.data).toMatchObject({
      status: 'Finalizado',
      approval_status: 'Aguardando',
      approval_reasons: [
        {
          code: 'stock_short',
          item_id: 1,
          message:
            'Item 1 (Bolo de Fubá): pedido de 1 UN, falta 1 UN — Estoque: 0 UN (5 UN − 5 UN reservados em pedidos não integrados) · contado em 22/11/2026 07:30',
        },
      ],
      // Every product's stock as read when it began to wait, for the supervisor's card.
      approval_stock: [
        {
          product_uuid: fx.productUuid.P009,
          description: 'Bolo de Fubá',
          unit: 'UN',
          quantity: 5,
          reserved: 5,
          counted_at: hoursAgo(2.5),
        },
      ],
    });
    // Released orders keep none.
    expect(two.body.data.approval_stock).toEqual([]);
    expect(await inPending(short.uuid)).toEqual([]);

    // Sent again (a retry), it is the same order with the same shortfall: one reservation, not two.
    const again = await post(short);
    expect(again.status).toBe(200);
    expect(again.body.data.approval_reasons).toEqual(held.body.data.approval_reasons);

    // The ERP integrates the first order and counts again: 2 left, of which the two-unit order
    // and the waiting one (which takes its unit if approved) reserve 3.
    await setSaleStatus(app.db, tenant.company.id, three.body.data.uuid, { status: 'Integrado' });
    await sendStock([{ code_erp_product: 'P009', quantity: 2, counted_at: NOW.toISOString() }]);
    const after = await post(order(fx, 'P009', 1));
    expect(after.body.data.approval_reasons).toEqual([
      expect.objectContaining({
        code: 'stock_short',
        message:
          'Item 1 (Bolo de Fubá): pedido de 1 UN, falta 1 UN — Estoque: -1 UN (2 UN − 3 UN reservados em pedidos não integrados) · contado em 22/11/2026 10:00',
      }),
    ]);
  });

  it('weighs measured goods to the gram, and only holds with the policy approve', async () => {
    const fx = await newFixture();
    await sendStock([{ code_erp_product: 'P001', quantity: 2.5, counted_at: NOW.toISOString() }]);
    await setPolicy('warn');
    // Warned on the device, never held here.
    const warned = await post(order(fx, 'P001', 3));
    expect(warned.body.data.approval_status).toBeNull();
    await setSaleStatus(app.db, tenant.company.id, warned.body.data.uuid, { status: 'Integrado' });

    await setPolicy('approve');
    const exact = await post(order(fx, 'P001', 2.5));
    expect(exact.body.data.approval_status).toBeNull();
    await setSaleStatus(app.db, tenant.company.id, exact.body.data.uuid, { status: 'Cancelado' });
    const over = await post(order(fx, 'P001', 2.501));
    expect(over.body.data.approval_reasons).toEqual([
      expect.objectContaining({ code: 'stock_short', message: expect.stringContaining('falta 0,001 kg') }),
    ]);
    // A product the ERP sends no stock for is not controlled.
    const uncounted = await post(order(fx, 'P003', 999));
    expect(uncounted.body.data.approval_status).toBeNull();
  });
});
