import { randomUUID } from 'node:crypto';
import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import { type Client, SELLER_PERMISSIONS } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { clients, companyConfigs } from '../../db/schema/index.ts';
import { createSaleFixture, type SaleFixture } from '../../testing/sale-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const APPROVER = [...SELLER_PERMISSIONS, 'canViewAllSales', 'canApproveSales'] as const;

/**
 * Credit and minimum prices over HTTP (issue 26 §2, §3; docs/domain.md "Credit", "Minimum
 * prices"): what the ERP sends (limits, blocks, titles, minimum prices) holds a finished order for
 * a supervisor instead of refusing it, and keeps it out of the ERP's pending list until approved.
 */
describe.each(testDatabaseKinds)('credit and minimum prices on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let seller: string;
  let supervisor: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    seller = await login(app, tenant.company.id, tenant.accessToken);
    const approver = await addSeller(app, tenant, APPROVER, 'SUP-CRED');
    supervisor = await login(app, tenant.company.id, approver.accessToken, 'aparelho-supervisor');
  }, 120_000);
  afterAll(() => app.close());

  const newFixture = () =>
    createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      seller_code: tenant.seller.code_erp,
    });
  const setPolicy = (credit_policy: 'ignore' | 'warn' | 'approve') =>
    companyWrite(app.db, tenant.company.id, (tx) =>
      tx
        .update(companyConfigs)
        .set({ credit_policy })
        .where(eq(companyConfigs.company_id, tenant.company.id)),
    );
  const erp = (call: Parameters<typeof callApi>[1], rows: unknown[]) =>
    callApi<{ data: { upserted: number; errors: unknown[] } }>(
      app.baseUrl,
      call,
      { token: tenant.integrationKey, body: { rows } },
      INTEGRATION_BASE,
    );
  /** The fixture's client as the seller's device pulls it. */
  const pulledClient = async (fx: SaleFixture): Promise<Client> => {
    const page = await callApi(app.baseUrl, api.clients.all, { token: seller, query: { limit: '500' } });
    const client = page.body.data.find((row) => row.uuid === fx.client.uuid);
    if (!client) throw new Error('cliente do fixture não veio no pull');
    return client;
  };
  /** The ERP sends the client again, with its credit. */
  const sendCredit = async (fx: SaleFixture, credit: Partial<Client>) => {
    const {
      uuid: _u,
      id: _i,
      company_id: _c,
      last_visit: _l,
      delivery_addresses: _d,
      ...row
    } = await pulledClient(fx);
    const sent = await erp(integration.clients.clients, [{ ...row, ...credit }]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.errors).toEqual([]);
  };
  /** A title of the client: `amount` issued, `paid` of it paid. */
  const title = (fx: SaleFixture, amount: number, paid: number, status: string) => ({
    code_erp: `T-${randomUUID().slice(0, 8)}`,
    code_erp_client: fx.client.code_erp,
    document_number: 'NF 1234',
    installment: '1/1',
    issue_date: '2026-11-01',
    due_date: '2026-12-01',
    amount,
    amount_paid: paid,
    payment_date: null,
    form_payment_description: 'Boleto',
    status,
  });
  /** A finished order of 2 × R$ 1,50 (R$ 3,00) less `discount` centavos, paid in full. */
  const order = (fx: SaleFixture, discount = 0) =>
    fx.sale({
      status: 'Finalizado',
      items: [fx.item({ id: 1, discount })],
      payments: [fx.payment({ price: 300 - discount })],
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

  it('counts open titles and orders not invoiced against the limit: exactly at it goes on, over it waits with the figures', async () => {
    await setPolicy('approve');
    const fx = await newFixture();
    await sendCredit(fx, { credit_limit: 1_200 });
    // R$ 6,00 still open on a partly paid title; a paid one and a cancelled one owe nothing.
    const titles = await erp(integration.financials.financialTitles, [
      title(fx, 800, 200, 'Parcial'),
      title(fx, 5_000, 5_000, 'Pago'),
      title(fx, 9_000, 0, 'Cancelado'),
    ]);
    expect(titles.body.data.errors).toEqual([]);

    const a = await post(order(fx));
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.data.approval_status).toBeNull();
    // R$ 6,00 + R$ 3,00 + R$ 3,00: exactly the limit.
    const b = await post(order(fx));
    expect(b.body.data.approval_status).toBeNull();
    expect(await inPending(b.body.data.uuid)).toHaveLength(1);

    const over = order(fx);
    const c = await post(over);
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({
      status: 'Finalizado',
      approval_status: 'Aguardando',
      approval_reasons: [
        {
          code: 'credit_limit_exceeded',
          item_id: null,
          message:
            'Passa R$ 3,00 do limite de crédito do cliente (Limite R$ 12,00 · em aberto R$ 12,00 · este pedido R$ 3,00)',
        },
      ],
      // The credit as read when it began to wait, for the supervisor's card.
      approval_credit: {
        credit_limit: 1_200,
        credit_blocked: false,
        credit_blocked_reason: null,
        open: 1_200,
      },
    });
    expect(await inPending(over.uuid)).toEqual([]);

    const approved = await callApi(app.baseUrl, api.sales.decideApproval, {
      token: supervisor,
      params: { uuid: over.uuid },
      body: { uuid: randomUUID(), decision: 'Aprovado', note: 'Cliente pagou o boleto hoje' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await inPending(over.uuid)).toHaveLength(1);
  });

  it('holds every order of a blocked client with the ERP’s reason, and lets it go once the ERP unblocks it', async () => {
    await setPolicy('approve');
    const fx = await newFixture();
    await sendCredit(fx, { credit_blocked: true, credit_blocked_reason: 'Cheque devolvido' });
    const blocked = await post(order(fx));
    expect(blocked.body.data.approval_reasons).toEqual([
      {
        code: 'client_blocked',
        item_id: null,
        message:
          'Cliente bloqueado para vendas: Cheque devolvido (Sem limite de crédito · em aberto R$ 0,00 · este pedido R$ 3,00)',
      },
    ]);
    expect(await inPending(blocked.body.data.uuid)).toEqual([]);

    await sendCredit(fx, { credit_blocked: false, credit_blocked_reason: null });
    const after = await post(order(fx));
    expect(after.body.data.approval_status).toBeNull();
  });

  it('only warns (never holds) when the company’s policy is to warn, and keeps a limit the ERP left out', async () => {
    await setPolicy('warn');
    const fx = await newFixture();
    await sendCredit(fx, { credit_limit: 100, credit_blocked: true, credit_blocked_reason: 'Atraso' });
    const sale = await post(order(fx));
    expect(sale.body.data.approval_status).toBeNull();
    expect(await inPending(sale.body.data.uuid)).toHaveLength(1);

    // An ERP that sends the client without its credit fields keeps what Rota has.
    const {
      credit_limit: _l,
      credit_blocked: _b,
      credit_blocked_reason: _r,
      ...withoutCredit
    } = await pulledClient(fx);
    await sendCredit(fx, withoutCredit);
    expect(await pulledClient(fx)).toMatchObject({
      credit_limit: 100,
      credit_blocked: true,
      credit_blocked_reason: 'Atraso',
    });
  });

  it('never lets a seller’s device move the credit the ERP set', async () => {
    const fx = await newFixture();
    await sendCredit(fx, { credit_limit: 500, credit_blocked: true, credit_blocked_reason: 'Atraso' });
    const client = await pulledClient(fx);
    const edited = await callApi(app.baseUrl, api.clients.update, {
      token: seller,
      params: { uuid: client.uuid },
      body: { ...client, credit_limit: 99_999_999, credit_blocked: false, credit_blocked_reason: null },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [stored] = await app.db.select().from(clients).where(eq(clients.uuid, client.uuid));
    expect(stored).toMatchObject({
      credit_limit: 500,
      credit_blocked: true,
      credit_blocked_reason: 'Atraso',
    });
  });

  it('holds a line below the product’s minimum price from the ERP; exactly at it goes on', async () => {
    await setPolicy('ignore');
    const fx = await newFixture();
    const [product] = (
      await callApi(app.baseUrl, api.catalogue.products, { token: seller, query: { limit: '500' } })
    ).body.data.filter((row) => row.code_erp === 'P001');
    if (!product) throw new Error('P001 não veio no pull');
    const { uuid: _u, id: _i, company_id: _c, ...row } = product;
    // R$ 1,40 the unit: 2 units at least R$ 2,80.
    const sent = await erp(integration.catalogue.products, [{ ...row, min_price: 14_000 }]);
    expect(sent.body.data.errors).toEqual([]);

    const atMinimum = await post(order(fx, 20));
    expect(atMinimum.status, JSON.stringify(atMinimum.body)).toBe(200);
    expect(atMinimum.body.data.approval_status).toBeNull();

    const below = await post(order(fx, 21));
    expect(below.body.data).toMatchObject({
      approval_status: 'Aguardando',
      approval_reasons: [
        {
          code: 'price_below_minimum',
          item_id: 1,
          message: 'Item 1 (Pão Francês): preço final R$ 1,395 abaixo do mínimo de R$ 1,40',
        },
      ],
      // A client without a limit or a block: no credit to show.
      approval_credit: null,
    });
    expect(await inPending(below.body.data.uuid)).toEqual([]);
  });
});
