import { randomUUID } from 'node:crypto';
import { api, errorMessages } from '@rota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channels,
  conditionPayments,
  descParameters,
  finalities,
  formPayments,
  priceLists,
  products,
  profiles,
  teams,
  volumes,
} from '../../db/schema/index.ts';
import {
  channelRow,
  conditionPaymentRow,
  descParameterRow,
  finalityRow,
  formPaymentRow,
  insertSynced,
  priceListRow,
  productRow,
  softDeleteSynced,
  teamRow,
  updateSynced,
  volumeRow,
} from '../../testing/catalogue-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const pulls = [
  ['products/all', api.catalogue.products],
  ['form-payments/all', api.catalogue.formPayments],
  ['condition-payments/all', api.catalogue.conditionPayments],
  ['listprice/all', api.catalogue.priceLists],
  ['channels/all', api.catalogue.channels],
  ['finalities/all', api.catalogue.finalities],
  ['desc-parameters/all', api.catalogue.descParameters],
  ['volumes/all', api.catalogue.volumes],
] as const;

interface Row {
  uuid?: string;
  id?: number;
  company_id: number;
  updated_at: string;
  deleted_at: string | null;
}
interface Page {
  data: Row[];
  meta: { cursor: string; has_more: boolean };
}

describe.each(testDatabaseKinds)('catalogue on %s', (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let token: string;
  let other: TestTenant;
  let otherToken: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    token = await login(app, tenant.company.id, tenant.accessToken);
    other = await createTenant(app);
    otherToken = await login(app, other.company.id, other.accessToken);
  }, 60_000);
  afterAll(() => app.close());

  const pull = async (
    call: (typeof pulls)[number][1],
    query: Record<string, string | number> = {},
    as = token,
  ) => {
    const response = await callApi<Page>(app.baseUrl, call, { token: as, query });
    expect(response.status).toBe(200);
    return response.body;
  };

  it.each(pulls)(
    'GET %s answers 401 "Sessão expirada, realize o login" without a session',
    async (_, call) => {
      expect(await callApi(app.baseUrl, call)).toEqual({
        status: 401,
        body: { message: errorMessages.sessionExpired },
      });
    },
  );

  it.each(pulls)('GET %s answers 422 "Cursor inválido" for a malformed since', async (_, call) => {
    const response = await callApi(app.baseUrl, call, { token, query: { since: 'ontem', limit: 0 } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      since: ['Cursor inválido'],
      limit: ['O valor deve ser no mínimo 1'],
    });
  });

  it('sends each catalogue entity of the company exactly as the domain shapes it, never another company’s', async () => {
    const company = tenant.company.id;
    const [product] = await insertSynced(app.db, company, products, [
      productRow(company, 1, {
        description: 'Pão Francês',
        unit: 'KG',
        price: 149_900,
        min_price: 139_900,
        category: '07',
      }),
    ]);
    const [form] = await insertSynced(app.db, company, formPayments, [
      formPaymentRow(company, 1, { max_parcels: 3, max_days: 90 }),
    ]);
    const [condition] = await insertSynced(app.db, company, conditionPayments, [
      conditionPaymentRow(company, 1, { inative: 1, min_order_value: 30_000 }),
    ]);
    const [price] = await insertSynced(app.db, company, priceLists, [
      priceListRow(company, 1, { vigence_date: null }),
    ]);
    const [channel] = await insertSynced(app.db, company, channels, [channelRow(company, 1)]);
    const [finality] = await insertSynced(app.db, company, finalities, [
      finalityRow(company, 1, { status: 0 }),
    ]);
    const [parameter] = await insertSynced(app.db, company, descParameters, [descParameterRow(company, 1)]);
    const [volume] = await insertSynced(app.db, company, volumes, [volumeRow(company, 1)]);
    // Another company's catalogue, with the same codes.
    const foreign = other.company.id;
    await insertSynced(app.db, foreign, products, [productRow(foreign, 1)]);
    await insertSynced(app.db, foreign, formPayments, [formPaymentRow(foreign, 1)]);
    await insertSynced(app.db, foreign, conditionPayments, [conditionPaymentRow(foreign, 1)]);
    await insertSynced(app.db, foreign, priceLists, [priceListRow(foreign, 1)]);
    await insertSynced(app.db, foreign, channels, [channelRow(foreign, 1)]);
    await insertSynced(app.db, foreign, finalities, [finalityRow(foreign, 1)]);
    await insertSynced(app.db, foreign, descParameters, [descParameterRow(foreign, 1)]);
    await insertSynced(app.db, foreign, volumes, [volumeRow(foreign, 1)]);

    const meta = (row: { updated_at: Date }) => ({
      updated_at: row.updated_at.toISOString(),
      deleted_at: null,
    });
    expect((await pull(api.catalogue.products)).data).toEqual([
      {
        uuid: product?.uuid,
        id: product?.id,
        company_id: company,
        description: 'Pão Francês',
        code_erp: 'P0001',
        unit: 'KG',
        // Issue 22 §3: the ERP said nothing of its decimals, so the unit decides (KG: up to 3).
        quantity_decimals: null,
        price: 149_900,
        // Issue 26 §3: the lowest unit price the ERP allows after discounts.
        min_price: 139_900,
        category: '07',
        barcode: '7891000100103',
        inative: 0,
        ...meta(product as { updated_at: Date }),
      },
    ]);
    expect((await pull(api.catalogue.formPayments)).data).toEqual([
      {
        uuid: form?.uuid,
        id: form?.id,
        description: 'Boleto 1',
        code_erp: 'BOL1',
        company_id: company,
        inative: 0,
        hierarchies: [{ description: 'Boleto 28 dias', code_erp: 'B28-1' }],
        max_parcels: 3,
        max_days: 90,
        only_type_1: false,
        ...meta(form as { updated_at: Date }),
      },
    ]);
    // Inactive rows are sent too, so the device learns they left the listing (§5 filters there).
    expect((await pull(api.catalogue.conditionPayments)).data).toEqual([
      {
        uuid: condition?.uuid,
        id: condition?.id,
        code_erp: 'C1',
        description: '30/60',
        company_id: company,
        inative: 1,
        parcels: 2,
        type: 1,
        itens: [
          { parcel: 1, days: 30 },
          { parcel: 2, days: 60 },
        ],
        min_order_value: 30_000,
        ...meta(condition as { updated_at: Date }),
      },
    ]);
    expect((await pull(api.catalogue.priceLists)).data).toEqual([
      {
        uuid: price?.uuid,
        description: 'Tabela Varejo',
        code_erp: 'T01',
        code_erp_product: 'P0001',
        price: 9_991,
        vigence_date: null,
        company_id: company,
        inative: 0,
        ...meta(price as { updated_at: Date }),
      },
    ]);
    expect((await pull(api.catalogue.channels)).data).toEqual([
      {
        uuid: channel?.uuid,
        description: 'Canal 1',
        code_erp: 'CAN1',
        company_id: company,
        inative: 0,
        ...meta(channel as { updated_at: Date }),
      },
    ]);
    expect((await pull(api.catalogue.finalities)).data).toEqual([
      {
        uuid: finality?.uuid,
        id: finality?.id,
        description: 'Finalidade 1',
        code_erp: 'F1',
        company_id: company,
        status: 0,
        ...meta(finality as { updated_at: Date }),
      },
    ]);
    expect((await pull(api.catalogue.descParameters)).data).toEqual([
      {
        id: parameter?.id,
        field: 'campo_1',
        company_id: company,
        ...meta(parameter as { updated_at: Date }),
      },
    ]);
    expect((await pull(api.catalogue.volumes)).data).toEqual([
      {
        id: volume?.id,
        field: 'Caixa 1',
        company_id: company,
        inative: 0,
        ...meta(volume as { updated_at: Date }),
      },
    ]);
    // The other company sees only its own rows.
    for (const [, call] of pulls) {
      const page = await pull(call, {}, otherToken);
      expect(page.data.map((row) => row.company_id)).toEqual([foreign]);
    }
  });

  describe('paging and delta sync of products', () => {
    let company: number;
    let pagedToken: string;
    let inserted: { uuid: string }[];

    beforeAll(async () => {
      const paged = await createTenant(app);
      company = paged.company.id;
      pagedToken = await login(app, company, paged.accessToken);
      inserted = await insertSynced(
        app.db,
        company,
        products,
        Array.from({ length: 25 }, (_, i) => productRow(company, i + 1)),
      );
    });

    const uuids = (page: Page) => page.data.map((row) => row.uuid as string);

    it('pages 25 products by 10 as 10/10/5 with has_more true/true/false, all 25 once', async () => {
      const first = await pull(api.catalogue.products, { limit: 10 }, pagedToken);
      const second = await pull(api.catalogue.products, { limit: 10, since: first.meta.cursor }, pagedToken);
      const third = await pull(api.catalogue.products, { limit: 10, since: second.meta.cursor }, pagedToken);
      expect([first, second, third].map((page) => page.data.length)).toEqual([10, 10, 5]);
      expect([first, second, third].map((page) => page.meta.has_more)).toEqual([true, true, false]);
      const union = [...uuids(first), ...uuids(second), ...uuids(third)];
      expect(new Set(union).size).toBe(25);
      expect([...union].sort()).toEqual(inserted.map((row) => row.uuid).sort());
      // Nothing after the last page: the same cursor comes back with no rows.
      const after = await pull(api.catalogue.products, { limit: 10, since: third.meta.cursor }, pagedToken);
      expect(after).toEqual({ data: [], meta: { cursor: third.meta.cursor, has_more: false } });
    });

    it('resumes a cut sync from the last applied page’s cursor and loses nothing', async () => {
      const first = await pull(api.catalogue.products, { limit: 10 }, pagedToken);
      // The device stored page 1's cursor, then the connection dropped; later it resumes with a
      // larger page.
      const rest = await pull(api.catalogue.products, { limit: 100, since: first.meta.cursor }, pagedToken);
      expect(rest.meta.has_more).toBe(false);
      const union = [...uuids(first), ...uuids(rest)];
      expect(union).toHaveLength(25);
      expect([...union].sort()).toEqual(inserted.map((row) => row.uuid).sort());
    });

    it('sends only the changed row after a snapshot, with a new cursor; a deleted row comes as a tombstone', async () => {
      const snapshot = await pull(api.catalogue.products, {}, pagedToken);
      expect(snapshot.data).toHaveLength(25);
      expect(snapshot.meta.has_more).toBe(false);

      const changed = inserted[3]?.uuid as string;
      await updateSynced(app.db, company, products, products.uuid, changed, { price: 20_000 });
      const delta = await pull(api.catalogue.products, { since: snapshot.meta.cursor }, pagedToken);
      expect(delta.data).toEqual([
        expect.objectContaining({ uuid: changed, price: 20_000, deleted_at: null }),
      ]);
      expect(BigInt(delta.meta.cursor)).toBeGreaterThan(BigInt(snapshot.meta.cursor));

      const deleted = inserted[7]?.uuid as string;
      await softDeleteSynced(
        app.db,
        company,
        products,
        products.uuid,
        deleted,
        new Date('2026-11-22T14:00:00Z'),
      );
      const tombstones = await pull(api.catalogue.products, { since: delta.meta.cursor }, pagedToken);
      expect(tombstones.data).toEqual([
        expect.objectContaining({ uuid: deleted, deleted_at: '2026-11-22T14:00:00.000Z' }),
      ]);
      const after = await pull(api.catalogue.products, {}, pagedToken);
      expect(after.data).toHaveLength(24);
      expect(uuids(after)).not.toContain(deleted);
    });
  });

  describe('GET channels/{uuid}', () => {
    it('answers the company’s channel', async () => {
      const [channel] = await insertSynced(app.db, tenant.company.id, channels, [
        channelRow(tenant.company.id, 50, { description: 'Atacado', inative: 1 }),
      ]);
      const response = await callApi(app.baseUrl, api.catalogue.channel, {
        token,
        params: { uuid: channel?.uuid as string },
      });
      expect(response).toEqual({
        status: 200,
        body: {
          data: {
            uuid: channel?.uuid,
            description: 'Atacado',
            code_erp: 'CAN50',
            company_id: tenant.company.id,
            inative: 1,
          },
        },
      });
    });

    it('answers 404 for another company’s channel, a deleted one and an unknown uuid', async () => {
      const [foreign] = await insertSynced(app.db, other.company.id, channels, [
        channelRow(other.company.id, 51),
      ]);
      const [deleted] = await insertSynced(app.db, tenant.company.id, channels, [
        channelRow(tenant.company.id, 52),
      ]);
      await softDeleteSynced(app.db, tenant.company.id, channels, channels.uuid, deleted?.uuid as string);
      for (const uuid of [foreign?.uuid as string, deleted?.uuid as string, randomUUID()]) {
        const response = await callApi(app.baseUrl, api.catalogue.channel, { token, params: { uuid } });
        expect(response).toEqual({ status: 404, body: { message: 'Canal de venda não encontrado' } });
      }
    });

    it('answers 422 for a malformed uuid and 401 without a session', async () => {
      const malformed = await callApi(app.baseUrl, api.catalogue.channel, { token, params: { uuid: 'abc' } });
      expect(malformed.status).toBe(422);
      expect(malformed.body.errors).toEqual({ uuid: ['Identificador inválido'] });
      const anonymous = await callApi(app.baseUrl, api.catalogue.channel, { params: { uuid: randomUUID() } });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('teams, profiles and the session’s seller', () => {
    it('lists the company’s active, non-deleted teams only', async () => {
      const company = tenant.company.id;
      const [north, , , south] = await insertSynced(app.db, company, teams, [
        teamRow(company, 1, { name: 'Equipe Norte' }),
        teamRow(company, 2, { name: 'Equipe Inativa', inative: 1 }),
        teamRow(company, 3, { name: 'Equipe Excluída' }),
        teamRow(company, 4, { name: 'Equipe Sul' }),
      ]);
      await softDeleteSynced(app.db, company, teams, teams.code_erp, 'E3');
      await insertSynced(app.db, other.company.id, teams, [
        teamRow(other.company.id, 1, { name: 'Equipe Alheia' }),
      ]);
      const response = await callApi(app.baseUrl, api.catalogue.teams, { token });
      expect(response).toEqual({
        status: 200,
        body: {
          data: [
            { uuid: north?.uuid, name: 'Equipe Norte', company_id: company, inative: 0 },
            { uuid: south?.uuid, name: 'Equipe Sul', company_id: company, inative: 0 },
          ],
        },
      });
      expect((await callApi(app.baseUrl, api.catalogue.teams)).status).toBe(401);
    });

    it('lists every non-deleted profile of the company with its permissions', async () => {
      const own = await createTenant(app, { permissions: ['canCreateClient', 'canEditClient'] });
      const ownToken = await login(app, own.company.id, own.accessToken);
      const supervisor = await addSeller(app, own, ['canViewAllClients'], 'SUP1');
      const retired = await addSeller(app, own, ['canViewClient'], 'OLD1');
      await softDeleteSynced(app.db, own.company.id, profiles, profiles.id, retired.seller.profile_id);

      const response = await callApi(app.baseUrl, api.catalogue.profiles, { token: ownToken });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([
        {
          id: own.profileId,
          company_id: own.company.id,
          description: 'Vendedor',
          permissions: [{ name: 'canCreateClient' }, { name: 'canEditClient' }],
        },
        {
          id: supervisor.seller.profile_id,
          company_id: own.company.id,
          description: 'Perfil SUP1',
          permissions: [{ name: 'canViewAllClients' }],
        },
      ]);
      expect((await callApi(app.baseUrl, api.catalogue.profiles)).status).toBe(401);
    });

    it('answers the session’s seller, never the token', async () => {
      const response = await callApi(app.baseUrl, api.catalogue.seller, { token });
      expect(response).toEqual({
        status: 200,
        body: {
          data: {
            id: tenant.seller.id,
            company_id: tenant.company.id,
            name: expect.stringMatching(/^Vendedor \d+$/),
            email: null,
            code_erp: tenant.seller.code_erp,
            profile_id: tenant.profileId,
            team_uuid: null,
          },
        },
      });
      const otherSeller = await callApi(app.baseUrl, api.catalogue.seller, { token: otherToken });
      expect(otherSeller.body.data.id).toBe(other.seller.id);
      expect((await callApi(app.baseUrl, api.catalogue.seller)).status).toBe(401);
    });
  });
});
