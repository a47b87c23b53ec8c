import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { companyConfigs } from '../../db/schema/index.ts';
import { createSaleFixture, type SaleFixture } from '../../testing/sale-builders.ts';
import { createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/**
 * Promotions over HTTP (issue 27 §1; docs/domain.md "Promotions"): the server applies the
 * company's promotions to what it receives, on the sale's own day, and refuses a discount that
 * no promotion and no permission of the seller explains. The test clock is 2026-11-22 10:00 in
 * São Paulo; the promotion ran until yesterday.
 */
describe.each(testDatabaseKinds)('promotions in the sale write on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let seller: string;
  let fx: SaleFixture;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    seller = await login(app, tenant.company.id, tenant.accessToken);
    fx = await createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      seller_code: tenant.seller.code_erp,
    });
    // The seller gives no discount alone and nothing waits for a supervisor: only promotions explain one.
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx
        .update(companyConfigs)
        .set({ max_discount_basis_points: 0, approval_discount_basis_points: 0 })
        .where(eq(companyConfigs.company_id, tenant.company.id)),
    );
    const loaded = await callApi<{ data: { upserted: number } }>(
      app.baseUrl,
      integration.catalogue.promotions,
      {
        token: tenant.integrationKey,
        body: {
          rows: [
            {
              code_erp: 'BOLO-10',
              name: 'Bolo de fubá: 10% a partir de 10',
              starts_on: '2026-11-01',
              ends_on: '2026-11-21',
              kind: 'tiers',
              products: ['P009'],
              tiers: [{ min_quantity: 10, percent: 10 }],
            },
          ],
        },
      },
      INTEGRATION_BASE,
    );
    expect(loaded.body.data.upserted).toBe(1);
  }, 120_000);
  afterAll(() => app.close());

  /** `quantity` cakes at R$ 1,50 made at `createdAt`, `discount` centavos off, paid in full. */
  const order = (quantity: number, discount: number, createdAt: string) =>
    fx.sale({
      status: 'Finalizado',
      created_at: createdAt,
      items: [fx.item({ id: 1, code_erp_product: 'P009', quantity, discount })],
      payments: [fx.payment({ price: quantity * 150 - discount })],
    });
  const post = (body: unknown) =>
    callApi<{ errors?: Record<string, string[]> }>(app.baseUrl, api.sales.create, { token: seller, body });

  it('accepts a discount only the promotion explains on a day it runs, and stores it as sent', async () => {
    // 10 × R$ 1,50 = R$ 15,00; the tier's 10% is R$ 1,50. Made at noon on its last day, sent today.
    const sale = order(10, 150, '2026-11-21T15:00:00.000Z');
    const answer = await post(sale);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const pending = await callApi<{ data: { uuid: string; items: { discount: number }[] }[] }>(
      app.baseUrl,
      integration.sales.pending,
      { token: tenant.integrationKey, query: { limit: '500' } },
      INTEGRATION_BASE,
    );
    expect(
      pending.body.data.find((row) => row.uuid === sale.uuid)?.items.map((item) => item.discount),
    ).toEqual([150]);
  });

  it('refuses it the day after the promotion ends, and below its tier', async () => {
    const dayAfter = await post(order(10, 150, '2026-11-22T12:00:00.000Z'));
    expect(dayAfter.status).toBe(422);
    expect(dayAfter.body.errors?.['items.0.discount']).toEqual([
      'O desconto passa do limite de 0% da empresa',
    ]);
    const belowTier = await post(order(9, 135, '2026-11-21T15:00:00.000Z'));
    expect(belowTier.status).toBe(422);
    // The promotion's part stays the company's: a centavo more than it explains is the seller's, and refused.
    expect((await post(order(10, 151, '2026-11-21T15:00:00.000Z'))).status).toBe(422);
  });
});
