import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import { formatOrderNumber, SELLER_PERMISSIONS } from '@rota/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSaleFixture, type SaleFixture } from '../../testing/sale-builders.ts';
import { addSeller, createTenant, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** Order numbers (docs/domain.md "Order numbers"): the server's part, a series per device. */
describe.each(testDatabaseKinds)('order series on %s', (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let fx: SaleFixture;
  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    fx = await createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      seller_code: tenant.seller.code_erp,
    });
  }, 60_000);
  afterAll(() => app.close());

  const loginOn = async (deviceId: string, accessToken = tenant.accessToken) => {
    const response = await callApi(app.baseUrl, api.devices.usedToken, {
      body: { token: accessToken, deviceId, company_id: tenant.company.id },
    });
    expect(response.status).toBe(200);
    return response.body.data;
  };

  it('gives each device of the company a series of its own, and a device always the same one', async () => {
    const phone = await loginOn('celular-da-ana');
    const tablet = await loginOn('tablet-da-ana');
    const colleague = await addSeller(app, tenant, SELLER_PERMISSIONS, 'V-SERIE');
    const colleaguePhone = await loginOn('celular-da-ana', colleague.accessToken);
    const series = [phone.order_series, tablet.order_series, colleaguePhone.order_series];
    expect(new Set(series).size).toBe(3);
    for (const value of series) expect(value).toBeGreaterThanOrEqual(1);
    expect((await loginOn('celular-da-ana')).order_series).toBe(phone.order_series);
    expect(phone.order_last).toBe(0);
  });

  it('gives two first logins at the same moment two series', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 6 }, (_, index) => loginOn(`aparelho-simultaneo-${index}`)),
    );
    expect(new Set(sessions.map((session) => session.order_series)).size).toBe(6);
  });

  it("keeps a sale's number, tells a reinstalled device where its count stands, and gives the ERP the number", async () => {
    const session = await loginOn('celular-reinstalado');
    const number = formatOrderNumber(session.order_series ?? 0, 42);
    const sale = fx.sale({ number });
    const sent = await callApi(app.baseUrl, api.sales.create, { token: session.session_token, body: sale });
    expect(sent.status).toBe(200);
    expect(sent.body.data.number).toBe(number);

    // A resend cannot renumber it: people were told the first number.
    const renumbered = formatOrderNumber(session.order_series ?? 0, 43);
    const resent = await callApi(app.baseUrl, api.sales.create, {
      token: session.session_token,
      body: { ...sale, number: renumbered, notes: 'reenviada' },
    });
    expect(resent.body.data).toMatchObject({ number, notes: 'reenviada' });

    const again = await loginOn('celular-reinstalado');
    expect(again.order_series).toBe(session.order_series);
    expect(again.order_last).toBe(42);

    await callApi(app.baseUrl, api.sales.create, {
      token: session.session_token,
      body: { ...sale, status: 'Finalizado' },
    });
    const pending = await callApi(
      app.baseUrl,
      integration.sales.pending,
      { token: tenant.integrationKey },
      INTEGRATION_BASE,
    );
    expect(pending.body.data.find((row) => row.uuid === sale.uuid)).toMatchObject({ number });
  });

  it('refuses a number that is not one, in pt-BR', async () => {
    const session = await loginOn('celular-numero-errado');
    const refused = await callApi(app.baseUrl, api.sales.create, {
      token: session.session_token,
      body: fx.sale({ number: '827B3949' }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ number: ['O número do pedido deve ser como V001-0042'] });
  });
});
