import {
  api,
  BULK_MAX_ROWS,
  type BulkUpsertResult,
  type CallDefinition,
  errorMessages,
  INTEGRATION_BASE,
  integration,
} from '@rota/contract';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLists, productionOrders, products, sellers } from '../../db/schema/index.ts';
import { createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { rotateSellerToken } from '../admin/admin.service.ts';

const product = (code_erp: string, overrides: Record<string, unknown> = {}) => ({
  description: `Produto ${code_erp}`,
  code_erp,
  unit: 'UN',
  price: 12_345,
  category: '01',
  barcode: null,
  inative: 0,
  ...overrides,
});

/** One valid row per entity, and the §7 call (with its params) where a seller sees it. */
const samples: {
  name: string;
  call: CallDefinition;
  row: Record<string, unknown>;
  pull: CallDefinition;
  params?: Record<string, string>;
  seen: Record<string, unknown>;
}[] = [
  {
    name: 'clients',
    call: integration.clients.clients,
    row: {
      name: 'Mercado Bom Preço Ltda',
      fantasy_name: 'Bom Preço',
      document: '11222333000181',
      state_registration: null,
      email: 'compras@bompreco.com.br',
      phone: '1133334444',
      code_erp: 'C900',
      code_erp_seller: 'V-INT',
      inative: 0,
      status: 'Aprovado',
      reproved_at: null,
      visiting_day: 'Segunda',
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      city_iso: '3550308',
      state: 'SP',
      lat: '-23.56140000',
      long: '-46.65590000',
    },
    pull: api.clients.all,
    seen: { code_erp: 'C900', name: 'Mercado Bom Preço Ltda', last_visit: null, delivery_addresses: [] },
  },
  {
    name: 'products',
    call: integration.catalogue.products,
    row: product('P900'),
    pull: api.catalogue.products,
    seen: { code_erp: 'P900', price: 12_345 },
  },
  {
    name: 'price lists',
    call: integration.catalogue.priceLists,
    row: {
      description: 'Tabela Varejo',
      code_erp: 'T01',
      code_erp_product: 'P900',
      price: 11_000,
      vigence_date: '2026-12-31',
      inative: 0,
    },
    pull: api.catalogue.priceLists,
    seen: { code_erp: 'T01', code_erp_product: 'P900', price: 11_000, vigence_date: '2026-12-31' },
  },
  {
    name: 'form payments',
    call: integration.catalogue.formPayments,
    row: {
      description: 'Boleto',
      code_erp: 'BOL',
      inative: 0,
      hierarchies: [{ description: 'Boleto 28 dias', code_erp: 'B28' }],
    },
    pull: api.catalogue.formPayments,
    seen: { code_erp: 'BOL', hierarchies: [{ description: 'Boleto 28 dias', code_erp: 'B28' }] },
  },
  {
    name: 'condition payments',
    call: integration.catalogue.conditionPayments,
    row: {
      code_erp: '3060',
      description: '30/60',
      inative: 0,
      parcels: 2,
      type: 1,
      itens: [
        { parcel: 1, days: 30 },
        { parcel: 2, days: 60 },
      ],
    },
    pull: api.catalogue.conditionPayments,
    seen: {
      code_erp: '3060',
      parcels: 2,
      itens: [
        { parcel: 1, days: 30 },
        { parcel: 2, days: 60 },
      ],
    },
  },
  {
    name: 'channels',
    call: integration.catalogue.channels,
    row: { description: 'Varejo', code_erp: 'VAR', inative: 0 },
    pull: api.catalogue.channels,
    seen: { code_erp: 'VAR', description: 'Varejo' },
  },
  {
    name: 'finalities',
    call: integration.catalogue.finalities,
    row: { description: 'Bonificação', code_erp: 'BON', status: 1 },
    pull: api.catalogue.finalities,
    seen: { code_erp: 'BON', status: 1 },
  },
  {
    name: 'volumes',
    call: integration.catalogue.volumes,
    row: { field: 'Caixa', inative: 0 },
    pull: api.catalogue.volumes,
    seen: { field: 'Caixa', inative: 0 },
  },
  {
    name: 'desc parameters',
    call: integration.catalogue.descParameters,
    row: { field: 'code_erp' },
    pull: api.catalogue.descParameters,
    seen: { field: 'code_erp' },
  },
  {
    name: 'teams',
    call: integration.access.teams,
    row: { name: 'Equipe Sul', code_erp: 'SUL', inative: 0 },
    pull: api.catalogue.teams,
    seen: { name: 'Equipe Sul' },
  },
  {
    name: 'profiles',
    call: integration.access.profiles,
    row: { description: 'Supervisor', code_erp: 'SUP', permissions: [{ name: 'canViewAllClients' }] },
    pull: api.catalogue.profiles,
    seen: { description: 'Supervisor', permissions: [{ name: 'canViewAllClients' }] },
  },
  {
    name: 'financial titles',
    call: integration.financials.financialTitles,
    row: {
      code_erp: 'TIT-1',
      code_erp_client: 'C900',
      document_number: 'NF 1234',
      installment: '1/3',
      issue_date: '2026-11-01',
      due_date: '2026-12-01',
      amount: 150_000,
      amount_paid: 0,
      payment_date: null,
      form_payment_description: 'Boleto',
      status: 'Aberto',
    },
    pull: api.financials.all,
    params: { code_erp_client: 'C900' },
    seen: { code_erp: 'TIT-1', amount: 150_000, due_date: '2026-12-01' },
  },
  {
    name: 'checks',
    call: integration.financials.checks,
    row: {
      code_erp: 'CH-1',
      code_erp_client: 'C900',
      bank: '001',
      agency: '1234',
      account: '56789-0',
      number: '000123',
      issuer_name: 'Mercado Bom Preço',
      amount: 50_000,
      issue_date: '2026-11-01',
      good_for: '2026-12-15',
      status: 'Em carteira',
      return_reason: null,
    },
    pull: api.financials.checks,
    params: { code_erp_client: 'C900' },
    seen: { code_erp: 'CH-1', good_for: '2026-12-15', status: 'Em carteira' },
  },
];

/** Opening PGlite (WASM) and migrating takes seconds, more on a busy machine. */
const STARTUP_TIMEOUT_MS = 120_000;

interface Page {
  data: ({ code_erp: string; updated_at: string; deleted_at: string | null } & Record<string, unknown>)[];
  meta: { cursor: string; has_more: boolean };
}

describe.each(testDatabaseKinds)('ERP bulk upserts on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let session: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app, { sellerCode: 'V-INT' });
    session = await login(app, tenant.company.id, tenant.accessToken);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => app?.close());

  const send = (call: CallDefinition, rows: unknown[], key = tenant.integrationKey) =>
    callApi<{ data: BulkUpsertResult; errors?: Record<string, string[]> }>(
      app.baseUrl,
      call,
      { token: key, body: { rows } },
      INTEGRATION_BASE,
    );
  const pullProducts = (query: Record<string, string> = {}, token = session) =>
    callApi<Page>(app.baseUrl, api.catalogue.products, { token, query });
  const versionsOf = async (companyId: number) =>
    new Map(
      (
        await app.db
          .select({ code: products.code_erp, version: products.version })
          .from(products)
          .where(eq(products.company_id, companyId))
      ).map((row) => [row.code, row.version]),
    );

  it('answers 401 without a key, with a wrong key and with a seller session', async () => {
    const expired = { status: 401, body: { message: errorMessages.sessionExpired } };
    const call = integration.catalogue.products;
    expect(await callApi(app.baseUrl, call, { body: { rows: [product('X')] } }, INTEGRATION_BASE)).toEqual(
      expired,
    );
    expect(await send(call, [product('X')], 'chave-errada')).toEqual(expired);
    expect(await send(call, [product('X')], session)).toEqual(expired);
    const pending = integration.sales.pending;
    expect(await callApi(app.baseUrl, pending, { token: 'chave-errada' }, INTEGRATION_BASE)).toEqual(expired);
  });

  it.each(samples)('stores $name and a seller pulls them', async ({ call, row, pull, params, seen }) => {
    const response = await send(call, [row]);
    expect(response).toEqual({
      status: 200,
      body: { data: { received: 1, upserted: 1, deleted: 0, errors: [] } },
    });
    const pulled = await callApi<{ data: unknown[] }>(app.baseUrl, pull, {
      token: session,
      ...(params ? { params } : {}),
    });
    expect(pulled.status).toBe(200);
    expect(pulled.body.data).toContainEqual(expect.objectContaining(seen));
  });

  it('stores the good rows of a batch and lists each bad row by index with pt-BR messages', async () => {
    const before = app.events.length;
    const response = await send(integration.catalogue.products, [
      product('P1', { description: 'Pão Francês', price: 149_900 }),
      product('P2', { price: 1.5, category: '99' }),
      { description: 'Sem código' },
      product('P3', { unit: 'KG' }),
      'não é um objeto',
      product('P1', { description: 'De novo' }),
    ]);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      received: 6,
      upserted: 2,
      deleted: 0,
      errors: [
        {
          index: 1,
          key: 'P2',
          errors: { price: ['Informe um número inteiro'], category: ['Categoria inválida'] },
        },
        {
          index: 2,
          key: null,
          errors: {
            code_erp: ['Campo obrigatório'],
            unit: ['Campo obrigatório'],
            price: ['Campo obrigatório'],
            category: ['Campo obrigatório'],
            barcode: ['Campo obrigatório'],
            inative: ['Campo obrigatório'],
          },
        },
        { index: 4, key: null, errors: { _: ['Valor inválido'] } },
        { index: 5, key: 'P1', errors: { code_erp: ['Chave repetida neste lote (já enviada no índice 0)'] } },
      ],
    });

    const pulled = await pullProducts();
    const codes = pulled.body.data.map((row) => row.code_erp);
    expect(codes).toEqual(expect.arrayContaining(['P1', 'P3']));
    expect(codes).not.toContain('P2');
    expect(pulled.body.data.find((row) => row.code_erp === 'P1')).toMatchObject({
      description: 'Pão Francês',
      price: 149_900,
      deleted_at: null,
    });
    expect(app.events.slice(before)).toEqual([
      {
        type: 'catalogue.changed',
        company_id: tenant.company.id,
        seller_id: null,
        calls: ['products.all'],
        cursor: pulled.body.meta.cursor,
      },
    ]);
  });

  it('leaves every version alone when the same batch comes again, and bumps only a changed row', async () => {
    const batch = [product('R1'), product('R2'), product('R3')];
    expect((await send(integration.catalogue.products, batch)).status).toBe(200);
    const first = await versionsOf(tenant.company.id);
    const cursor = (await pullProducts()).body.meta.cursor;
    const before = app.events.length;

    const replay = await send(integration.catalogue.products, batch);
    expect(replay.body.data).toEqual({ received: 3, upserted: 3, deleted: 0, errors: [] });
    expect(await versionsOf(tenant.company.id)).toEqual(first);
    expect((await pullProducts({ since: cursor })).body.data).toEqual([]);
    expect(app.events.length).toBe(before);

    await send(integration.catalogue.products, [
      product('R1'),
      product('R2', { price: 99_999 }),
      product('R3'),
    ]);
    const delta = await pullProducts({ since: cursor });
    expect(delta.body.data.map((row) => [row.code_erp, row.price])).toEqual([['R2', 99_999]]);
    const after = await versionsOf(tenant.company.id);
    expect([after.get('R1'), after.get('R3')]).toEqual([first.get('R1'), first.get('R3')]);
    expect(after.get('R2')).not.toBe(first.get('R2'));
  });

  it('tombstones a whole batch of two-column keys at once (5,000 price lists)', async () => {
    // The contract test found it: 438 tombstones of price lists crashed PGlite (a 500), the keys
    // sent as a list of row constructors too deep for its stack.
    const keys = Array.from({ length: BULK_MAX_ROWS }, (_, index) => ({
      code_erp: `TB${index}`,
      code_erp_product: `PB${index}`,
    }));
    const rows = keys.map((key) => ({
      ...key,
      description: 'Tabela',
      price: 100,
      vigence_date: null,
      inative: 0,
    }));
    expect((await send(integration.catalogue.priceLists, rows)).body.data.upserted).toBe(BULK_MAX_ROWS);
    const deletion = await send(
      integration.catalogue.priceLists,
      keys.map((key) => ({ ...key, deleted: true })),
    );
    expect(deletion.status).toBe(200);
    expect(deletion.body.data).toEqual({
      received: BULK_MAX_ROWS,
      upserted: 0,
      deleted: BULK_MAX_ROWS,
      errors: [],
    });
    const live = await app.db
      .select({ code: priceLists.code_erp })
      .from(priceLists)
      .where(
        and(
          eq(priceLists.company_id, tenant.company.id),
          isNull(priceLists.deleted_at),
          like(priceLists.code_erp, 'TB%'),
        ),
      );
    expect(live).toEqual([]);
  });

  it('keeps the uuid of an existing row and tombstones with deleted: true, shown in a since pull', async () => {
    await send(integration.catalogue.products, [product('D1'), product('D2')]);
    const snapshot = await pullProducts();
    const d1 = snapshot.body.data.find((row) => row.code_erp === 'D1');
    const cursor = snapshot.body.meta.cursor;

    const deletion = await send(integration.catalogue.products, [
      { code_erp: 'D1', deleted: true },
      { code_erp: 'NUNCA-ENVIADO', deleted: true },
    ]);
    expect(deletion.body.data).toEqual({ received: 2, upserted: 0, deleted: 2, errors: [] });
    const delta = await pullProducts({ since: cursor });
    expect(delta.body.data).toHaveLength(1);
    expect(delta.body.data[0]).toMatchObject({ uuid: d1?.uuid, code_erp: 'D1' });
    expect(delta.body.data[0]?.deleted_at).toEqual(expect.any(String));
    expect((await pullProducts()).body.data.map((row) => row.code_erp)).not.toContain('D1');

    const revived = await send(integration.catalogue.products, [product('D1', { description: 'De volta' })]);
    expect(revived.body.data.upserted).toBe(1);
    const again = await pullProducts({ since: delta.body.meta.cursor });
    expect(again.body.data).toEqual([
      expect.objectContaining({ uuid: d1?.uuid, code_erp: 'D1', description: 'De volta', deleted_at: null }),
    ]);
  });

  it('stores the limits of a form’s conditions; a row without them keeps what is stored, null clears', async () => {
    const call = integration.catalogue.formPayments;
    const pullForm = async (code: string) =>
      (await callApi<Page>(app.baseUrl, api.catalogue.formPayments, { token: session })).body.data.find(
        (row) => row.code_erp === code,
      );
    const pix = { description: 'PIX', code_erp: 'PIX-L', inative: 0, hierarchies: [] };
    // A form sent without limits (an ERP built before them) has none.
    expect((await send(call, [pix])).body.data).toMatchObject({ upserted: 1, errors: [] });
    expect(await pullForm('PIX-L')).toMatchObject({ max_parcels: null, max_days: null, only_type_1: false });
    expect(
      (await send(call, [{ ...pix, max_parcels: 1, max_days: 0, only_type_1: true }])).body.data,
    ).toMatchObject({
      upserted: 1,
      errors: [],
    });
    expect(await pullForm('PIX-L')).toMatchObject({ max_parcels: 1, max_days: 0, only_type_1: true });
    // Left out, they stay; sent, they are what the row says, null clearing a limit.
    await send(call, [{ ...pix, description: 'PIX instantâneo' }]);
    expect(await pullForm('PIX-L')).toMatchObject({
      description: 'PIX instantâneo',
      max_parcels: 1,
      max_days: 0,
      only_type_1: true,
    });
    await send(call, [{ ...pix, max_parcels: null, only_type_1: false }]);
    expect(await pullForm('PIX-L')).toMatchObject({ max_parcels: null, max_days: 0, only_type_1: false });
    // Out of range, the row is refused by field.
    const bad = await send(call, [{ ...pix, max_parcels: 0, max_days: -1, only_type_1: 'sim' }]);
    expect(bad.body.data.errors).toEqual([
      {
        index: 0,
        key: 'PIX-L',
        errors: {
          max_parcels: [expect.any(String)],
          max_days: [expect.any(String)],
          only_type_1: [expect.any(String)],
        },
      },
    ]);
  });

  it('keys price lists by list and product', async () => {
    const row = (code_erp_product: string, price: number) => ({
      description: 'Tabela Atacado',
      code_erp: 'ATA',
      code_erp_product,
      price,
      vigence_date: null,
      inative: 0,
    });
    await send(integration.catalogue.priceLists, [row('K1', 100), row('K2', 200)]);
    await send(integration.catalogue.priceLists, [row('K1', 150)]);
    const pulled = await callApi(app.baseUrl, api.catalogue.priceLists, { token: session });
    const atacado = pulled.body.data
      .filter((entry) => entry.code_erp === 'ATA')
      .map((entry) => [entry.code_erp_product, entry.price]);
    expect(atacado.sort()).toEqual([
      ['K1', 150],
      ['K2', 200],
    ]);
  });

  it("keeps companies apart: a key writes only its company's rows", async () => {
    const other = await createTenant(app);
    const otherSession = await login(app, other.company.id, other.accessToken, 'aparelho-b');
    await send(
      integration.catalogue.products,
      [product('ISO', { description: 'Da empresa B' })],
      other.integrationKey,
    );
    await send(integration.catalogue.products, [product('ISO', { description: 'Da empresa A' })]);
    await send(integration.catalogue.products, [{ code_erp: 'ISO', deleted: true }]);

    const mine = await pullProducts({ since: '0' });
    expect(mine.body.data.find((row) => row.code_erp === 'ISO')).toMatchObject({
      description: 'Da empresa A',
      deleted_at: expect.any(String),
    });
    const theirs = await pullProducts({}, otherSession);
    expect(theirs.body.data).toEqual([
      expect.objectContaining({ code_erp: 'ISO', description: 'Da empresa B', deleted_at: null }),
    ]);
    const rows = await app.db.select().from(products).where(eq(products.code_erp, 'ISO'));
    expect(new Set(rows.map((row) => row.uuid)).size).toBe(2);
  });

  it('creates sellers with a profile by ERP code, refuses an unknown profile, and never issues a token', async () => {
    await send(integration.access.profiles, [
      { description: 'Vendedor externo', code_erp: 'EXT', permissions: [{ name: 'canViewClient' }] },
    ]);
    const seller = (code_erp: string, profile_code_erp: string, extra: Record<string, unknown> = {}) => ({
      name: `Vendedor ${code_erp}`,
      email: null,
      code_erp,
      profile_code_erp,
      ...extra,
    });
    const response = await send(integration.access.sellers, [
      seller('S1', 'EXT'),
      seller('S2', 'NAO-EXISTE'),
      seller('S3', 'EXT', { team_code_erp: 'SEM-EQUIPE' }),
      { ...seller('S4', 'EXT'), token: 'o ERP não manda tokens' },
    ]);
    expect(response.body.data).toEqual({
      received: 4,
      upserted: 2,
      deleted: 0,
      errors: [
        { index: 1, key: 'S2', errors: { profile_code_erp: ['Perfil não encontrado'] } },
        { index: 2, key: 'S3', errors: { team_code_erp: ['Equipe não encontrada'] } },
      ],
    });
    const [created] = await app.db
      .select()
      .from(sellers)
      .where(and(eq(sellers.company_id, tenant.company.id), eq(sellers.code_erp, 'S4')));
    expect(created?.token_hash).toBeNull();

    if (!created) throw new Error('vendedor S4 não gravado');
    const token = await rotateSellerToken(app.db, created.id, app.deps.clock());
    const s4Session = await login(app, tenant.company.id, token, 'aparelho-s4');
    const me = await callApi(app.baseUrl, api.catalogue.seller, { token: s4Session });
    expect(me.body.data).toMatchObject({ code_erp: 'S4', name: 'Vendedor S4', team_uuid: null });

    const stopped = await send(integration.access.sellers, [seller('S4', 'EXT', { inative: 1 })]);
    expect(stopped.body.data.upserted).toBe(1);
    expect((await callApi(app.baseUrl, api.catalogue.seller, { token: s4Session })).status).toBe(401);
  });

  it('takes 5000 rows in one call, even past the 1 MiB limit of the device API', async () => {
    const description = `Pão de fermentação natural ${'x'.repeat(200)}`;
    const rows = Array.from({ length: 5000 }, (_, i) =>
      product(`L${String(i).padStart(4, '0')}`, { description }),
    );
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(1024 * 1024);
    const response = await send(integration.catalogue.products, rows);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ received: 5000, upserted: 5000, deleted: 0, errors: [] });
    const stored = await app.db
      .select({ code: products.code_erp })
      .from(products)
      .where(and(eq(products.company_id, tenant.company.id), like(products.code_erp, 'L%')));
    expect(stored).toHaveLength(5000);
    const tooMany = await send(integration.catalogue.products, [...rows, product('L5000')]);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ rows: ['Informe no máximo 5000 itens'] });
  });

  it('refuses only the row whose number passes its column, by index, and stores the others (issue 23 §1)', async () => {
    // 2,147,483,648 is one past a PostgreSQL integer: it used to reach the insert and fail the
    // whole batch ("Há caracteres ou números fora do permitido"), valid rows included.
    const pastInteger = 2_147_483_648;
    const condition = (code_erp: string, type: number) => ({
      code_erp,
      description: `Condição ${code_erp}`,
      inative: 0,
      parcels: 1,
      type,
      itens: [{ parcel: 1, days: 30 }],
    });
    const conditions = await send(integration.catalogue.conditionPayments, [
      condition('T1', 1),
      condition('T2', pastInteger),
      condition('T3', 2_147_483_647),
    ]);
    expect(conditions).toEqual({
      status: 200,
      body: {
        data: {
          received: 3,
          upserted: 2,
          deleted: 0,
          errors: [{ index: 1, key: 'T2', errors: { type: ['O valor deve ser no máximo 2147483647'] } }],
        },
      },
    });
    const pulled = await callApi<Page>(app.baseUrl, api.catalogue.conditionPayments, { token: session });
    const codes = pulled.body.data.map((row) => row.code_erp);
    expect(codes).toEqual(expect.arrayContaining(['T1', 'T3']));
    expect(codes).not.toContain('T2');

    const order = (num_op: string, quantity_planned: number) => ({
      num_op,
      code_erp_product: 'P002',
      description: 'Bolo de fubá',
      unit: 'KG',
      quantity_planned,
      status: 'Planejada',
      start_date: null,
      due_date: null,
    });
    const orders = await send(integration.production.orders, [
      order('Q1', pastInteger),
      order('Q2', 1_000_000),
    ]);
    expect(orders).toEqual({
      status: 200,
      body: {
        data: {
          received: 2,
          upserted: 1,
          deleted: 0,
          errors: [
            {
              index: 0,
              key: 'Q1',
              errors: { quantity_planned: ['A quantidade deve ser no máximo 1.000.000'] },
            },
          ],
        },
      },
    });
    const stored = await app.db
      .select({ num_op: productionOrders.num_op, quantity_planned: productionOrders.quantity_planned })
      .from(productionOrders)
      .where(eq(productionOrders.company_id, tenant.company.id));
    expect(stored.map((row) => row.num_op)).toEqual(['Q2']);
  });

  it('refuses a batch that is not a list of 1 to 5000 rows as a whole', async () => {
    const empty = await send(integration.catalogue.products, []);
    expect(empty).toEqual({
      status: 422,
      body: { message: errorMessages.validationFailed, errors: { rows: ['Informe ao menos 1 item'] } },
    });
    const missing = await callApi(
      app.baseUrl,
      integration.catalogue.products,
      { token: tenant.integrationKey, body: {} },
      INTEGRATION_BASE,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ rows: ['Campo obrigatório'] });
  });
});
