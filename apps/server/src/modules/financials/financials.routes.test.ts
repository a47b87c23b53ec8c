import { randomUUID } from 'node:crypto';
import { api, errorMessages } from '@rota/contract';
import { type Check, type FinancialTitle, SELLER_PERMISSIONS } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { checks, clients, financialTitles } from '../../db/schema/index.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

let titleSequence = 0;
function title(companyId: number, overrides: Partial<FinancialTitle> = {}): FinancialTitle {
  titleSequence += 1;
  return {
    uuid: randomUUID(),
    company_id: companyId,
    code_erp: `T${titleSequence}`,
    code_erp_client: 'C100',
    document_number: `NF-${1000 + titleSequence}`,
    installment: '1/1',
    issue_date: '2026-10-01',
    due_date: '2026-11-30',
    amount: 10_000,
    amount_paid: 0,
    payment_date: null,
    form_payment_description: 'Boleto',
    status: 'Aberto',
    ...overrides,
  };
}

function check(companyId: number, overrides: Partial<Check> = {}): Check {
  titleSequence += 1;
  return {
    uuid: randomUUID(),
    company_id: companyId,
    code_erp: `CH${titleSequence}`,
    code_erp_client: 'C100',
    bank: '001',
    agency: '1234',
    account: '56789-0',
    number: `${850_000 + titleSequence}`,
    issuer_name: 'Padaria Pão Quente Ltda',
    amount: 25_000,
    issue_date: '2026-11-01',
    good_for: '2026-12-01',
    status: 'Em carteira',
    return_reason: null,
    ...overrides,
  };
}

describe.each(testDatabaseKinds)('financials on %s', (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let token: string;
  let supervisorToken: string;
  let limitedToken: string;
  const titles: Record<string, FinancialTitle> = {};
  let clientCheck: Check;

  async function addClient(companyId: number, codeErp: string, codeErpSeller: string) {
    await companyWrite(app.db, companyId, (tx) =>
      tx.insert(clients).values({
        uuid: randomUUID(),
        company_id: companyId,
        name: `Cliente ${codeErp}`,
        document: '11222333000181',
        code_erp: codeErp,
        code_erp_seller: codeErpSeller,
      }),
    );
  }

  beforeAll(async () => {
    app = await startTestApp(kind); // 2026-11-22 10:00 in São Paulo
    tenant = await createTenant(app, { sellerCode: 'V-FIN' });
    other = await createTenant(app);
    token = await login(app, tenant.company.id, tenant.accessToken);
    const supervisor = await addSeller(app, tenant, [...SELLER_PERMISSIONS, 'canViewAllClients'], 'SUP');
    supervisorToken = await login(app, tenant.company.id, supervisor.accessToken, 'aparelho-supervisor');
    const limited = await addSeller(app, tenant, ['canViewClient'], 'V-SEM-FIN');
    limitedToken = await login(app, tenant.company.id, limited.accessToken, 'aparelho-sem-fin');

    await addClient(tenant.company.id, 'C100', 'V-FIN');
    await addClient(tenant.company.id, 'C200', 'V-OUTRO');
    await addClient(other.company.id, 'C100', other.seller.code_erp ?? '');
    const id = tenant.company.id;
    Object.assign(titles, {
      dueYesterday: title(id, { due_date: '2026-11-21' }),
      dueToday: title(id, { due_date: '2026-11-22' }),
      partial: title(id, { due_date: '2026-11-10', status: 'Parcial', amount: 8_000, amount_paid: 3_000 }),
      paid: title(id, {
        due_date: '2026-11-01',
        status: 'Pago',
        amount_paid: 10_000,
        payment_date: '2026-11-01',
      }),
      paidInFullStillOpen: title(id, { due_date: '2026-11-02', amount_paid: 10_000 }),
      cancelled: title(id, { due_date: '2026-10-01', status: 'Cancelado' }),
      future: title(id, { due_date: '2026-12-22' }),
      otherClient: title(id, { code_erp_client: 'C200', due_date: '2026-11-01' }),
    });
    await companyWrite(app.db, id, (tx) => tx.insert(financialTitles).values(Object.values(titles)));
    await companyWrite(app.db, other.company.id, (tx) =>
      tx.insert(financialTitles).values(title(other.company.id, { due_date: '2026-11-01' })),
    );
    clientCheck = check(id, { status: 'Devolvido', return_reason: '11 - Insuficiência de fundos' });
    await companyWrite(app.db, id, (tx) =>
      tx.insert(checks).values([clientCheck, check(id, { code_erp_client: 'C200' })]),
    );
    await companyWrite(app.db, other.company.id, (tx) => tx.insert(checks).values(check(other.company.id)));
  }, 60_000);
  afterAll(() => app.close());

  const forClient = (code: string, as = token) => ({ token: as, params: { code_erp_client: code } });
  const uuids = (rows: { uuid: string }[]) => rows.map((row) => row.uuid).sort();

  it('pulls every title of the seller’s client, and only that client’s of this company', async () => {
    const response = await callApi(app.baseUrl, api.financials.all, forClient('C100'));
    expect(response.status).toBe(200);
    const expected = Object.values(titles).filter((t) => t.code_erp_client === 'C100');
    expect(uuids(response.body.data)).toEqual(uuids(expected));
    expect(response.body.data.find((row: { uuid: string }) => row.uuid === titles.partial?.uuid)).toEqual({
      ...titles.partial,
      updated_at: expect.any(String),
      deleted_at: null,
    });
    expect(response.body.meta.has_more).toBe(false);
  });

  it('pulls the titles and checks of every client the seller sees as synced tables, never another seller’s or company’s', async () => {
    const seller = await callApi(app.baseUrl, api.financials.allSeller, { token });
    expect(seller.status).toBe(200);
    expect(uuids(seller.body.data)).toEqual(
      uuids(Object.values(titles).filter((t) => t.code_erp_client === 'C100')),
    );
    const sellerChecks = await callApi(app.baseUrl, api.financials.checksAllSeller, { token });
    expect(uuids(sellerChecks.body.data)).toEqual([clientCheck.uuid]);
    // A supervisor seeing every client gets C200's too; a delta from the cursor is empty.
    const supervised = await callApi(app.baseUrl, api.financials.allSeller, { token: supervisorToken });
    expect(uuids(supervised.body.data)).toEqual(uuids(Object.values(titles)));
    const delta = await callApi(app.baseUrl, api.financials.allSeller, {
      token,
      query: { since: seller.body.meta.cursor },
    });
    expect(delta.body).toEqual({ data: [], meta: { cursor: seller.body.meta.cursor, has_more: false } });
    expect((await callApi(app.baseUrl, api.financials.allSeller, { token: limitedToken })).status).toBe(403);
  });

  it('answers a delta from the cursor, with a removed title as a tombstone', async () => {
    const { cursor } = (await callApi(app.baseUrl, api.financials.all, forClient('C100'))).body.meta;
    const future = titles.future as FinancialTitle;
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx
        .update(financialTitles)
        .set({ deleted_at: new Date('2026-11-22T13:00:00Z') })
        .where(eq(financialTitles.uuid, future.uuid)),
    );
    const delta = await callApi(app.baseUrl, api.financials.all, {
      ...forClient('C100'),
      query: { since: cursor },
    });
    expect(delta.body.data).toEqual([
      { ...future, updated_at: expect.any(String), deleted_at: '2026-11-22T13:00:00.000Z' },
    ]);
    const snapshot = await callApi(app.baseUrl, api.financials.all, forClient('C100'));
    expect(uuids(snapshot.body.data)).not.toContain(future.uuid);
  });

  it('lists overdue titles by due date: due yesterday is overdue, due today is not, paid never is', async () => {
    const response = await callApi(app.baseUrl, api.financials.overdue, forClient('C100'));
    expect(response).toEqual({
      status: 200,
      body: { data: [titles.partial, titles.dueYesterday] },
    });
  });

  it('reads "today" in São Paulo: a title due on the 22nd is overdue only from midnight of the 23rd there', async () => {
    const overdueUuids = async () =>
      (await callApi(app.baseUrl, api.financials.overdue, forClient('C100'))).body.data.map(
        (row: { uuid: string }) => row.uuid,
      );
    const start = app.deps.clock();
    try {
      app.setNow(new Date('2026-11-23T02:59:59Z')); // 23:59:59 of the 22nd in São Paulo
      expect(await overdueUuids()).not.toContain(titles.dueToday?.uuid);
      app.setNow(new Date('2026-11-23T03:00:00Z')); // midnight of the 23rd in São Paulo
      expect(await overdueUuids()).toEqual([
        titles.partial?.uuid,
        titles.dueYesterday?.uuid,
        titles.dueToday?.uuid,
      ]);
    } finally {
      app.setNow(start);
    }
  });

  it('pulls the client’s checks', async () => {
    const response = await callApi(app.baseUrl, api.financials.checks, forClient('C100'));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      { ...clientCheck, updated_at: expect.any(String), deleted_at: null },
    ]);
  });

  it('answers 404 for another seller’s client, an unknown client and another company’s client', async () => {
    const notFoundClient = { status: 404, body: { message: 'Cliente não encontrado' } };
    for (const call of [api.financials.all, api.financials.overdue, api.financials.checks]) {
      expect(await callApi(app.baseUrl, call, forClient('C200'))).toEqual(notFoundClient);
      expect(await callApi(app.baseUrl, call, forClient('C999'))).toEqual(notFoundClient);
    }
    const otherToken = await login(app, other.company.id, other.accessToken, 'aparelho-outra');
    const theirs = await callApi(app.baseUrl, api.financials.all, forClient('C100', otherToken));
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toHaveLength(1);
    expect(theirs.body.data[0]?.company_id).toBe(other.company.id);
  });

  it('lets a profile granting canViewAllClients read any client of the company', async () => {
    const all = await callApi(app.baseUrl, api.financials.all, forClient('C200', supervisorToken));
    expect(all.status).toBe(200);
    expect(uuids(all.body.data)).toEqual([titles.otherClient?.uuid]);
    const overdue = await callApi(app.baseUrl, api.financials.overdue, forClient('C200', supervisorToken));
    expect(overdue.body.data).toEqual([titles.otherClient]);
    const checksOfC200 = await callApi(
      app.baseUrl,
      api.financials.checks,
      forClient('C200', supervisorToken),
    );
    expect(checksOfC200.body.data).toHaveLength(1);
  });

  it('asks for the canViewHistoryFinancialClient permission (403) and a session (401)', async () => {
    expect(await callApi(app.baseUrl, api.financials.all, forClient('C100', limitedToken))).toEqual({
      status: 403,
      body: { message: errorMessages.forbidden },
    });
    expect(
      (await callApi(app.baseUrl, api.financials.overdue, { params: { code_erp_client: 'C100' } })).status,
    ).toBe(401);
  });
});
