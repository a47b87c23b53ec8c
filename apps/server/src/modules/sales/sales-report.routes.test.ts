import { api, errorMessages } from '@rota/contract';
import { SELLER_PERMISSIONS } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { sales } from '../../db/schema/index.ts';
import { createSaleFixture } from '../../testing/sale-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import type { SaleBody } from './sale-body.ts';

describe.each(testDatabaseKinds)('sales report on %s', (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let token: string;
  let supervisorToken: string;

  /** Sends a sale as if it arrived at `receivedAt` on the server's clock. */
  async function arrive(receivedAt: string, body: SaleBody, as = token) {
    app.setNow(new Date(receivedAt));
    const response = await callApi(app.baseUrl, api.sales.create, { token: as, body });
    expect(response.status).toBe(200);
  }

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    token = await login(app, tenant.company.id, tenant.accessToken);
    const colleague = await addSeller(app, tenant, SELLER_PERMISSIONS, 'V-COLEGA');
    const colleagueToken = await login(app, tenant.company.id, colleague.accessToken, 'aparelho-colega');
    const supervisor = await addSeller(app, tenant, [...SELLER_PERMISSIONS, 'canViewAllSales'], 'SUP');
    supervisorToken = await login(app, tenant.company.id, supervisor.accessToken, 'aparelho-supervisor');

    const fx = await createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      seller_code: tenant.seller.code_erp,
    });
    // One line of `quantity` × R$ 1,50, paid in full.
    const paidSale = (overrides: Partial<SaleBody> = {}, quantity = 2) =>
      fx.sale({
        items: [fx.item({ quantity })],
        payments: [fx.payment({ price: 150 * quantity })],
        ...overrides,
      });
    // 23:30 of the 21st in São Paulo (02:30 UTC of the 22nd).
    await arrive('2026-11-22T02:30:00Z', paidSale());
    // 00:30 of the 22nd in São Paulo.
    await arrive('2026-11-22T03:30:00Z', paidSale({ status: 'Finalizado' }, 4));
    // Arrived on the 22nd, but its competence date is the 20th: the competence date counts.
    await arrive('2026-11-22T03:30:00Z', paidSale({ status: 'Finalizado', competence_at: '2026-11-20' }));
    // 23:59:59 of the 22nd in São Paulo.
    await arrive('2026-11-23T02:59:59Z', paidSale({}, 1));
    // Midnight of the 23rd in São Paulo.
    await arrive('2026-11-23T03:00:00Z', paidSale());
    // Removed on the server: never reported.
    const removed = paidSale({}, 10);
    await arrive('2026-11-22T15:00:00Z', removed);
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx.update(sales).set({ deleted_at: new Date() }).where(eq(sales.uuid, removed.uuid)),
    );
    // Another seller's sale on the 22nd: only a supervisor sees it.
    await arrive(
      '2026-11-22T15:00:00Z',
      (
        await createSaleFixture(app.db, {
          company_id: tenant.company.id,
          seller_id: colleague.seller.id,
          seller_code: 'V-COLEGA',
        })
      ).sale(),
      colleagueToken,
    );
  }, 60_000);
  afterAll(() => app.close());

  const report = (query: { from: string; to: string }, as = token) =>
    callApi(app.baseUrl, api.sales.reportSeller, { token: as, query });

  it('counts and sums per status, per São Paulo day and overall, reading the day at São Paulo midnight', async () => {
    const response = await report({ from: '2026-11-21', to: '2026-11-22' });
    expect(response).toEqual({
      status: 200,
      body: {
        data: {
          from: '2026-11-21',
          to: '2026-11-22',
          by_status: [
            { status: 'Aberto', count: 2, total: 450 },
            { status: 'Finalizado', count: 1, total: 600 },
          ],
          by_day: [
            { date: '2026-11-21', count: 1, total: 300 },
            { date: '2026-11-22', count: 2, total: 750 },
          ],
          count: 3,
          total: 1_050,
        },
      },
    });
  });

  it('reads the competence date before the arrival date, and a one-day period', async () => {
    expect((await report({ from: '2026-11-20', to: '2026-11-20' })).body.data).toEqual({
      from: '2026-11-20',
      to: '2026-11-20',
      by_status: [{ status: 'Finalizado', count: 1, total: 300 }],
      by_day: [{ date: '2026-11-20', count: 1, total: 300 }],
      count: 1,
      total: 300,
    });
    const midnight = (await report({ from: '2026-11-23', to: '2026-11-23' })).body.data;
    expect(midnight.by_day).toEqual([{ date: '2026-11-23', count: 1, total: 300 }]);
  });

  it('answers an empty period with zeros', async () => {
    expect((await report({ from: '2026-01-01', to: '2026-01-31' })).body.data).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      by_status: [],
      by_day: [],
      count: 0,
      total: 0,
    });
  });

  it('includes every seller’s sales for a profile granting canViewAllSales', async () => {
    const response = await report({ from: '2026-11-21', to: '2026-11-22' }, supervisorToken);
    expect(response.body.data).toMatchObject({
      by_status: [
        { status: 'Aberto', count: 3, total: 750 },
        { status: 'Finalizado', count: 1, total: 600 },
      ],
      by_day: [
        { date: '2026-11-21', count: 1, total: 300 },
        { date: '2026-11-22', count: 3, total: 1_050 },
      ],
      count: 4,
      total: 1_350,
    });
  });

  it('refuses a period that ends before it starts, and malformed dates, with 422', async () => {
    expect(await report({ from: '2026-11-22', to: '2026-11-21' })).toEqual({
      status: 422,
      body: {
        message: errorMessages.validationFailed,
        errors: { to: ['A data final deve ser depois da inicial'] },
      },
    });
    const malformed = await report({ from: '22/11/2026', to: '2026-11-31' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ from: ['Data inválida'], to: ['Data inválida'] });
  });
});
