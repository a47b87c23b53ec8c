import { api } from '@rota/contract';
import { STOCK_RESERVING_STATUSES } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { saleItems, sales } from '../../db/schema/index.ts';
import { createSaleFixture, type SaleFixture, setSaleStatus } from '../../testing/sale-builders.ts';
import { createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/**
 * `sale_items.reserving` (migration 0043): the stock rule sums a product's lines that hold stock
 * through it, so it must follow the sale's status and deletion whichever way they change — the
 * triggers, not the code, keep it.
 */
describe.each(testDatabaseKinds)('sale lines that reserve stock on %s', { timeout: 30_000 }, (kind) => {
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
  }, 120_000);
  afterAll(() => app.close());

  const reserving = async (uuid: string) =>
    (
      await app.db
        .select({ reserving: saleItems.reserving })
        .from(saleItems)
        .where(eq(saleItems.sale_uuid, uuid))
    ).map((row) => row.reserving);
  const post = async (status: 'Aberto' | 'Finalizado', lines = 1) => {
    const body = fx.sale({
      status,
      items: Array.from({ length: lines }, (_, n) => fx.item({ id: n + 1, code_erp_product: 'P009' })),
      payments: [fx.payment({ price: 300 * lines })],
    });
    const sent = await callApi(app.baseUrl, api.sales.create, { token: seller, body });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return body;
  };

  it('the migration spells out the domain’s reserving statuses', () => {
    // 0043's triggers name them in SQL: a status added to the domain needs a migration too.
    expect(STOCK_RESERVING_STATUSES).toEqual(['Finalizado', 'Falha']);
  });

  it('a finished sale’s lines reserve from their insert; an open cart’s do not until it is finished', async () => {
    const finished = await post('Finalizado', 2);
    expect(await reserving(finished.uuid)).toEqual([true, true]);

    const cart = await post('Aberto');
    expect(await reserving(cart.uuid)).toEqual([false]);
    // The seller finishes it: the same sale sent again with its lines, now Finalizado.
    await callApi(app.baseUrl, api.sales.create, {
      token: seller,
      body: { ...cart, status: 'Finalizado' },
    });
    expect(await reserving(cart.uuid)).toEqual([true]);
  });

  it('follows the ERP’s status and the deletion both ways', async () => {
    const sale = await post('Finalizado');
    await setSaleStatus(app.db, tenant.company.id, sale.uuid, { status: 'Integrado' });
    expect(await reserving(sale.uuid)).toEqual([false]);
    await setSaleStatus(app.db, tenant.company.id, sale.uuid, { status: 'Falha' });
    expect(await reserving(sale.uuid)).toEqual([true]);

    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx.update(sales).set({ deleted_at: new Date() }).where(eq(sales.uuid, sale.uuid)),
    );
    expect(await reserving(sale.uuid)).toEqual([false]);
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx.update(sales).set({ deleted_at: null }).where(eq(sales.uuid, sale.uuid)),
    );
    expect(await reserving(sale.uuid)).toEqual([true]);
    await setSaleStatus(app.db, tenant.company.id, sale.uuid, { status: 'Processado' });
    expect(await reserving(sale.uuid)).toEqual([false]);
  });

  it('a line written by the code cannot claim to reserve: the trigger sets it from its sale', async () => {
    const cart = await post('Aberto');
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx.insert(saleItems).values({
        ...fx.item({ id: 2, code_erp_product: 'P009' }),
        uuid: crypto.randomUUID(),
        sale_uuid: cart.uuid,
        reserving: true,
      }),
    );
    expect(await reserving(cart.uuid)).toEqual([false, false]);
  });
});
