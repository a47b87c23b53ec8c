import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import type { Promotion } from '@rota/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** docs/domain.md "Promotions", docs/integration.md: the ERP's promotions reach every device of the company. */
describe.each(testDatabaseKinds)('promotions on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app, { sellerCode: 'V1' });
    other = await createTenant(app, { sellerCode: 'V9' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const load = (key: string, rows: unknown[]) =>
    callApi<{ data: { upserted: number; errors: { index: number; errors: Record<string, string[]> }[] } }>(
      app.baseUrl,
      integration.catalogue.promotions,
      { token: key, body: { rows } },
      INTEGRATION_BASE,
    );
  const pull = async (company: TestTenant) => {
    const token = await login(app, company.company.id, company.accessToken, `aparelho-${company.company.id}`);
    const answer = await callApi<{ data: Promotion[] }>(app.baseUrl, api.catalogue.promotions, {
      token,
      query: {},
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it('stores the ERP’s promotions by code, refuses a row whose figures do not hold, and serves them to the company’s devices', async () => {
    const answer = await load(tenant.integrationKey, [
      {
        code_erp: 'PROMO-BISC',
        name: 'Biscoito em caixa',
        starts_on: '2026-11-01',
        ends_on: '2026-11-30',
        kind: 'tiers',
        products: ['P0001'],
        tiers: [
          { min_quantity: 10, percent: 5 },
          { min_quantity: 20, percent: 7.5 },
        ],
      },
      {
        code_erp: 'KIT-CAFE',
        name: 'Kit café da manhã',
        starts_on: '2026-11-20',
        ends_on: '2026-12-05',
        kind: 'kit',
        kit_items: [
          { code_erp_product: 'P0001', quantity: 1 },
          { code_erp_product: 'P0002', quantity: 2.5 },
        ],
        kit_price: 2_000,
        clients: ['C1'],
      },
      {
        code_erp: 'LEVE-3',
        name: 'Leve 3',
        starts_on: '2026-11-01',
        ends_on: '2026-11-30',
        kind: 'take_pay',
        take: 3,
        pay: 3,
      },
      {
        code_erp: 'PCT',
        name: 'Dez por cento',
        starts_on: '2026-11-01',
        ends_on: '2026-11-30',
        kind: 'percent',
        percent: 10.25,
      },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.upserted).toBe(3);
    expect(answer.body.data.errors).toEqual([
      expect.objectContaining({ index: 2, errors: { pay: ['O cliente deve pagar menos do que leva'] } }),
    ]);
    const pulled = await pull(tenant);
    expect(pulled.map((promotion) => promotion.code_erp).sort()).toEqual(['KIT-CAFE', 'PCT', 'PROMO-BISC']);
    expect(pulled.find((promotion) => promotion.code_erp === 'PCT')).toMatchObject({
      kind: 'percent',
      percent: 10.25,
    });
    expect(pulled.find((promotion) => promotion.code_erp === 'KIT-CAFE')).toMatchObject({
      kit_items: [
        { code_erp_product: 'P0001', quantity: 1 },
        { code_erp_product: 'P0002', quantity: 2.5 },
      ],
      kit_price: 2_000,
      clients: ['C1'],
      products: [],
    });
    expect(pulled.find((promotion) => promotion.code_erp === 'PROMO-BISC')?.tiers).toEqual([
      { min_quantity: 10, percent: 5 },
      { min_quantity: 20, percent: 7.5 },
    ]);
    // Another company's devices never see them.
    expect(await pull(other)).toEqual([]);
  });
});
