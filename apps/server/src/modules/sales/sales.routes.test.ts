import { randomUUID } from 'node:crypto';
import { api, errorMessages, INTEGRATION_BASE, integration } from '@rota/contract';
import { SELLER_PERMISSIONS } from '@rota/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channels,
  conditionPayments,
  finalities,
  formPayments,
  idempotencyKeys,
  saleItems,
  salePayments,
  sales,
} from '../../db/schema/index.ts';
import { channelRow, finalityRow, insertSynced, updateSynced } from '../../testing/catalogue-builders.ts';
import { createSaleFixture, type SaleFixture, setSaleStatus } from '../../testing/sale-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { setCompanyMinimumOrder } from '../admin/index.ts';
import type { SaleBody } from './sale-body.ts';

describe.each(testDatabaseKinds)('sales on %s', (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let token: string;
  let colleagueToken: string;
  let colleagueId: number;
  let supervisorToken: string;
  let otherToken: string;
  let fx: SaleFixture;
  let colleagueFx: SaleFixture;
  let otherFx: SaleFixture;
  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    other = await createTenant(app);
    token = await login(app, tenant.company.id, tenant.accessToken);
    const colleague = await addSeller(app, tenant, SELLER_PERMISSIONS, 'V-COLEGA');
    colleagueId = colleague.seller.id;
    colleagueToken = await login(app, tenant.company.id, colleague.accessToken, 'aparelho-colega');
    const supervisor = await addSeller(app, tenant, [...SELLER_PERMISSIONS, 'canViewAllSales'], 'SUP');
    supervisorToken = await login(app, tenant.company.id, supervisor.accessToken, 'aparelho-supervisor');
    otherToken = await login(app, other.company.id, other.accessToken, 'aparelho-outra');
    fx = await createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      seller_code: tenant.seller.code_erp,
    });
    colleagueFx = await createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: colleagueId,
      seller_code: 'V-COLEGA',
    });
    otherFx = await createSaleFixture(app.db, {
      company_id: other.company.id,
      seller_id: other.seller.id,
      seller_code: other.seller.code_erp,
    });
  }, 60_000);
  afterAll(() => app.close());

  const post = (body: unknown, as: string | null = token) =>
    callApi(app.baseUrl, api.sales.create, { token: as, body });
  const pullMine = (query: Record<string, string> = {}, as = token) =>
    callApi(app.baseUrl, api.sales.allSeller, { token: as, query });
  const storedSale = async (uuid: string) => {
    const [row] = await app.db.select().from(sales).where(eq(sales.uuid, uuid));
    return row ?? null;
  };
  /**
   * The answer a user expects for a body: the same sale, with the server's sync metadata and
   * approval fields (none of these sales passes the seller's discount limit: none waits).
   */
  const asAnswered = (body: SaleBody) => ({
    ...body,
    // The server's own fields: who sold it, and the approval (none needed here).
    seller_name: tenant.seller.name,
    approval_status: null,
    approval_reasons: [],
    approval_decisions: [],
    approval_credit: null,
    approval_stock: [],
    updated_at: expect.any(String),
    deleted_at: null,
  });

  it('stores a sale with 3 items and 2 payments and gives it back exactly, on POST and on all-seller', async () => {
    const sale = fx.sale({
      status: 'Aguardando Finalizar',
      competence_at: '2026-11-23',
      pre_sale: true,
      notes: 'Entregar pela manhã',
      delivery_address: fx.deliveryAddressUuid,
      items: [
        fx.item({ id: 1, quantity: 2, unit_price: 15_000, discount: 50 }),
        fx.item({
          id: 2,
          code_erp_product: 'P002',
          description: 'Café Torrado 500 g',
          unit: 'PCT',
          quantity: 3,
          unit_price: 3_333,
          price_list_uuid: fx.priceListUuid,
        }),
        fx.item({ id: 3, code_erp_product: 'P003', description: 'Leite', unit: 'L', quantity: 12 }),
      ],
      payments: [
        fx.payment({ price: 1_000 }),
        fx.payment({ form: fx.forms.pix, condition: fx.conditions.cash, price: 1_051 }),
      ],
    });
    const created = await post(sale);
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual(asAnswered(sale));

    const pulled = await pullMine();
    expect(pulled.status).toBe(200);
    expect(pulled.body.data.find((row: { uuid: string }) => row.uuid === sale.uuid)).toEqual(
      created.body.data,
    );
    // 2 × R$ 1,50 − R$ 0,50 + 3 × R$ 0,3333 (R$ 1,00) + 12 × R$ 1,50 = R$ 21,50
    expect((await storedSale(sale.uuid))?.total).toBe(2_150);
    expect((await storedSale(sale.uuid))?.received_at.toISOString()).toBe(app.deps.clock().toISOString());
  });

  it('writes the sale to the session’s company and seller, whatever the body names', async () => {
    const sale = fx.sale({ company_id: other.company.id, seller_id: 999_999 });
    const created = await post(sale);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ company_id: tenant.company.id, seller_id: tenant.seller.id });
    expect(await storedSale(sale.uuid)).toMatchObject({
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
    });
  });

  it('answers a replay with the first answer and writes nothing (no new version)', async () => {
    const sale = fx.sale();
    const first = await post(sale);
    expect(first.status).toBe(200);
    const cursor = (await pullMine()).body.meta.cursor;
    const eventsBefore = app.events.length;

    const replay = await post(sale);
    expect(replay).toEqual(first);
    const delta = await pullMine({ since: cursor });
    expect(delta.body).toEqual({ data: [], meta: { cursor, has_more: false } });
    expect(app.events.length).toBe(eventsBefore);
  });

  it('announces sale.status with the row’s cursor after a new sale and after a status change, not otherwise', async () => {
    const sale = fx.sale();
    const before = (await pullMine()).body.meta.cursor;
    expect((await post(sale)).status).toBe(200);
    const delta = await pullMine({ since: before });
    expect(delta.body.data.map((row: { uuid: string }) => row.uuid)).toEqual([sale.uuid]);
    expect(app.events.at(-1)).toEqual({
      type: 'sale.status',
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      sale_uuid: sale.uuid,
      status: 'Aberto',
      cursor: delta.body.meta.cursor,
    });

    const eventsBefore = app.events.length;
    await post({ ...sale, notes: 'Só as observações mudaram' });
    expect(app.events.length).toBe(eventsBefore);

    await post({ ...sale, status: 'Finalizado' });
    const finalised = await pullMine({ since: delta.body.meta.cursor });
    expect(finalised.body.data.map((row: { uuid: string }) => row.uuid)).toEqual([sale.uuid]);
    // The fixture's bread has a bakery category: the bakery hears of its new line too.
    expect(app.events.slice(eventsBefore).map((event) => event.type)).toEqual([
      'sale.status',
      'bakery.changed',
    ]);
    expect(app.events.filter((event) => event.type === 'sale.status').at(-1)).toMatchObject({
      type: 'sale.status',
      sale_uuid: sale.uuid,
      status: 'Finalizado',
      cursor: finalised.body.meta.cursor,
    });
  });

  it('updates a sale still Aberto: new lines replace the old ones, with a new version', async () => {
    const sale = fx.sale({
      items: [fx.item({ id: 1 }), fx.item({ id: 2, code_erp_product: 'P002' })],
      payments: [fx.payment({ price: 300 }), fx.payment({ form: fx.forms.pix, price: 0 })],
    });
    await post(sale);
    const cursor = (await pullMine()).body.meta.cursor;

    const keptItem = { ...(sale.items[0] as SaleBody['items'][number]), quantity: 5 };
    const changed: SaleBody = {
      ...sale,
      status: 'Aguardando Finalizar',
      items: [keptItem, fx.item({ id: 2, code_erp_product: 'P009', description: 'Bolo de Fubá' })],
      payments: [fx.payment({ price: 1_050 })],
    };
    const updated = await post(changed);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual(asAnswered(changed));

    const delta = await pullMine({ since: cursor });
    expect(delta.body.data).toEqual([updated.body.data]);
    const itemRows = await app.db.select().from(saleItems).where(eq(saleItems.sale_uuid, sale.uuid));
    expect(itemRows.map((row) => row.uuid).sort()).toEqual(changed.items.map((item) => item.uuid).sort());
    const [payments] = await app.db
      .select({ n: count() })
      .from(salePayments)
      .where(eq(salePayments.sale_uuid, sale.uuid));
    expect(payments?.n).toBe(1);
    expect((await storedSale(sale.uuid))?.total).toBe(750 + 300);
  });

  it('refuses with 409 a different body once the stored sale is Finalizado, and keeps the stored one', async () => {
    const sale = fx.sale({ status: 'Finalizado' });
    const created = await post(sale);
    expect(created.status).toBe(200);

    const resent = await post({ ...sale, items: [fx.item({ quantity: 9 })] });
    expect(resent).toEqual({ status: 409, body: { message: errorMessages.conflict } });
    expect((await pullMine()).body.data.find((row: { uuid: string }) => row.uuid === sale.uuid)).toEqual(
      created.body.data,
    );
    // The first body is still a replay.
    expect(await post(sale)).toEqual(created);
  });

  it('does not let a finalised sale return to Aberto (409)', async () => {
    const sale = fx.sale({ status: 'Finalizado' });
    await post(sale);
    const reopened = await post({ ...sale, status: 'Aberto' });
    expect(reopened).toEqual({ status: 409, body: { message: errorMessages.conflict } });
    expect((await storedSale(sale.uuid))?.status).toBe('Finalizado');
  });

  it('refuses with 409 a resend once the ERP took the sale (Integrado)', async () => {
    const sale = fx.sale({ status: 'Aguardando Finalizar' });
    await post(sale);
    await setSaleStatus(app.db, tenant.company.id, sale.uuid, { status: 'Integrado' });
    const resent = await post({ ...sale, status: 'Finalizado' });
    expect(resent).toEqual({ status: 409, body: { message: errorMessages.conflict } });
    expect((await storedSale(sale.uuid))?.status).toBe('Integrado');
  });

  it('answers 404 for a sale uuid of another company and leaves that sale alone', async () => {
    const theirs = otherFx.sale();
    expect((await post(theirs, otherToken)).status).toBe(200);

    const clash = await post({ ...theirs, company_id: tenant.company.id, seller_id: tenant.seller.id });
    expect(clash).toEqual({ status: 404, body: { message: errorMessages.notFound } });
    const replayOfTheirs = await post(theirs);
    expect(replayOfTheirs.status).toBe(404);
    const notes = await callApi(app.baseUrl, api.sales.addNotes, {
      token,
      params: { uuid: theirs.uuid },
      body: { notes: 'invasão' },
    });
    expect(notes.status).toBe(404);
    expect(await storedSale(theirs.uuid)).toMatchObject({ company_id: other.company.id, notes: null });
    expect((await pullMine()).body.data.some((row: { uuid: string }) => row.uuid === theirs.uuid)).toBe(
      false,
    );
  });

  it('scopes sales to their seller unless the profile grants canViewAllSales', async () => {
    const mineSale = fx.sale();
    await post(mineSale);
    const colleagueSale = colleagueFx.sale();
    expect((await post(colleagueSale, colleagueToken)).status).toBe(200);

    const uuidsOf = (response: { body: { data: { uuid: string; seller_id: number }[] } }) =>
      response.body.data.map((row) => row.uuid);
    expect(uuidsOf(await pullMine())).toContain(mineSale.uuid);
    expect(uuidsOf(await pullMine())).not.toContain(colleagueSale.uuid);
    expect(uuidsOf(await pullMine({}, colleagueToken))).toEqual([colleagueSale.uuid]);
    const all = await pullMine({}, supervisorToken);
    expect(uuidsOf(all)).toEqual(expect.arrayContaining([mineSale.uuid, colleagueSale.uuid]));

    // Another seller's uuid is not found, neither to write nor to annotate.
    expect((await post({ ...mineSale, notes: 'do colega' }, colleagueToken)).status).toBe(404);
    const notes = await callApi(app.baseUrl, api.sales.addNotes, {
      token: colleagueToken,
      params: { uuid: mineSale.uuid },
      body: { notes: 'do colega' },
    });
    expect(notes.status).toBe(404);
    // A supervisor may annotate and resend it; the sale stays its seller's.
    const supervised = await post({ ...mineSale, notes: 'revisado' }, supervisorToken);
    expect(supervised.status).toBe(200);
    expect(supervised.body.data).toMatchObject({ seller_id: tenant.seller.id, notes: 'revisado' });
  });

  it('answers malformed sales with 422 and pt-BR field errors', async () => {
    const sale = fx.sale();
    const response = await post({
      ...sale,
      uuid: 'não-é-uuid',
      items: [fx.item({ quantity: -1 })],
    });
    expect(response).toEqual({
      status: 422,
      body: {
        message: errorMessages.validationFailed,
        // Issue 22 §3: the quantity rule's own words (a line may be 0,5 kg, so "no mínimo 1" no longer holds).
        errors: {
          uuid: ['Identificador inválido'],
          'items.0.quantity': ['A quantidade deve ser maior que zero'],
        },
      },
    });
    const integration = await post({ ...sale, status: 'Integrado' });
    expect(integration.status).toBe(422);
    expect(Object.keys(integration.body.errors ?? {})).toEqual(['status']);
    expect(await storedSale(sale.uuid)).toBeNull();
  });

  it('refuses a discount above the line’s gross value or the company’s limit and repeated lines with 422 by field', async () => {
    const sale = fx.sale({
      items: [
        // 2 × R$ 1,50 = R$ 3,00: a R$ 3,01 discount is too much, R$ 3,00 passes the 20% limit.
        fx.item({ id: 1, discount: 301 }),
        fx.item({ id: 2, discount: 300 }),
        fx.item({ id: 2 }),
      ],
      payments: [],
    });
    const response = await post(sale);
    expect(response).toEqual({
      status: 422,
      body: {
        message: errorMessages.validationFailed,
        errors: {
          'items.0.discount': ['O desconto não pode ser maior que o valor do item'],
          'items.1.discount': ['O desconto passa do limite de 20% da empresa'],
          'items.2.id': ['Número de item repetido nesta venda'],
        },
      },
    });
    expect(await storedSale(sale.uuid)).toBeNull();
  });

  it('refuses each reference the seller may not use, naming its field, and stores nothing', async () => {
    const theirClient = otherFx.client;
    const cases: [string, SaleBody, string, string][] = [
      [
        'client of another company',
        fx.sale({ client_uuid: theirClient.uuid, client: theirClient }),
        'client_uuid',
        'Cliente não encontrado',
      ],
      [
        'client of another seller',
        fx.sale({ client_uuid: colleagueFx.client.uuid, client: colleagueFx.client }),
        'client_uuid',
        'Cliente não encontrado',
      ],
      [
        'delivery address of another company',
        fx.sale({ delivery_address: otherFx.deliveryAddressUuid }),
        'delivery_address',
        'Endereço de entrega não encontrado para este cliente',
      ],
      [
        'unknown product at unit price 0',
        fx.sale({ items: [fx.item({ product_uuid: randomUUID(), unit_price: 0 })], payments: [] }),
        'items.0.product_uuid',
        'Produto não encontrado',
      ],
      [
        'product of another company',
        fx.sale({ items: [fx.item({ product_uuid: otherFx.productUuid.P001 })] }),
        'items.0.product_uuid',
        'Produto não encontrado',
      ],
      [
        '100% discount where the company allows 20%',
        fx.sale({ items: [fx.item({ discount: 300 })], payments: [] }),
        'items.0.discount',
        'O desconto passa do limite de 20% da empresa',
      ],
      [
        'payment with an unknown form',
        fx.sale({ payments: [{ ...fx.payment({ price: 300 }), form_payment_id: 2_000_000_000 }] }),
        'payments.0.form_payment_id',
        'Forma de pagamento não encontrada ou inativa',
      ],
      [
        'payment form of another company',
        fx.sale({ payments: [fx.payment({ form: otherFx.forms.boleto, price: 300 })] }),
        'payments.0.form_payment_id',
        'Forma de pagamento não encontrada ou inativa',
      ],
      [
        'payment of R$ 9.999.999,99 for a R$ 3,00 sale',
        fx.sale({ payments: [fx.payment({ price: 999_999_999 })] }),
        'payments',
        'A soma dos pagamentos passa do total da venda',
      ],
      [
        'Finalizado paid in part',
        fx.sale({ status: 'Finalizado', payments: [fx.payment({ price: 299 })] }),
        'payments',
        'A soma dos pagamentos deve ser igual ao total da venda para finalizar',
      ],
    ];
    for (const [what, body, field, message] of cases) {
      const response = await post(body);
      expect({ what, status: response.status, errors: response.body.errors }).toEqual({
        what,
        status: 422,
        errors: { [field]: [message] },
      });
      expect(await storedSale(body.uuid)).toBeNull();
    }
  });

  it('refuses a finished sale under its condition’s or the company’s minimum order with what is missing, and takes one exactly at it', async () => {
    const company = tenant.company.id;
    const condition = fx.conditions.thirtySixty.id;
    const setConditionMinimum = (cents: number | null) =>
      updateSynced(app.db, company, conditionPayments, conditionPayments.id, condition, {
        min_order_value: cents,
      });
    const setCompanyMinimum = (cents: number | null) =>
      setCompanyMinimumOrder(app.db, company, cents, new Date());
    try {
      // The fixture's sale totals R$ 3,00.
      await setConditionMinimum(301);
      const short = fx.sale({ status: 'Finalizado', payments: [fx.payment({ price: 300 })] });
      const refused = await post(short);
      expect({ status: refused.status, errors: refused.body.errors }).toEqual({
        status: 422,
        errors: { payments: ['Faltam R$ 0,01 para o mínimo de R$ 3,01 da condição 30/60'] },
      });
      expect(await storedSale(short.uuid)).toBeNull();
      // A cart still being built may be under it.
      const open = fx.sale({ payments: [fx.payment({ price: 300 })] });
      expect((await post(open)).status).toBe(200);

      await setConditionMinimum(300);
      expect(
        (await post(fx.sale({ status: 'Finalizado', payments: [fx.payment({ price: 300 })] }))).status,
      ).toBe(200);

      await setConditionMinimum(null);
      await setCompanyMinimum(1_000);
      const underCompany = await post(
        fx.sale({ status: 'Finalizado', payments: [fx.payment({ price: 300 })] }),
      );
      expect(underCompany.body.errors).toEqual({
        payments: ['Faltam R$ 7,00 para o pedido mínimo de R$ 10,00 da empresa'],
      });
    } finally {
      await setConditionMinimum(null);
      await setCompanyMinimum(null);
    }
  });

  it('keeps the sale’s finality and channel, active ones of the company, on POST, all-seller and the ERP’s pending list', async () => {
    const company = tenant.company.id;
    await insertSynced(app.db, company, finalities, [
      finalityRow(company, 1, { code_erp: 'VEN', description: 'Venda' }),
      finalityRow(company, 2, { code_erp: 'BON-OLD', status: 0 }),
    ]);
    await insertSynced(app.db, company, channels, [
      channelRow(company, 1, { code_erp: 'VAR', description: 'Varejo' }),
      channelRow(company, 2, { code_erp: 'ATA-OLD', inative: 1 }),
    ]);
    await insertSynced(app.db, other.company.id, finalities, [
      finalityRow(other.company.id, 1, { code_erp: 'FX' }),
    ]);
    await insertSynced(app.db, other.company.id, channels, [
      channelRow(other.company.id, 1, { code_erp: 'CX' }),
    ]);

    const sale = fx.sale({
      status: 'Finalizado',
      finality_code_erp: 'VEN',
      channel_code_erp: 'VAR',
      payments: [fx.payment({ price: 300 })],
    });
    const created = await post(sale);
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual(asAnswered(sale));
    expect((await pullMine()).body.data.find((row) => row.uuid === sale.uuid)).toEqual(created.body.data);
    const pending = await callApi(
      app.baseUrl,
      integration.sales.pending,
      { token: tenant.integrationKey },
      INTEGRATION_BASE,
    );
    expect(pending.body.data.find((row) => row.uuid === sale.uuid)).toMatchObject({
      finality_code_erp: 'VEN',
      channel_code_erp: 'VAR',
    });

    const refused = [
      ['BON-OLD', 'ATA-OLD'], // inactive
      ['FX', 'CX'], // another company's
      ['NAO-EXISTE', 'NAO-EXISTE'],
    ];
    for (const [finality, channel] of refused) {
      const body = fx.sale({ finality_code_erp: finality ?? null, channel_code_erp: channel ?? null });
      const response = await post(body);
      expect({ finality, status: response.status, errors: response.body.errors }).toEqual({
        finality,
        status: 422,
        errors: {
          finality_code_erp: ['Finalidade não encontrada ou inativa'],
          channel_code_erp: ['Canal de venda não encontrado ou inativo'],
        },
      });
      expect(await storedSale(body.uuid)).toBeNull();
    }
  });

  it('takes a sale from an app built before finality and channel: the body leaves them out and they read null', async () => {
    const { finality_code_erp: _f, channel_code_erp: _c, ...older } = fx.sale();
    const created = await post(older);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      uuid: older.uuid,
      finality_code_erp: null,
      channel_code_erp: null,
    });
    expect(await storedSale(older.uuid)).toMatchObject({ finality_code_erp: null, channel_code_erp: null });
    // Sent again as it was, it is a replay.
    expect(await post(older)).toEqual(created);
  });

  it('refuses a payment whose condition its form does not offer (the form’s limits), naming the condition', async () => {
    const company = tenant.company.id;
    const limitPix = (limits: {
      max_parcels?: number | null;
      max_days?: number | null;
      only_type_1?: boolean;
    }) =>
      updateSynced(app.db, company, formPayments, formPayments.id, fx.forms.pix.id, {
        max_parcels: null,
        max_days: null,
        only_type_1: false,
        ...limits,
      });
    // 30/60 is 2 installments, the last 60 days out, of type 1 (the fixture's); À vista is 1 and 0.
    const thirtySixty = () => fx.sale({ payments: [fx.payment({ form: fx.forms.pix, price: 300 })] });
    const cash = () =>
      fx.sale({ payments: [fx.payment({ form: fx.forms.pix, condition: fx.conditions.cash, price: 300 })] });
    const refusal = {
      'payments.0.condition_payment_id': ['Condição de pagamento não permitida para a forma Pix'],
    };
    try {
      for (const limits of [{ max_days: 0 }, { max_parcels: 1 }, { max_parcels: 2, max_days: 59 }]) {
        await limitPix(limits);
        const refused = thirtySixty();
        const response = await post(refused);
        expect({ limits, status: response.status, errors: response.body.errors }).toEqual({
          limits,
          status: 422,
          errors: refusal,
        });
        expect(await storedSale(refused.uuid)).toBeNull();
        expect((await post(cash())).status).toBe(200);
      }
      // At its limits exactly, 30/60 goes.
      await limitPix({ max_parcels: 2, max_days: 60 });
      expect((await post(thirtySixty())).status).toBe(200);
    } finally {
      await limitPix({});
    }
  });

  it('stores nothing of a sale whose lines the database refuses: 422 for a repeated item, 409 for another sale’s item', async () => {
    const repeated = fx.item({ id: 1 });
    const twice = fx.sale({ items: [repeated, { ...repeated, id: 2 }] });
    const response = await post(twice);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ 'items.1.uuid': ['Item repetido nesta venda'] });
    expect(await storedSale(twice.uuid)).toBeNull();

    const first = fx.sale();
    await post(first);
    const taken = first.items[0] as SaleBody['items'][number];
    // The sale row is written, then its second item collides with the first sale's item on the
    // sale_items primary key: the whole sale must roll back.
    const colliding = fx.sale({ items: [fx.item({ id: 1 }), { ...taken, id: 2 }] });
    const eventsBefore = app.events.length;
    const refused = await post(colliding);
    expect(refused).toEqual({
      status: 409,
      body: {
        message: 'Um item desta venda já pertence a outra venda. Gere novos identificadores para os itens.',
      },
    });
    expect(await storedSale(colliding.uuid)).toBeNull();
    const orphanItems = await app.db
      .select()
      .from(saleItems)
      .where(inArray(saleItems.sale_uuid, [colliding.uuid, twice.uuid]));
    expect(orphanItems).toEqual([]);
    const keys = await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, colliding.uuid));
    expect(keys).toEqual([]);
    expect(app.events.length).toBe(eventsBefore);
    // The first sale keeps its item.
    const kept = await app.db.select().from(saleItems).where(eq(saleItems.uuid, taken.uuid));
    expect(kept.map((row) => row.sale_uuid)).toEqual([first.uuid]);
  });

  it('adds notes to a sale in any status; the same notes again change nothing', async () => {
    const sale = fx.sale();
    await post(sale);
    await setSaleStatus(app.db, tenant.company.id, sale.uuid, { status: 'Processado', code_erp: 'NF-1001' });
    const addNotes = (notes: string) =>
      callApi(app.baseUrl, api.sales.addNotes, { token, params: { uuid: sale.uuid }, body: { notes } });

    const noted = await addNotes('  Cliente pediu nota em nome da filial  ');
    expect(noted.status).toBe(200);
    expect(noted.body.data).toMatchObject({
      uuid: sale.uuid,
      status: 'Processado',
      code_erp: 'NF-1001',
      notes: 'Cliente pediu nota em nome da filial',
      items: sale.items,
      payments: sale.payments,
    });
    const cursor = (await pullMine()).body.meta.cursor;
    expect(await addNotes('Cliente pediu nota em nome da filial')).toEqual(noted);
    expect((await pullMine({ since: cursor })).body.data).toEqual([]);

    const cleared = await addNotes('');
    expect(cleared.body.data.notes).toBeNull();
    const missing = await callApi(app.baseUrl, api.sales.addNotes, {
      token,
      params: { uuid: randomUUID() },
      body: { notes: 'x' },
    });
    expect(missing.status).toBe(404);
  });

  it('lists processed and canceled sales in their own pulls', async () => {
    const processed = fx.sale({ status: 'Finalizado' });
    const canceled = fx.sale({ status: 'Finalizado' });
    const open = fx.sale();
    for (const sale of [processed, canceled, open]) await post(sale);
    await setSaleStatus(app.db, tenant.company.id, processed.uuid, {
      status: 'Processado',
      code_erp: 'NF-7',
    });
    await setSaleStatus(app.db, tenant.company.id, canceled.uuid, {
      status: 'Cancelado',
      code_erp: 'NF-8',
      reason_canceled: 'Cliente desistiu',
    });
    const colleagueSale = colleagueFx.sale();
    await post(colleagueSale, colleagueToken);
    await setSaleStatus(app.db, tenant.company.id, colleagueSale.uuid, {
      status: 'Processado',
      code_erp: 'X',
    });

    // Earlier tests moved sales of this seller too: look at this test's sales, and check every
    // row the pull sends has the pull's status.
    const ours = new Set([processed, canceled, open, colleagueSale].map((sale) => sale.uuid));
    const pull = async (call: typeof api.sales.allProcessed | typeof api.sales.allCanceled, as = token) => {
      const response = await callApi(app.baseUrl, call, { token: as });
      expect(response.status).toBe(200);
      const rows: { uuid: string; status: string }[] = response.body.data;
      expect(new Set(rows.map((row) => row.status))).toEqual(
        new Set([call === api.sales.allProcessed ? 'Processado' : 'Cancelado']),
      );
      return rows.filter((row) => ours.has(row.uuid));
    };
    const processedRows = await pull(api.sales.allProcessed);
    expect(processedRows).toEqual([
      expect.objectContaining({ uuid: processed.uuid, code_erp: 'NF-7', items: processed.items }),
    ]);
    expect(await pull(api.sales.allCanceled)).toEqual([
      expect.objectContaining({ uuid: canceled.uuid, code_erp: 'NF-8', reason_canceled: 'Cliente desistiu' }),
    ]);
    const supervised = await pull(api.sales.allProcessed, supervisorToken);
    expect(supervised.map((row) => row.uuid)).toEqual([processed.uuid, colleagueSale.uuid]);
  });

  it('pages all-seller by version and resumes from the cursor', async () => {
    const fresh = await createTenant(app);
    const freshToken = await login(app, fresh.company.id, fresh.accessToken, 'aparelho-paginas');
    const owner = { company_id: fresh.company.id, seller_id: fresh.seller.id };
    const freshFx = await createSaleFixture(app.db, { ...owner, seller_code: fresh.seller.code_erp });
    const bodies = [freshFx.sale(), freshFx.sale(), freshFx.sale()];
    for (const body of bodies) await post(body, freshToken);

    const first = await pullMine({ limit: '2' }, freshToken);
    expect(first.body.data.map((row: { uuid: string }) => row.uuid)).toEqual([
      bodies[0]?.uuid,
      bodies[1]?.uuid,
    ]);
    expect(first.body.meta.has_more).toBe(true);
    const second = await pullMine({ limit: '2', since: first.body.meta.cursor }, freshToken);
    expect(second.body.data.map((row: { uuid: string }) => row.uuid)).toEqual([bodies[2]?.uuid]);
    expect(second.body.data[0]?.items).toEqual(bodies[2]?.items);
    expect(second.body.meta.has_more).toBe(false);
  });

  it('asks for a session (401) and the history permission (403)', async () => {
    expect(await post(fx.sale(), null)).toEqual({
      status: 401,
      body: { message: errorMessages.sessionExpired },
    });
    const limited = await addSeller(app, tenant, ['canCreateClient'], 'SEM-HIST');
    const limitedToken = await login(app, tenant.company.id, limited.accessToken, 'aparelho-sem-hist');
    const response = await callApi(app.baseUrl, api.sales.allProcessed, { token: limitedToken });
    expect(response).toEqual({ status: 403, body: { message: errorMessages.forbidden } });
  });
});
