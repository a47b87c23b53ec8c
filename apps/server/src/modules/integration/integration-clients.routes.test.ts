import { randomUUID } from 'node:crypto';
import { api, errorMessages, INTEGRATION_BASE, integration } from '@rota/contract';
import type { Client } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index.ts';
import { softDeleteSynced } from '../../testing/catalogue-builders.ts';
import { clientBody, deliveryAddressBody } from '../../testing/client-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** Opening PGlite (WASM) and migrating takes seconds, more on a busy machine. */
const STARTUP_TIMEOUT_MS = 120_000;

type SyncedClient = Client & { updated_at: string; deleted_at: string | null };

interface Page {
  data: SyncedClient[];
  meta: { cursor: string; has_more: boolean };
}

interface LinkResult {
  data: {
    received: number;
    linked: number;
    errors: { index: number; key: string | null; errors: Record<string, string[]> }[];
  };
}

/** A client row as the ERP sends it to `clients/bulk`. */
function erpClient(code_erp: string, overrides: Record<string, unknown> = {}) {
  const {
    uuid: _u,
    id: _i,
    company_id: _c,
    last_visit: _l,
    delivery_addresses: _d,
    ...row
  } = clientBody(0, { code_erp, code_erp_seller: 'VA', status: 'Aprovado' });
  return { ...row, ...overrides };
}

describe.each(testDatabaseKinds)(
  'ERP and the clients devices register, on %s',
  { timeout: 30_000 },
  (kind) => {
    let app: TestApp;
    let tenant: TestTenant;
    /** Seller VA: sees their own clients. */
    let tokenA: string;
    /** Seller VB of the same company. */
    let tokenB: string;

    beforeAll(async () => {
      app = await startTestApp(kind);
      tenant = await createTenant(app, { sellerCode: 'VA' });
      tokenA = await login(app, tenant.company.id, tenant.accessToken);
      const sellerB = await addSeller(
        app,
        tenant,
        ['canCreateClient', 'canEditClient', 'canViewClient'],
        'VB',
      );
      tokenB = await login(app, tenant.company.id, sellerB.accessToken);
    }, STARTUP_TIMEOUT_MS);
    afterAll(() => app?.close());

    const bulk = (rows: unknown[], key = tenant.integrationKey) =>
      callApi<{ data: { received: number; upserted: number; errors: unknown[] } }>(
        app.baseUrl,
        integration.clients.clients,
        { token: key, body: { rows } },
        INTEGRATION_BASE,
      );
    const pending = (query: Record<string, string | number> = {}, key = tenant.integrationKey) =>
      callApi<Page>(app.baseUrl, integration.clients.pending, { token: key, query }, INTEGRATION_BASE);
    const link = (rows: unknown[], key = tenant.integrationKey) =>
      callApi<LinkResult>(
        app.baseUrl,
        integration.clients.link,
        { token: key, body: { rows } },
        INTEGRATION_BASE,
      );
    const create = async (token: string, overrides: Partial<Client> = {}) => {
      const body = clientBody(tenant.company.id, overrides);
      const response = await callApi(app.baseUrl, api.clients.create, { token, body });
      expect(response.status).toBe(200);
      return body;
    };
    const pull = async (token: string, query: Record<string, string | number> = {}) => {
      const response = await callApi<Page>(app.baseUrl, api.clients.all, { token, query });
      expect(response.status).toBe(200);
      return response.body;
    };
    const stored = async (uuid: string) =>
      (await app.db.select().from(clients).where(eq(clients.uuid, uuid)))[0];
    /** Every pending client, page after page. */
    const allPending = async () => {
      const rows: SyncedClient[] = [];
      let since: string | undefined;
      for (;;) {
        const page = await pending(since ? { since, limit: 1000 } : { limit: 1000 });
        expect(page.status).toBe(200);
        rows.push(...page.body.data);
        if (!page.body.meta.has_more) return { rows, cursor: page.body.meta.cursor };
        since = page.body.meta.cursor;
      }
    };

    describe('clients/bulk and the contact fields', () => {
      it('stores mobile, contact, channel and notes the ERP sends, and a seller pulls them', async () => {
        const response = await bulk([
          erpClient('C-CONTATO', {
            mobile: '11998887777',
            contact_name: 'Sr. Antônio',
            channel_code_erp: 'CN04',
            notes: 'Cliente desde 2019',
          }),
        ]);
        expect(response.body.data).toMatchObject({ received: 1, upserted: 1, errors: [] });
        const seen = (await pull(tokenA)).data.find((client) => client.code_erp === 'C-CONTATO');
        expect(seen).toMatchObject({
          mobile: '11998887777',
          contact_name: 'Sr. Antônio',
          channel_code_erp: 'CN04',
          notes: 'Cliente desde 2019',
        });
      });

      it('keeps what a seller typed when a row leaves those fields out, and clears a field sent as null', async () => {
        const row = erpClient('C-MANTER', { contact_name: null, notes: null });
        await bulk([row]);
        const before = (await pull(tokenA)).data.find((client) => client.code_erp === 'C-MANTER');
        if (!before) throw new Error('cliente não recebido');
        const edited = await callApi(app.baseUrl, api.clients.update, {
          token: tokenA,
          body: {
            ...before,
            contact_name: 'Dona Cida',
            notes: 'Só recebe pela manhã',
            mobile: '11977776666',
          },
        });
        expect(edited.status).toBe(200);
        // An ERP that does not know the new fields sends the row without them.
        const { mobile: _m, contact_name: _c, channel_code_erp: _ch, notes: _n, ...older } = row;
        const reload = await bulk([{ ...older, name: 'Nome Novo do ERP' }]);
        expect(reload.body.data).toMatchObject({ upserted: 1, errors: [] });
        expect(await stored(before.uuid)).toMatchObject({
          name: 'Nome Novo do ERP',
          contact_name: 'Dona Cida',
          notes: 'Só recebe pela manhã',
          mobile: '11977776666',
        });
        // One that sends them decides them, null included.
        await bulk([{ ...older, name: 'Nome Novo do ERP', notes: null, contact_name: 'Dona Cida' }]);
        expect(await stored(before.uuid)).toMatchObject({
          contact_name: 'Dona Cida',
          notes: null,
          mobile: '11977776666',
        });
      });

      it('takes two ERP codes with one CNPJ: the ERP is the master of its clients', async () => {
        const document = clientBody(0).document;
        const response = await bulk([erpClient('C-DUP-1', { document }), erpClient('C-DUP-2', { document })]);
        expect(response.body.data).toMatchObject({ received: 2, upserted: 2, errors: [] });
        // A device still cannot register that CNPJ a third time.
        const third = await callApi(app.baseUrl, api.clients.create, {
          token: tokenA,
          body: clientBody(tenant.company.id, { document }),
        });
        expect(third.status).toBe(422);
        expect(third.body.errors?.document?.[0]).toMatch(/já cadastrado para o cliente/);
      });
    });

    describe('GET clients/pending', () => {
      it('lists every seller’s clients without code_erp, with delivery addresses, oldest change first', async () => {
        const own = await createTenant(app, { sellerCode: 'PEND' });
        const token = await login(app, own.company.id, own.accessToken);
        const first = clientBody(own.company.id);
        const second = clientBody(own.company.id);
        for (const body of [first, second])
          expect((await callApi(app.baseUrl, api.clients.create, { token, body })).status).toBe(200);
        const address = deliveryAddressBody(own.company.id, first.uuid, { description: 'Depósito' });
        await callApi(app.baseUrl, api.clients.addDeliveryAddress, {
          token,
          params: { client_id: first.uuid },
          body: address,
        });
        await bulk([erpClient('C-JA-TEM', { code_erp_seller: 'PEND' })], own.integrationKey);
        const page = await pending({}, own.integrationKey);
        expect(page.status).toBe(200);
        expect(page.body.data.map((client) => client.uuid)).toEqual([second.uuid, first.uuid]);
        expect(page.body.data[1]).toMatchObject({
          uuid: first.uuid,
          code_erp: null,
          code_erp_seller: 'PEND',
          status: 'Pendente',
          delivery_addresses: [{ ...address, sinchronized: 1 }],
          deleted_at: null,
        });
        expect(page.body.meta.has_more).toBe(false);
      });

      it('pages with since and limit, and a client edited later comes again', async () => {
        const own = await createTenant(app, { sellerCode: 'PAG' });
        const token = await login(app, own.company.id, own.accessToken);
        const bodies = [1, 2, 3].map((n) => clientBody(own.company.id, { name: `Cliente ${n}` }));
        for (const body of bodies)
          expect((await callApi(app.baseUrl, api.clients.create, { token, body })).status).toBe(200);
        const one = await pending({ limit: 2 }, own.integrationKey);
        expect(one.body.data.map((client) => client.name)).toEqual(['Cliente 1', 'Cliente 2']);
        expect(one.body.meta.has_more).toBe(true);
        const two = await pending({ limit: 2, since: one.body.meta.cursor }, own.integrationKey);
        expect(two.body.data.map((client) => client.name)).toEqual(['Cliente 3']);
        expect(two.body.meta.has_more).toBe(false);
        const nothing = await pending({ since: two.body.meta.cursor }, own.integrationKey);
        expect(nothing.body).toEqual({ data: [], meta: { cursor: two.body.meta.cursor, has_more: false } });
        await callApi(app.baseUrl, api.clients.update, {
          token,
          body: { ...bodies[0], name: 'Cliente 1 Corrigido' },
        });
        const again = await pending({ since: two.body.meta.cursor }, own.integrationKey);
        expect(again.body.data.map((client) => client.name)).toEqual(['Cliente 1 Corrigido']);
      });

      it('leaves out deleted clients and other companies’ clients; answers 401 to a seller session', async () => {
        const live = await create(tokenA);
        const gone = await create(tokenA);
        await softDeleteSynced(app.db, tenant.company.id, clients, clients.uuid, gone.uuid);
        const foreign = await createTenant(app);
        const foreignToken = await login(app, foreign.company.id, foreign.accessToken);
        const theirs = clientBody(foreign.company.id);
        await callApi(app.baseUrl, api.clients.create, { token: foreignToken, body: theirs });
        const { rows } = await allPending();
        const uuids = rows.map((client) => client.uuid);
        expect(uuids).toContain(live.uuid);
        expect(uuids).not.toContain(gone.uuid);
        expect(uuids).not.toContain(theirs.uuid);
        expect(new Set(rows.map((client) => client.company_id))).toEqual(new Set([tenant.company.id]));
        expect(await pending({}, tokenA)).toEqual({
          status: 401,
          body: { message: errorMessages.sessionExpired },
        });
        const malformed = await pending({ since: 'x' });
        expect(malformed.status).toBe(422);
      });
    });

    describe('POST clients/link', () => {
      it('gives a device’s client the ERP code: it leaves the pending list and its seller pulls the code', async () => {
        const body = await create(tokenA);
        const { cursor } = await allPending();
        const sellerCursor = (await pull(tokenA, { limit: 5000 })).meta.cursor;
        const before = app.events.length;
        const response = await link([{ uuid: body.uuid, code_erp: 'C-5001' }]);
        expect(response).toEqual({ status: 200, body: { data: { received: 1, linked: 1, errors: [] } } });
        expect((await allPending()).rows.map((client) => client.uuid)).not.toContain(body.uuid);
        const delta = await pull(tokenA, { since: sellerCursor });
        expect(delta.data).toEqual([expect.objectContaining({ uuid: body.uuid, code_erp: 'C-5001' })]);
        expect(app.events.slice(before)).toEqual([
          {
            type: 'catalogue.changed',
            company_id: tenant.company.id,
            seller_id: null,
            calls: ['clients.all'],
            cursor: delta.meta.cursor,
          },
        ]);
        expect(BigInt(delta.meta.cursor)).toBeGreaterThan(BigInt(cursor));
        // The ERP's later loads now update that client instead of registering it again.
        const reload = await bulk([erpClient('C-5001', { document: body.document, name: 'Nome do ERP' })]);
        expect(reload.body.data).toMatchObject({ upserted: 1, errors: [] });
        const rows = await app.db.select().from(clients).where(eq(clients.document, body.document));
        expect(rows.map((row) => [row.uuid, row.name])).toEqual([[body.uuid, 'Nome do ERP']]);
      });

      it('accepts the same link again without changing anything (a replayed batch)', async () => {
        const body = await create(tokenA);
        expect((await link([{ uuid: body.uuid, code_erp: 'C-5002' }])).body.data.linked).toBe(1);
        const version = (await stored(body.uuid))?.version;
        const before = app.events.length;
        const replay = await link([{ uuid: body.uuid, code_erp: 'C-5002' }]);
        expect(replay.body.data).toEqual({ received: 1, linked: 1, errors: [] });
        expect((await stored(body.uuid))?.version).toBe(version);
        expect(app.events.length).toBe(before);
      });

      it('refuses row by row, in pt-BR: unknown uuid, already linked, code in use, repeated in the batch', async () => {
        const linked = await create(tokenA, { name: 'Padaria Já Vinculada' });
        await link([{ uuid: linked.uuid, code_erp: 'C-6000' }]);
        const ofB = await create(tokenB, { name: 'Mercado do Vendedor B' });
        const fresh = await create(tokenA);
        const other = await create(tokenA);
        const deleted = await create(tokenA, { name: 'Cliente Excluído' });
        await link([{ uuid: deleted.uuid, code_erp: 'C-6100' }]);
        await softDeleteSynced(app.db, tenant.company.id, clients, clients.uuid, deleted.uuid);
        const foreign = await createTenant(app);
        const foreignToken = await login(app, foreign.company.id, foreign.accessToken);
        const theirs = clientBody(foreign.company.id);
        await callApi(app.baseUrl, api.clients.create, { token: foreignToken, body: theirs });
        const unknown = randomUUID();

        const response = await link([
          { uuid: unknown, code_erp: 'C-6001' },
          { uuid: linked.uuid, code_erp: 'C-6002' },
          { uuid: fresh.uuid, code_erp: 'C-6000' },
          { uuid: ofB.uuid, code_erp: 'C-6003' },
          { uuid: theirs.uuid, code_erp: 'C-6004' },
          { uuid: other.uuid, code_erp: 'C-6003' },
          { uuid: ofB.uuid, code_erp: 'C-6005' },
          { uuid: 'nao-e-uuid', code_erp: '' },
          { uuid: other.uuid, code_erp: 'C-6100' },
          { uuid: deleted.uuid, code_erp: 'C-6101' },
        ]);
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({
          received: 10,
          linked: 1,
          errors: [
            { index: 0, key: unknown, errors: { uuid: ['Cliente não encontrado'] } },
            {
              index: 1,
              key: linked.uuid,
              errors: { code_erp: ['Cliente já vinculado ao código C-6000 do ERP'] },
            },
            {
              index: 2,
              key: fresh.uuid,
              errors: { code_erp: ['Código já usado pelo cliente Padaria Já Vinculada'] },
            },
            { index: 4, key: theirs.uuid, errors: { uuid: ['Cliente não encontrado'] } },
            {
              index: 5,
              key: other.uuid,
              errors: { code_erp: ['Código repetido neste lote (já enviado no índice 3)'] },
            },
            {
              index: 6,
              key: ofB.uuid,
              errors: { uuid: ['Cliente repetido neste lote (já enviado no índice 3)'] },
            },
            {
              index: 7,
              key: 'nao-e-uuid',
              errors: { uuid: ['Identificador inválido'], code_erp: ['Campo obrigatório'] },
            },
            {
              index: 8,
              key: other.uuid,
              errors: { code_erp: ['Código já usado pelo cliente Cliente Excluído (excluído)'] },
            },
            { index: 9, key: deleted.uuid, errors: { uuid: ['Cliente não encontrado'] } },
          ],
        });
        // Only seller B's client (index 3) was linked; the others are as they were.
        expect((await stored(ofB.uuid))?.code_erp).toBe('C-6003');
        expect((await stored(linked.uuid))?.code_erp).toBe('C-6000');
        expect((await stored(fresh.uuid))?.code_erp).toBeNull();
        expect((await stored(other.uuid))?.code_erp).toBeNull();
        expect((await stored(theirs.uuid))?.code_erp).toBeNull();
      });

      it('refuses a body that is not a list of 1 to 5000 rows as a whole, and a seller session', async () => {
        const empty = await callApi(
          app.baseUrl,
          integration.clients.link,
          { token: tenant.integrationKey, body: { rows: [] } },
          INTEGRATION_BASE,
        );
        expect(empty.status).toBe(422);
        expect(await link([{ uuid: randomUUID(), code_erp: 'X' }], tokenA)).toEqual({
          status: 401,
          body: { message: errorMessages.sessionExpired },
        });
      });
    });
  },
);
