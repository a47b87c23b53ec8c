import { randomUUID } from 'node:crypto';
import { api, errorMessages, INTEGRATION_BASE, integration } from '@rota/contract';
import type { SaleStatus } from '@rota/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { notifications, saleItems, salePayments, sales } from '../../db/schema/index.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** Opening PGlite (WASM) and migrating takes seconds, more on a busy machine. */
const STARTUP_TIMEOUT_MS = 120_000;

interface SyncedSale {
  uuid: string;
  seller_id: number;
  status: string;
  code_erp: string;
  reason_canceled: string | null;
  failure_message: string | null;
  items: { code_erp_product: string; quantity: number; unit_price: number }[];
  payments: { price: number; formPayment: { code_erp: string } }[];
  updated_at: string;
  deleted_at: string | null;
}

/** A sale as the seller's device left it, written straight to the database (POST sales is another module's). */
async function insertSale(
  app: TestApp,
  owner: { companyId: number; sellerId: number },
  options: { status?: SaleStatus; clientName?: string } = {},
): Promise<string> {
  const uuid = randomUUID();
  const clientUuid = randomUUID();
  await companyWrite(app.db, owner.companyId, async (tx) => {
    await tx.insert(sales).values({
      uuid,
      company_id: owner.companyId,
      seller_id: owner.sellerId,
      client_uuid: clientUuid,
      client: { uuid: clientUuid, name: options.clientName ?? 'Padaria Pão Quente Ltda', code_erp: 'C001' },
      status: options.status ?? 'Finalizado',
      created_at: new Date('2026-11-22T12:30:00Z'),
      total: 300,
    });
    await tx.insert(saleItems).values({
      uuid: randomUUID(),
      sale_uuid: uuid,
      id: 1,
      product_uuid: randomUUID(),
      code_erp_product: 'P001',
      description: 'Pão Francês',
      unit: 'KG',
      quantity: 2,
      unit_price: 15_000,
      discount: 0,
      price_list_uuid: null,
    });
    await tx.insert(salePayments).values({
      sale_uuid: uuid,
      position: 1,
      form_payment: { id: 1, description: 'Boleto', code_erp: 'BOL' },
      condition_payment: { id: 2, description: '30/60', code_erp: '3060' },
      form_payment_id: 1,
      condition_payment_id: 2,
      price: 300,
    });
  });
  return uuid;
}

describe.each(testDatabaseKinds)('ERP sales on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: { companyId: number; sellerId: number };

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    owner = { companyId: tenant.company.id, sellerId: tenant.seller.id };
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => app?.close());

  const pending = (query: Record<string, string | number> = {}, key = tenant.integrationKey) =>
    callApi<{ data: SyncedSale[]; meta: { cursor: string; has_more: boolean } }>(
      app.baseUrl,
      integration.sales.pending,
      { token: key, query },
      INTEGRATION_BASE,
    );
  const move = (uuid: string, body: unknown, key = tenant.integrationKey) =>
    callApi(app.baseUrl, integration.sales.status, { token: key, params: { uuid }, body }, INTEGRATION_BASE);
  const notificationsOf = (uuid: string) =>
    app.db
      .select()
      .from(notifications)
      .where(eq(notifications.sale_uuid, uuid))
      .orderBy(asc(notifications.id));
  const versionOf = async (uuid: string) =>
    (await app.db.select({ version: sales.version }).from(sales).where(eq(sales.uuid, uuid)))[0]?.version;

  it('lists the Finalizado sales of every seller of the company, oldest first, with items and payments', async () => {
    const colleague = await addSeller(app, tenant, [], 'V-COLEGA');
    const first = await insertSale(app, owner);
    const open = await insertSale(app, owner, { status: 'Aberto' });
    const second = await insertSale(app, { ...owner, sellerId: colleague.seller.id });
    const other = await createTenant(app);
    const foreign = await insertSale(app, { companyId: other.company.id, sellerId: other.seller.id });

    const page = await pending();
    expect(page.status).toBe(200);
    const uuids = page.body.data.map((sale) => sale.uuid);
    expect(uuids).toEqual([first, second]);
    expect(uuids).not.toContain(open);
    expect(uuids).not.toContain(foreign);
    expect(page.body.data[0]).toMatchObject({
      status: 'Finalizado',
      seller_id: tenant.seller.id,
      items: [{ code_erp_product: 'P001', quantity: 2, unit_price: 15_000 }],
      payments: [{ price: 300, formPayment: { code_erp: 'BOL' } }],
      deleted_at: null,
    });
    expect(page.body.meta.has_more).toBe(false);

    const firstPage = await pending({ limit: 1 });
    expect(firstPage.body.data.map((sale) => sale.uuid)).toEqual([first]);
    expect(firstPage.body.meta.has_more).toBe(true);
    const next = await pending({ since: firstPage.body.meta.cursor });
    expect(next.body.data.map((sale) => sale.uuid)).toEqual([second]);
    expect((await pending({}, other.integrationKey)).body.data.map((sale) => sale.uuid)).toEqual([foreign]);

    for (const uuid of [first, second]) expect((await move(uuid, { status: 'Integrado' })).status).toBe(200);
    expect((await move(foreign, { status: 'Integrado' }, other.integrationKey)).status).toBe(200);
  });

  it('moves Finalizado → Integrado: the sale leaves the pending list, the seller is notified, events follow', async () => {
    const uuid = await insertSale(app, owner, { clientName: 'Mercado Bom Preço' });
    expect((await pending()).body.data.map((sale) => sale.uuid)).toContain(uuid);
    const before = app.events.length;

    const response = await move(uuid, { status: 'Integrado' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ uuid, status: 'Integrado', items: [expect.any(Object)] });
    expect((await pending()).body.data.map((sale) => sale.uuid)).not.toContain(uuid);

    const [notice] = await notificationsOf(uuid);
    expect(notice).toMatchObject({
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      kind: 'sale_status',
      title: 'Venda integrada',
      body: 'A venda para Mercado Bom Preço foi recebida pelo ERP.',
    });
    expect(app.events.slice(before)).toEqual([
      {
        type: 'sale.status',
        company_id: tenant.company.id,
        seller_id: tenant.seller.id,
        sale_uuid: uuid,
        status: 'Integrado',
        cursor: String(await versionOf(uuid)),
      },
      {
        type: 'notification.created',
        company_id: tenant.company.id,
        seller_id: tenant.seller.id,
        notification_id: notice?.id,
      },
    ]);
    const session = await login(app, tenant.company.id, tenant.accessToken, 'aparelho-notificacoes');
    const unread = await callApi(app.baseUrl, api.notifications.list, { token: session });
    expect(unread.body.data).toContainEqual(
      expect.objectContaining({ id: notice?.id, title: 'Venda integrada' }),
    );
  });

  it('records the ERP code on Processado and the reason on Cancelado, notifying each move', async () => {
    const uuid = await insertSale(app, owner);
    await move(uuid, { status: 'Integrado' });
    const processed = await move(uuid, { status: 'Processado', code_erp: ' PED-4521 ' });
    expect(processed.body.data).toMatchObject({ status: 'Processado', code_erp: 'PED-4521' });
    const canceled = await move(uuid, {
      status: 'Cancelado',
      code_erp: 'PED-4521',
      reason_canceled: 'Cliente desistiu da compra',
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({
      status: 'Cancelado',
      code_erp: 'PED-4521',
      reason_canceled: 'Cliente desistiu da compra',
    });
    expect((await notificationsOf(uuid)).map((row) => [row.title, row.body])).toEqual([
      ['Venda integrada', 'A venda para Padaria Pão Quente Ltda foi recebida pelo ERP.'],
      [
        'Venda processada',
        'A venda para Padaria Pão Quente Ltda foi processada pelo ERP com o código PED-4521.',
      ],
      [
        'Venda cancelada',
        'A venda para Padaria Pão Quente Ltda (código PED-4521 no ERP) foi cancelada. Motivo: Cliente desistiu da compra',
      ],
    ]);
    const statuses = app.events.filter((event) => event.type === 'sale.status' && event.sale_uuid === uuid);
    expect(statuses.map((event) => (event.type === 'sale.status' ? event.status : null))).toEqual([
      'Integrado',
      'Processado',
      'Cancelado',
    ]);
  });

  it('records a failure message on Falha, and clears it when the ERP processes the sale after all', async () => {
    const uuid = await insertSale(app, owner);
    const failed = await move(uuid, { status: 'Falha', message: 'Cliente bloqueado no ERP' });
    expect(failed.body.data).toMatchObject({ status: 'Falha', failure_message: 'Cliente bloqueado no ERP' });
    const [notice] = await notificationsOf(uuid);
    expect(notice).toMatchObject({
      title: 'Falha na integração da venda',
      body: 'O ERP não conseguiu receber a venda para Padaria Pão Quente Ltda: Cliente bloqueado no ERP',
    });
    const processed = await move(uuid, { status: 'Processado', code_erp: 'PED-9' });
    expect(processed.body.data).toMatchObject({
      status: 'Processado',
      code_erp: 'PED-9',
      failure_message: null,
    });
  });

  it('refuses an illegal move with 409 and the pt-BR reason, changing and notifying nothing', async () => {
    const uuid = await insertSale(app, owner);
    await move(uuid, { status: 'Cancelado', code_erp: 'PED-1', reason_canceled: 'Duplicada' });
    const version = await versionOf(uuid);
    const before = app.events.length;
    expect(await move(uuid, { status: 'Integrado' })).toEqual({
      status: 409,
      body: { message: 'Não é possível passar a venda de Cancelado para Integrado' },
    });
    const aberto = await insertSale(app, owner, { status: 'Aberto' });
    expect((await move(aberto, { status: 'Processado', code_erp: 'X' })).body).toEqual({
      message: 'Não é possível passar a venda de Aberto para Processado',
    });
    expect(await versionOf(uuid)).toBe(version);
    expect(await notificationsOf(uuid)).toHaveLength(1);
    expect(app.events.length).toBe(before);
  });

  it('answers the same move sent again with the sale as it is, without a new notification', async () => {
    const uuid = await insertSale(app, owner);
    const first = await move(uuid, { status: 'Processado', code_erp: 'PED-77' });
    const version = await versionOf(uuid);
    const before = app.events.length;
    const again = await move(uuid, { status: 'Processado', code_erp: 'PED-77' });
    expect(again).toEqual(first);
    expect(await versionOf(uuid)).toBe(version);
    expect(await notificationsOf(uuid)).toHaveLength(1);
    expect(app.events.length).toBe(before);
    expect((await move(uuid, { status: 'Processado', code_erp: 'PED-78' })).status).toBe(409);
  });

  it("answers 404 for another company's sale and for an unknown one", async () => {
    const other = await createTenant(app);
    const foreign = await insertSale(app, { companyId: other.company.id, sellerId: other.seller.id });
    const notFound = { status: 404, body: { message: errorMessages.notFound } };
    expect(await move(foreign, { status: 'Integrado' })).toEqual(notFound);
    expect(await move(randomUUID(), { status: 'Integrado' })).toEqual(notFound);
    const [row] = await app.db.select().from(sales).where(eq(sales.uuid, foreign));
    expect(row?.status).toBe('Finalizado');
  });

  it('answers 422 with pt-BR field errors for a move that lacks what it records', async () => {
    const uuid = await insertSale(app, owner);
    const missing = await move(uuid, { status: 'Cancelado', code_erp: '' });
    expect(missing).toEqual({
      status: 422,
      body: {
        message: errorMessages.validationFailed,
        errors: { code_erp: ['Campo obrigatório'], reason_canceled: ['Campo obrigatório'] },
      },
    });
    const blank = await move(uuid, { status: 'Falha', message: '   ' });
    expect(blank.body.errors).toEqual({ message: ['Campo obrigatório'] });
    const unknown = await move(uuid, { status: 'Entregue' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      status: ['Use um destes valores: Integrado, Processado, Cancelado, Falha'],
    });
    expect((await move(uuid, {})).body.errors).toEqual({ status: ['Campo obrigatório'] });
    const badUuid = await callApi(
      app.baseUrl,
      integration.sales.status,
      { token: tenant.integrationKey, path: 'sales/nao-e-uuid/status', body: { status: 'Integrado' } },
      INTEGRATION_BASE,
    );
    expect(badUuid.body.errors).toEqual({ uuid: ['Identificador inválido'] });
  });
});
