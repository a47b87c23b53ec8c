import { randomUUID } from 'node:crypto';
import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import { type GoalBoard, SELLER_PERMISSIONS, type SellerGoal } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { clients, companyConfigs, products, saleItems, sales } from '../../db/schema/index.ts';
import { insertSynced, productRow } from '../../testing/catalogue-builders.ts';
import { clientBody } from '../../testing/client-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/**
 * docs/domain.md "Goals", docs/manager.md "Metas": the ERP's and the manager's goals, each seller's
 * pull of its own, and the manager's board over the sales rollup, on the test clock (Sunday
 * 22/11/2026, 10:00 in São Paulo), figures worked out by hand in the comments.
 */
describe.each(testDatabaseKinds)('seller goals on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let managerToken: string;
  let sellerToken: string;
  const product: Record<'P1' | 'P2' | 'P3', string> = { P1: '', P2: '', P3: '' };

  async function addSale(
    sellerId: number,
    sale: {
      status: (typeof sales.$inferInsert)['status'];
      at: string;
      client: string;
      total: number;
      items: (keyof typeof product)[];
    },
  ) {
    const uuid = randomUUID();
    await companyWrite(app.db, tenant.company.id, async (tx) => {
      await tx.insert(sales).values({
        uuid,
        company_id: tenant.company.id,
        seller_id: sellerId,
        client_uuid: sale.client,
        client: { uuid: sale.client, name: 'Cliente', code_erp: null },
        status: sale.status,
        created_at: new Date(sale.at),
        received_at: new Date(sale.at),
        total: sale.total,
      });
      await tx.insert(saleItems).values(
        sale.items.map((code, index) => ({
          uuid: randomUUID(),
          sale_uuid: uuid,
          id: index + 1,
          product_uuid: product[code],
          code_erp_product: code,
          description: code,
          unit: 'UN',
          quantity: 1,
          unit_price: 10_000,
          discount: 0,
        })),
      );
    });
  }

  const board = async (month?: string) => {
    const answer = await callApi<{ data: GoalBoard }>(app.baseUrl, api.goals.board, {
      token: managerToken,
      query: month ? { month } : {},
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app, {
      permissions: [...SELLER_PERMISSIONS, 'canAccessManager'],
      sellerCode: 'V1',
    });
    managerToken = await login(app, tenant.company.id, tenant.accessToken);
    const second = await addSeller(app, tenant, SELLER_PERMISSIONS, 'V2');
    // A bakery login has a code too, but no wallet, goal or sale: never on the board.
    await addSeller(app, tenant, ['canAccessBakery'], 'P1');
    sellerToken = await login(app, tenant.company.id, second.accessToken, 'aparelho-v2');
    const rows = await insertSynced(app.db, tenant.company.id, products, [
      productRow(tenant.company.id, 1, { category: 'Pães' }),
      productRow(tenant.company.id, 2, { category: 'Pães' }),
      productRow(tenant.company.id, 3, { category: 'Bebidas' }),
    ]);
    [product.P1, product.P2, product.P3] = rows.map((row) => row.uuid) as [string, string, string];
    // V1's wallet: 4 active clients and one inactive; V2's: 2.
    const wallet = (seller: string, inative: 0 | 1 = 0) => {
      const {
        delivery_addresses: _,
        id: __,
        ...columns
      } = clientBody(tenant.company.id, {
        code_erp_seller: seller,
        inative,
      });
      return { ...columns, reproved_at: null, last_visit: null };
    };
    const stored = await insertSynced(app.db, tenant.company.id, clients, [
      wallet('V1'),
      wallet('V1'),
      wallet('V1'),
      wallet('V1'),
      wallet('V1', 1),
      wallet('V2'),
      wallet('V2'),
    ]);
    const [c1, c2, c3] = stored.map((row) => row.uuid) as [string, string, string];
    // V1 in November: R$ 300,00 to c1 (P1, P3) and R$ 100,00 to c2 (P2): R$ 400,00, 2 clients, 3 products, 2 categories.
    await addSale(tenant.seller.id, {
      status: 'Finalizado',
      at: '2026-11-05T15:00:00Z',
      client: c1,
      total: 30_000,
      items: ['P1', 'P3'],
    });
    await addSale(tenant.seller.id, {
      status: 'Processado',
      at: '2026-11-10T15:00:00Z',
      client: c2,
      total: 10_000,
      items: ['P2'],
    });
    // Cancelled: never counts. October: October's.
    await addSale(tenant.seller.id, {
      status: 'Cancelado',
      at: '2026-11-11T15:00:00Z',
      client: c3,
      total: 99_999,
      items: ['P2'],
    });
    await addSale(tenant.seller.id, {
      status: 'Processado',
      at: '2026-10-15T15:00:00Z',
      client: c3,
      total: 7_000,
      items: ['P2'],
    });
    // V2: R$ 50,00 to c1 (P1), a failed order (it counts, as in the charts).
    await addSale(second.seller.id, {
      status: 'Falha',
      at: '2026-11-06T15:00:00Z',
      client: c1,
      total: 5_000,
      items: ['P1'],
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('takes the ERP’s goals by seller code and month; each seller’s device pulls its own alone', async () => {
    const load = await callApi<{ data: { errors: unknown[]; upserted: number } }>(
      app.baseUrl,
      integration.manager.sellerGoals,
      {
        token: tenant.integrationKey,
        body: {
          rows: [
            {
              code_erp_seller: 'V1',
              month: '2026-11',
              sales_value: 100_000,
              positivation: 3,
              mix: 4,
              mix_basis: 'products',
            },
            {
              code_erp_seller: 'V2',
              month: '2026-11',
              sales_value: 20_000,
              positivation: null,
              mix: 2,
              mix_basis: 'categories',
            },
            { code_erp_seller: 'V2', month: '2026-13', sales_value: 1, positivation: null, mix: null },
          ],
        },
      },
      INTEGRATION_BASE,
    );
    expect(load.status).toBe(200);
    expect(load.body.data.upserted).toBe(2);
    expect(load.body.data.errors).toEqual([
      expect.objectContaining({ index: 2, errors: { month: ['Informe o mês como aaaa-mm'] } }),
    ]);
    const pulled = await callApi<{ data: SellerGoal[] }>(app.baseUrl, api.goals.mine, {
      token: sellerToken,
      query: {},
    });
    expect(pulled.status).toBe(200);
    expect(
      pulled.body.data.map((goal) => [goal.code_erp_seller, goal.month, goal.sales_value, goal.mix_basis]),
    ).toEqual([['V2', '2026-11', 20_000, 'categories']]);
  });

  it('lets a manager set a seller’s goals, and says why it does not', async () => {
    const set = (token: string, body: object) =>
      callApi<{ data: SellerGoal }>(app.baseUrl, api.goals.set, { token, body });
    const december = {
      code_erp_seller: 'V2',
      month: '2026-12',
      sales_value: 30_000,
      positivation: 2,
      mix: null,
    };
    const answer = await set(managerToken, december);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      ...december,
      mix_basis: 'products',
      company_id: tenant.company.id,
    });
    // Set again: the same row, changed.
    const again = await set(managerToken, { ...december, sales_value: 35_000 });
    expect(again.body.data.uuid).toBe(answer.body.data.uuid);
    expect(again.body.data.sales_value).toBe(35_000);
    expect(await set(managerToken, { ...december, code_erp_seller: 'V9' })).toMatchObject({
      status: 404,
      body: { message: 'Vendedor não encontrado' },
    });
    expect((await set(managerToken, { ...december, sales_value: 0 })).status).toBe(422);
    expect((await set(sellerToken, december)).status).toBe(403);
  });

  it('puts every seller’s month against the goals on the company’s working days, ranked', async () => {
    const november = await board();
    // Sunday 22/11/2026: 13 working days before it (Finados off), 6 left (Consciência Negra off).
    expect(november).toMatchObject({
      month: '2026-11',
      today: '2026-11-22',
      days: { total: 19, elapsed: 13, left: 6, today: false },
    });
    expect(november.rows.map((row) => [row.rank, row.code_erp_seller, row.actuals])).toEqual([
      [1, 'V1', { sales_value: 40_000, clients: 2, wallet: 4, products: 3, categories: 2 }],
      [2, 'V2', { sales_value: 5_000, clients: 1, wallet: 2, products: 1, categories: 1 }],
    ]);
    const [v1, v2] = november.rows;
    expect(v1?.lines[0]).toEqual({
      metric: 'sales_value',
      target: 100_000,
      actual: 40_000,
      left: 60_000,
      per_day_left: 10_000,
      percent: 40,
      // 100.000 × 13 ÷ 19 and 40.000 ÷ 13 × 19, rounded.
      expected_by_now: 68_421,
      projection: 58_462,
    });
    expect(v1?.lines.map((line) => [line.metric, line.actual, line.target])).toEqual([
      ['sales_value', 40_000, 100_000],
      ['positivation', 2, 3],
      ['mix', 3, 4],
    ]);
    // V2's mix counts categories: 1 of 2.
    expect(v2?.lines.map((line) => [line.metric, line.actual, line.target, line.percent])).toEqual([
      ['sales_value', 5_000, 20_000, 25],
      ['mix', 1, 2, 50],
    ]);

    // The company stops on Monday 23: 5 working days left.
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx
        .update(companyConfigs)
        .set({ holidays: ['2026-11-23'] })
        .where(eq(companyConfigs.company_id, tenant.company.id)),
    );
    expect((await board()).days).toEqual({ total: 18, elapsed: 13, left: 5, today: false });

    // A month over: October's sale, nothing left; V2 without a goal nor sales comes second.
    const october = await board('2026-10');
    expect(october.days.left).toBe(0);
    expect(october.rows.map((row) => [row.code_erp_seller, row.actuals.sales_value, row.goal])).toEqual([
      ['V1', 7_000, null],
      ['V2', 0, null],
    ]);
  });
});
