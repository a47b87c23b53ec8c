import { randomUUID } from 'node:crypto';
import { api, errorMessages } from '@rota/contract';
import { formatCnpj, type PermissionName, SELLER_PERMISSIONS } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, clientVisits, deliveryAddresses } from '../../db/schema/index.ts';
import { insertSynced, softDeleteSynced, updateSynced } from '../../testing/catalogue-builders.ts';
import { clientBody, deliveryAddressBody } from '../../testing/client-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

interface SyncedClient {
  uuid: string;
  id: number | null;
  company_id: number;
  name: string;
  code_erp: string | null;
  code_erp_seller: string | null;
  status: string;
  last_visit: string | null;
  delivery_addresses: { uuid: string; description: string }[];
  updated_at: string;
  deleted_at: string | null;
}
interface Page {
  data: SyncedClient[];
  meta: { cursor: string; has_more: boolean };
}

let sellerSequence = 0;

/** A visit body as the device sends it: its own uuid, the instant, and a sale unless told. */
function visitBody(visitedAt: string, outcome: Record<string, unknown> = { outcome: 'sale', note: null }) {
  return { uuid: randomUUID(), visited_at: visitedAt, outcome };
}

describe.each(testDatabaseKinds)('clients on %s', (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  /** Seller A of the main company: every §6 permission, not canViewAllClients. */
  let tokenA: string;
  /** Seller B of the same company, same permissions. */
  let tokenB: string;
  let codeB: string;
  /** A supervisor of the same company who sees every seller's clients. */
  let supervisorToken: string;
  /** Another company's seller. */
  let foreign: TestTenant;
  let foreignToken: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app, { sellerCode: 'VA' });
    tokenA = await login(app, tenant.company.id, tenant.accessToken);
    codeB = 'VB';
    const sellerB = await addSeller(app, tenant, SELLER_PERMISSIONS, codeB);
    tokenB = await login(app, tenant.company.id, sellerB.accessToken);
    const supervisor = await addSeller(app, tenant, [...SELLER_PERMISSIONS, 'canViewAllClients'], 'SUP');
    supervisorToken = await login(app, tenant.company.id, supervisor.accessToken);
    foreign = await createTenant(app);
    foreignToken = await login(app, foreign.company.id, foreign.accessToken);
  }, 60_000);
  afterAll(() => app.close());

  /** A seller of the main company with exactly these permissions. */
  async function sellerWith(permissions: readonly PermissionName[]) {
    sellerSequence += 1;
    const seller = await addSeller(app, tenant, permissions, `LIM${sellerSequence}`);
    return login(app, tenant.company.id, seller.accessToken);
  }

  const create = (token: string, body: unknown) => callApi(app.baseUrl, api.clients.create, { token, body });
  const update = (token: string, body: unknown) => callApi(app.baseUrl, api.clients.update, { token, body });
  const pull = async (token: string, query: Record<string, string | number> = {}) => {
    const response = await callApi<Page>(app.baseUrl, api.clients.all, { token, query });
    expect(response.status).toBe(200);
    return response.body;
  };
  const visit = (token: string, clientUuid: string, body: unknown) =>
    callApi(app.baseUrl, api.clients.visited, { token, params: { id: clientUuid }, body });
  const addAddress = (token: string, clientUuid: string, body: unknown) =>
    callApi(app.baseUrl, api.clients.addDeliveryAddress, { token, params: { client_id: clientUuid }, body });
  const editAddress = (token: string, clientUuid: string, body: { uuid: string } & Record<string, unknown>) =>
    callApi(app.baseUrl, api.clients.updateDeliveryAddress, {
      token,
      params: { client_id: clientUuid, uuid: body.uuid },
      body,
    });
  const removeAddress = (token: string, clientUuid: string, uuid: string) =>
    callApi(app.baseUrl, api.clients.removeDeliveryAddress, {
      token,
      params: { client_id: clientUuid, uuid },
    });
  const rowsWithUuid = (uuid: string) => app.db.select().from(clients).where(eq(clients.uuid, uuid));
  /** The cursor a device holds right now: after everything this seller can see. */
  const currentCursor = async (token: string) => (await pull(token, { limit: 5000 })).meta.cursor;

  describe('auth and validation', () => {
    it('answers 401 "Sessão expirada, realize o login" on every call without a session', async () => {
      const uuid = randomUUID();
      const expired = { status: 401, body: { message: errorMessages.sessionExpired } };
      expect(await callApi(app.baseUrl, api.clients.all)).toEqual(expired);
      expect(await create('', clientBody(tenant.company.id))).toEqual(expired);
      expect(await update('', clientBody(tenant.company.id))).toEqual(expired);
      expect(await addAddress('', uuid, deliveryAddressBody(tenant.company.id, uuid))).toEqual(expired);
      expect(await visit('', uuid, visitBody('2026-11-22T10:00:00-03:00'))).toEqual(expired);
    });

    it('answers 403 without canCreateClient (create) or canEditClient (update, delivery address)', async () => {
      const readOnly = await sellerWith(['canViewClient']);
      const body = clientBody(tenant.company.id);
      const forbidden = { status: 403, body: { message: errorMessages.forbidden } };
      expect(await create(readOnly, body)).toEqual(forbidden);
      expect(await update(readOnly, body)).toEqual(forbidden);
      expect(
        await addAddress(readOnly, body.uuid, deliveryAddressBody(tenant.company.id, body.uuid)),
      ).toEqual(forbidden);
      const address = deliveryAddressBody(tenant.company.id, body.uuid);
      expect(await editAddress(readOnly, body.uuid, address)).toEqual(forbidden);
      expect(await removeAddress(readOnly, body.uuid, address.uuid)).toEqual(forbidden);
      expect(forbidden.body.message).toBe('Você não tem permissão para esta ação.');
      expect(await rowsWithUuid(body.uuid)).toEqual([]);
    });

    it('answers an invalid CNPJ or CPF with 422 and the pt-BR field message, never a 500', async () => {
      const badCnpj = await create(tokenA, clientBody(tenant.company.id, { document: '11222333000182' }));
      expect(badCnpj).toEqual({
        status: 422,
        body: { message: errorMessages.validationFailed, errors: { document: ['CNPJ inválido'] } },
      });
      const badCpf = await update(tokenA, clientBody(tenant.company.id, { document: '52998224726' }));
      expect(badCpf.status).toBe(422);
      expect(badCpf.body.errors).toEqual({ document: ['CPF inválido'] });
    });

    it('lists every bad field of a malformed client in one 422', async () => {
      const response = await create(tokenA, {
        ...clientBody(tenant.company.id),
        uuid: 'nao-e-uuid',
        name: '',
        phone: '123',
        visiting_day: 'Feriado',
        document: undefined,
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        uuid: ['Identificador inválido'],
        name: ['Campo obrigatório'],
        phone: ['Telefone inválido'],
        visiting_day: [
          'Use um destes valores: Domingo, Segunda, Terça, Quarta, Quinta, Sexta, Sábado, Quinzenal',
        ],
        document: ['Campo obrigatório'],
      });
    });
  });

  describe('create', () => {
    it('stores a new client with a server id, the session’s company and the seller’s code, and answers the row', async () => {
      const body = clientBody(tenant.company.id, { id: 999_999, delivery_addresses: [] });
      const response = await create(tokenA, body);
      expect(response.status).toBe(200);
      const created = response.body.data as SyncedClient;
      expect(created).toEqual({
        ...body,
        id: expect.any(Number),
        code_erp_seller: 'VA',
        updated_at: expect.any(String),
        deleted_at: null,
      });
      expect(created.id).not.toBe(999_999);
      const [stored] = await rowsWithUuid(body.uuid);
      expect(stored?.id).toBe(created.id);
      expect(stored?.updated_at.toISOString()).toBe(created.updated_at);
      expect((await pull(tokenA)).data).toContainEqual(created);
    });

    it('keeps the body’s code_erp_seller only when the profile may assign other sellers', async () => {
      const forOther = clientBody(tenant.company.id, { code_erp_seller: codeB });
      const refused = await create(tokenA, forOther);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        code_erp_seller: ['Seu perfil não permite atribuir o cliente a outro vendedor'],
      });
      expect(await rowsWithUuid(forOther.uuid)).toEqual([]);
      const bySupervisor = await create(supervisorToken, forOther);
      expect(bySupervisor.status).toBe(200);
      expect(bySupervisor.body.data.code_erp_seller).toBe(codeB);
      expect((await pull(tokenB)).data.map((client) => client.uuid)).toContain(forOther.uuid);
    });

    it('leaves the credit analysis to the ERP: a new client is Pendente whatever the device says', async () => {
      const body = clientBody(tenant.company.id, { status: 'Aprovado' });
      const response = await create(tokenA, body);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ status: 'Pendente', reproved_at: null });
    });

    it('never takes code_erp or last_visit from a device: the ERP code stays the ERP’s to set', async () => {
      const body = clientBody(tenant.company.id, { code_erp: 'CLI-77', last_visit: '2026-11-21' });
      const response = await create(tokenA, body);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ uuid: body.uuid, code_erp: null, last_visit: null });
      // So the ERP's receivables for CLI-77 stay out of the seller's reach.
      const params = { code_erp_client: 'CLI-77' };
      expect((await callApi(app.baseUrl, api.financials.all, { token: tokenA, params })).status).toBe(404);
      expect((await callApi(app.baseUrl, api.financials.checks, { token: tokenA, params })).status).toBe(404);
      // Nor does an edit set them.
      const edited = await update(tokenA, { ...body, code_erp: 'CLI-78', last_visit: '2026-11-22' });
      expect(edited.body.data).toMatchObject({ code_erp: null, last_visit: null });
    });

    it('replays the first answer for the same body: one row and no version bump', async () => {
      const body = clientBody(tenant.company.id);
      const first = await create(tokenA, body);
      expect(first.status).toBe(200);
      const cursor = await currentCursor(tokenA);
      const replay = await create(tokenA, body);
      expect(replay).toEqual(first);
      expect(await rowsWithUuid(body.uuid)).toHaveLength(1);
      expect(await pull(tokenA, { since: cursor })).toEqual({ data: [], meta: { cursor, has_more: false } });
    });

    it('treats the same uuid with another body as an update of the seller’s own client', async () => {
      const body = clientBody(tenant.company.id);
      const first = await create(tokenA, body);
      const cursor = await currentCursor(tokenA);
      const second = await create(tokenA, { ...body, name: 'Padaria Pão Quente Filial' });
      expect(second.status).toBe(200);
      expect(second.body.data).toMatchObject({ id: first.body.data.id, name: 'Padaria Pão Quente Filial' });
      expect(await rowsWithUuid(body.uuid)).toHaveLength(1);
      const delta = await pull(tokenA, { since: cursor });
      expect(delta.data).toEqual([second.body.data]);
    });

    it('needs canEditClient to "create" over a client the ERP already stored under that uuid', async () => {
      const creatorOnly = await createTenant(app, { permissions: ['canCreateClient'], sellerCode: 'CRIA' });
      const creatorToken = await login(app, creatorOnly.company.id, creatorOnly.accessToken);
      const body = clientBody(creatorOnly.company.id, { code_erp_seller: 'CRIA', code_erp: 'ERP-1' });
      const { delivery_addresses: _, id: __, ...columns } = body;
      await insertSynced(app.db, creatorOnly.company.id, clients, [
        { ...columns, reproved_at: null, last_visit: null },
      ]);
      const response = await create(creatorToken, { ...body, name: 'Outro Nome' });
      expect(response).toEqual({ status: 403, body: { message: errorMessages.forbidden } });
      const [untouched] = await rowsWithUuid(body.uuid);
      expect(untouched?.name).toBe(body.name);
      const editor = await addSeller(
        app,
        creatorOnly,
        ['canCreateClient', 'canEditClient', 'canViewAllClients'],
        'CRIA2',
      );
      const editorToken = await login(app, creatorOnly.company.id, editor.accessToken);
      const edited = await create(editorToken, { ...body, name: 'Outro Nome' });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({
        name: 'Outro Nome',
        code_erp: 'ERP-1',
        code_erp_seller: 'CRIA',
      });
      expect(await rowsWithUuid(body.uuid)).toHaveLength(1);
    });

    it('answers 404 for a uuid another company holds and never touches that client', async () => {
      const theirs = clientBody(foreign.company.id);
      expect((await create(foreignToken, theirs)).status).toBe(200);
      const [before] = await rowsWithUuid(theirs.uuid);
      const response = await create(tokenA, {
        ...theirs,
        company_id: tenant.company.id,
        name: 'Sequestrado',
      });
      expect(response).toEqual({ status: 404, body: { message: 'Cliente não encontrado' } });
      expect(await rowsWithUuid(theirs.uuid)).toEqual([before]);
    });
  });

  describe('client check (the rule the device form runs)', () => {
    it('stores the contact fields a device sends and reads a body without them as null', async () => {
      const body = clientBody(tenant.company.id, {
        mobile: '11998765432',
        contact_name: 'Marta Ribeiro',
        channel_code_erp: 'CN01',
        notes: 'Receber só até as 10h.',
      });
      const created = await create(tokenA, body);
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({
        mobile: '11998765432',
        contact_name: 'Marta Ribeiro',
        channel_code_erp: 'CN01',
        notes: 'Receber só até as 10h.',
      });
      // A device built before these fields existed sends none of them.
      const {
        mobile: _m,
        contact_name: _c,
        channel_code_erp: _ch,
        notes: _n,
        ...older
      } = clientBody(tenant.company.id);
      const fromOlderDevice = await create(tokenA, older);
      expect(fromOlderDevice.status).toBe(200);
      expect(fromOlderDevice.body.data).toMatchObject({
        mobile: null,
        contact_name: null,
        channel_code_erp: null,
        notes: null,
      });
      const badMobile = await update(tokenA, { ...body, mobile: '9988' });
      expect(badMobile.status).toBe(422);
      expect(badMobile.body.errors).toEqual({ mobile: ['Telefone inválido'] });
    });

    it("refuses a CNPJ another client of the company holds, any seller's, naming that client", async () => {
      const ofB = clientBody(tenant.company.id, { name: 'Mercado Bom Preço Ltda' });
      expect((await create(tokenB, ofB)).status).toBe(200);
      const again = clientBody(tenant.company.id, { document: ofB.document });
      const response = await create(tokenA, again);
      expect(response).toEqual({
        status: 422,
        body: {
          message: errorMessages.validationFailed,
          errors: {
            document: [
              `CNPJ ${formatCnpj(ofB.document)} já cadastrado para o cliente Mercado Bom Preço Ltda`,
            ],
          },
        },
      });
      expect(await rowsWithUuid(again.uuid)).toEqual([]);
      // Another company may hold the same CNPJ.
      expect(
        (await create(foreignToken, clientBody(foreign.company.id, { document: ofB.document }))).status,
      ).toBe(200);
    });

    it('refuses a CPF already registered, and an edit that moves a client onto a taken document', async () => {
      const person = clientBody(tenant.company.id, {
        name: 'João da Silva',
        fantasy_name: null,
        document: '52998224725',
      });
      expect((await create(tokenA, person)).status).toBe(200);
      const twin = await create(tokenA, clientBody(tenant.company.id, { document: '52998224725' }));
      expect(twin.status).toBe(422);
      expect(twin.body.errors).toEqual({
        document: ['CPF 529.982.247-25 já cadastrado para o cliente João da Silva'],
      });
      const other = clientBody(tenant.company.id);
      expect((await create(tokenA, other)).status).toBe(200);
      const moved = await update(tokenA, { ...other, document: person.document });
      expect(moved.status).toBe(422);
      expect(moved.body.errors).toEqual({
        document: ['CPF 529.982.247-25 já cadastrado para o cliente João da Silva'],
      });
      const [stored] = await rowsWithUuid(other.uuid);
      expect(stored?.document).toBe(other.document);
      // Editing the client itself is no duplicate of itself.
      expect((await update(tokenA, { ...person, phone: '1133334444' })).status).toBe(200);
    });

    it('lets a document again once its client is deleted, and lets a seller edit a client the ERP sent twice', async () => {
      const own = await createTenant(app, { sellerCode: 'DUP' });
      const token = await login(app, own.company.id, own.accessToken);
      const gone = clientBody(own.company.id);
      expect((await create(token, gone)).status).toBe(200);
      await softDeleteSynced(app.db, own.company.id, clients, clients.uuid, gone.uuid);
      expect((await create(token, clientBody(own.company.id, { document: gone.document }))).status).toBe(200);
      // The ERP is the master of its clients: two of its codes may share one CNPJ.
      const shared = clientBody(own.company.id).document;
      const erpRow = (code: string) => {
        const {
          delivery_addresses: _,
          id: __,
          ...columns
        } = clientBody(own.company.id, {
          document: shared,
          code_erp: code,
          code_erp_seller: 'DUP',
        });
        return { ...columns, reproved_at: null, last_visit: null };
      };
      const [first, second] = [erpRow('ERP-DUP-1'), erpRow('ERP-DUP-2')];
      await insertSynced(app.db, own.company.id, clients, [first, second]);
      const pulled = (await pull(token)).data.find((c) => c.uuid === second.uuid);
      const edited = await update(token, { ...pulled, mobile: '11991234567' });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ uuid: second.uuid, mobile: '11991234567' });
    });

    it('checks the inscrição estadual by the UF and the city against the UF, every error in one 422', async () => {
      const body = clientBody(tenant.company.id, {
        state: 'RJ',
        city_iso: '3550308',
        state_registration: '110042490114',
      });
      const response = await create(tokenA, body);
      expect(response).toEqual({
        status: 422,
        body: {
          message: errorMessages.validationFailed,
          errors: {
            state_registration: ['Inscrição estadual inválida para RJ'],
            city_iso: ['A cidade não fica em RJ'],
          },
        },
      });
      const valid = { ...body, state: 'SP' as const };
      expect((await create(tokenA, valid)).status).toBe(200);
      const isento = await update(tokenA, { ...valid, state_registration: 'ISENTO' });
      expect(isento.status).toBe(200);
      const wrongCity = await update(tokenA, { ...valid, city_iso: '3304557' });
      expect(wrongCity.status).toBe(422);
      expect(wrongCity.body.errors).toEqual({ city_iso: ['A cidade não fica em SP'] });
    });

    it('stores a client pasted from a PDF or a chat (en dash, no-break and zero-width spaces, +55) in canonical form', async () => {
      const cnpj = clientBody(tenant.company.id).document;
      const body = clientBody(tenant.company.id, {
        document: `${formatCnpj(cnpj).replace('-', '\u2013')}\u200b`,
        state: 'SP',
        city_iso: '3550308',
        state_registration: '110.042.490\u2014114\u00a0',
        cep: '01310\u2013100\u200b',
        phone: '+55 (11) 98765\u20134321',
        mobile: '(11)\u00a03456\u20137890',
      });
      const response = await create(tokenA, body);
      expect(response.status).toBe(200);
      const canonical = {
        document: cnpj,
        state_registration: '110042490114',
        cep: '01310100',
        phone: '11987654321',
        mobile: '1134567890',
      };
      expect(response.body.data).toMatchObject(canonical);
      const [row] = await rowsWithUuid(body.uuid);
      expect(row).toMatchObject(canonical);
      // The stored CNPJ is the one a later, typed registration collides with.
      const again = await create(tokenA, clientBody(tenant.company.id, { document: cnpj }));
      expect(again.status).toBe(422);
      expect(again.body.errors).toHaveProperty('document');
    });
  });

  describe('update', () => {
    it('changes the seller’s own client, keeping id, code_erp and credit status the ERP owns', async () => {
      const body = clientBody(tenant.company.id);
      const created = (await create(tokenA, body)).body.data as SyncedClient;
      await updateSynced(app.db, tenant.company.id, clients, clients.uuid, body.uuid, {
        code_erp: 'CLI-100',
      });
      const cursor = await currentCursor(tokenA);
      const response = await update(tokenA, {
        ...body,
        id: 12_345,
        name: 'Mercado Bom Preço',
        code_erp: 'CLI-999',
        status: 'Aprovado',
        visiting_day: 'Quinzenal',
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        uuid: body.uuid,
        id: created.id,
        name: 'Mercado Bom Preço',
        code_erp: 'CLI-100',
        status: 'Pendente',
        visiting_day: 'Quinzenal',
        code_erp_seller: 'VA',
      });
      expect(await pull(tokenA, { since: cursor })).toEqual({
        data: [response.body.data],
        meta: { cursor: expect.any(String), has_more: false },
      });
    });

    it('replays the first answer for the same body without a version bump', async () => {
      const body = clientBody(tenant.company.id);
      await create(tokenA, body);
      const first = await update(tokenA, { ...body, name: 'Nome Novo' });
      const cursor = await currentCursor(tokenA);
      expect(await update(tokenA, { ...body, name: 'Nome Novo' })).toEqual(first);
      expect((await pull(tokenA, { since: cursor })).data).toEqual([]);
    });

    it('answers 404 for another company’s client, another seller’s client and an unknown uuid', async () => {
      const theirs = clientBody(foreign.company.id);
      await create(foreignToken, theirs);
      const ofB = clientBody(tenant.company.id);
      await create(tokenB, ofB);
      const notFound = { status: 404, body: { message: 'Cliente não encontrado' } };
      expect(await update(tokenA, { ...theirs, company_id: tenant.company.id, name: 'X' })).toEqual(notFound);
      expect(await update(tokenA, { ...ofB, name: 'Tomado' })).toEqual(notFound);
      expect(await update(tokenA, clientBody(tenant.company.id))).toEqual(notFound);
      const [storedB] = await rowsWithUuid(ofB.uuid);
      expect(storedB?.name).toBe(ofB.name);
      // A supervisor may change B's client; it stays B's.
      const bySupervisor = await update(supervisorToken, { ...ofB, name: 'Ajustado pelo supervisor' });
      expect(bySupervisor.status).toBe(200);
      expect(bySupervisor.body.data).toMatchObject({
        name: 'Ajustado pelo supervisor',
        code_erp_seller: codeB,
      });
    });
  });

  describe('pull', () => {
    it('scopes to the seller’s own clients; canViewAllClients sees every seller’s; never another company’s', async () => {
      const ofA = clientBody(tenant.company.id);
      const ofB = clientBody(tenant.company.id);
      await create(tokenA, ofA);
      await create(tokenB, ofB);
      await create(foreignToken, clientBody(foreign.company.id));
      const seenByA = (await pull(tokenA)).data;
      const seenByB = (await pull(tokenB)).data;
      const seenBySupervisor = (await pull(supervisorToken)).data;
      expect(seenByA.map((c) => c.uuid)).toContain(ofA.uuid);
      expect(seenByA.map((c) => c.uuid)).not.toContain(ofB.uuid);
      expect(seenByA.every((c) => c.code_erp_seller === 'VA')).toBe(true);
      expect(seenByB.map((c) => c.uuid)).toContain(ofB.uuid);
      expect(seenByB.map((c) => c.uuid)).not.toContain(ofA.uuid);
      expect(seenBySupervisor.map((c) => c.uuid)).toEqual(expect.arrayContaining([ofA.uuid, ofB.uuid]));
      expect(new Set(seenBySupervisor.map((c) => c.company_id))).toEqual(new Set([tenant.company.id]));
      expect(seenBySupervisor).toHaveLength(
        (await app.db.select().from(clients).where(eq(clients.company_id, tenant.company.id))).length,
      );
    });

    it('sends only what changed after a snapshot, and a deleted client as a tombstone absent from snapshots', async () => {
      const seller = await createTenant(app, { sellerCode: 'DELTA' });
      const token = await login(app, seller.company.id, seller.accessToken);
      const bodies = [1, 2, 3].map((n) => clientBody(seller.company.id, { name: `Cliente ${n}` }));
      for (const body of bodies) expect((await create(token, body)).status).toBe(200);
      const snapshot = await pull(token);
      expect(snapshot.data.map((c) => c.uuid)).toEqual(bodies.map((b) => b.uuid));
      expect(snapshot.meta.has_more).toBe(false);

      const changed = await update(token, { ...bodies[1], name: 'Cliente 2 Alterado' });
      const delta = await pull(token, { since: snapshot.meta.cursor });
      expect(delta.data).toEqual([changed.body.data]);
      expect(BigInt(delta.meta.cursor)).toBeGreaterThan(BigInt(snapshot.meta.cursor));

      const gone = bodies[0]?.uuid as string;
      await softDeleteSynced(
        app.db,
        seller.company.id,
        clients,
        clients.uuid,
        gone,
        new Date('2026-11-22T15:00:00Z'),
      );
      const tombstones = await pull(token, { since: delta.meta.cursor });
      expect(tombstones.data).toEqual([
        expect.objectContaining({ uuid: gone, deleted_at: '2026-11-22T15:00:00.000Z' }),
      ]);
      expect((await pull(token)).data.map((c) => c.uuid)).toEqual([bodies[2]?.uuid, bodies[1]?.uuid]);
      // A deleted client cannot be written to any more.
      expect((await update(token, { ...bodies[0], name: 'Volta' })).status).toBe(404);
    });

    it('pages clients with has_more and resumes from the cursor', async () => {
      const seller = await createTenant(app, { sellerCode: 'PAGE' });
      const token = await login(app, seller.company.id, seller.accessToken);
      const uuids: string[] = [];
      for (let n = 0; n < 5; n += 1) {
        const body = clientBody(seller.company.id);
        uuids.push(body.uuid);
        await create(token, body);
      }
      const first = await pull(token, { limit: 2 });
      const second = await pull(token, { limit: 2, since: first.meta.cursor });
      const third = await pull(token, { limit: 2, since: second.meta.cursor });
      expect([first, second, third].map((p) => [p.data.length, p.meta.has_more])).toEqual([
        [2, true],
        [2, true],
        [1, false],
      ]);
      expect([first, second, third].flatMap((p) => p.data.map((c) => c.uuid))).toEqual(uuids);
    });

    it('answers 422 for a malformed cursor', async () => {
      const response = await callApi(app.baseUrl, api.clients.all, { token: tokenA, query: { since: '-1' } });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ since: ['Cursor inválido'] });
    });
  });

  describe('delivery addresses', () => {
    it('adds an address to the seller’s client; the client comes again in the delta with it', async () => {
      const client = clientBody(tenant.company.id);
      await create(tokenA, client);
      const cursor = await currentCursor(tokenA);
      const body = deliveryAddressBody(tenant.company.id, client.uuid, { description: 'Depósito Centro' });
      const response = await addAddress(tokenA, client.uuid, body);
      expect(response).toEqual({ status: 200, body: { data: { ...body, sinchronized: 1 } } });

      const delta = await pull(tokenA, { since: cursor });
      expect(delta.data).toHaveLength(1);
      expect(delta.data[0]).toMatchObject({
        uuid: client.uuid,
        delivery_addresses: [{ ...body, sinchronized: 1 }],
      });
    });

    it('loads each client’s own live addresses and leaves deleted ones out', async () => {
      const seller = await createTenant(app, { sellerCode: 'ADDR' });
      const token = await login(app, seller.company.id, seller.accessToken);
      const first = clientBody(seller.company.id);
      const second = clientBody(seller.company.id);
      await create(token, first);
      await create(token, second);
      const a1 = deliveryAddressBody(seller.company.id, first.uuid, { description: 'Loja 1' });
      const a2 = deliveryAddressBody(seller.company.id, first.uuid, { description: 'Loja 2' });
      const b1 = deliveryAddressBody(seller.company.id, second.uuid, { description: 'Galpão' });
      for (const [uuid, body] of [
        [first.uuid, a1],
        [first.uuid, a2],
        [second.uuid, b1],
      ] as const)
        expect((await addAddress(token, uuid, body)).status).toBe(200);
      await softDeleteSynced(app.db, seller.company.id, deliveryAddresses, deliveryAddresses.uuid, a1.uuid);

      const snapshot = await pull(token);
      const byUuid = new Map(
        snapshot.data.map((c) => [c.uuid, c.delivery_addresses.map((a) => a.description)]),
      );
      expect(byUuid.get(first.uuid)).toEqual(['Loja 2']);
      expect(byUuid.get(second.uuid)).toEqual(['Galpão']);
    });

    it('replays the same address once and edits it when the body changes', async () => {
      const client = clientBody(tenant.company.id);
      await create(tokenA, client);
      const body = deliveryAddressBody(tenant.company.id, client.uuid);
      const first = await addAddress(tokenA, client.uuid, body);
      const cursor = await currentCursor(tokenA);
      expect(await addAddress(tokenA, client.uuid, body)).toEqual(first);
      expect((await pull(tokenA, { since: cursor })).data).toEqual([]);
      const edited = await addAddress(tokenA, client.uuid, { ...body, number: '3500' });
      expect(edited.body.data.number).toBe('3500');
      const stored = await app.db
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.uuid, body.uuid));
      expect(stored.map((row) => row.number)).toEqual(['3500']);
    });

    it('answers 404 for another company’s client or another seller’s client, and 422 for a mismatched client_id', async () => {
      const theirs = clientBody(foreign.company.id);
      await create(foreignToken, theirs);
      const ofB = clientBody(tenant.company.id);
      await create(tokenB, ofB);
      const notFound = { status: 404, body: { message: 'Cliente não encontrado' } };
      expect(
        await addAddress(tokenA, theirs.uuid, deliveryAddressBody(tenant.company.id, theirs.uuid)),
      ).toEqual(notFound);
      expect(await addAddress(tokenA, ofB.uuid, deliveryAddressBody(tenant.company.id, ofB.uuid))).toEqual(
        notFound,
      );
      const stored = await app.db
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.client_uuid, theirs.uuid));
      expect(stored).toEqual([]);

      const own = clientBody(tenant.company.id);
      await create(tokenA, own);
      const mismatched = await addAddress(tokenA, own.uuid, deliveryAddressBody(tenant.company.id, ofB.uuid));
      expect(mismatched.status).toBe(422);
      expect(mismatched.body.errors).toEqual({
        client_id: ['O endereço deve ser do cliente informado na requisição'],
      });
    });
  });

  describe('delivery addresses: edit and remove', () => {
    /** A client of seller A with one address, and the cursor right after. */
    async function clientWithAddress(description = 'Depósito') {
      const client = clientBody(tenant.company.id);
      await create(tokenA, client);
      const address = deliveryAddressBody(tenant.company.id, client.uuid, { description });
      expect((await addAddress(tokenA, client.uuid, address)).status).toBe(200);
      return { client, address, cursor: await currentCursor(tokenA) };
    }

    it('edits an address; the client comes again in the delta with it, and a replay changes nothing', async () => {
      const { client, address, cursor } = await clientWithAddress();
      const edited = { ...address, description: 'Depósito Novo', number: '80', complement: null };
      const response = await editAddress(tokenA, client.uuid, edited);
      expect(response).toEqual({ status: 200, body: { data: { ...edited, sinchronized: 1 } } });
      const delta = await pull(tokenA, { since: cursor });
      expect(delta.data).toHaveLength(1);
      expect(delta.data[0]).toMatchObject({
        uuid: client.uuid,
        delivery_addresses: [{ ...edited, sinchronized: 1 }],
      });
      expect(await editAddress(tokenA, client.uuid, edited)).toEqual(response);
      expect((await pull(tokenA, { since: delta.meta.cursor })).data).toEqual([]);
      const stored = await app.db
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.uuid, address.uuid));
      expect(stored.map((row) => [row.description, row.number])).toEqual([['Depósito Novo', '80']]);
    });

    it('removes an address as a tombstone: the delta sends the client without it, and removing again answers the same', async () => {
      const { client, address } = await clientWithAddress('Loja 1');
      const kept = deliveryAddressBody(tenant.company.id, client.uuid, { description: 'Loja 2' });
      await addAddress(tokenA, client.uuid, kept);
      const cursor = await currentCursor(tokenA);
      const removed = await removeAddress(tokenA, client.uuid, address.uuid);
      expect(removed).toEqual({ status: 200, body: { data: { uuid: address.uuid, deleted: true } } });
      const delta = await pull(tokenA, { since: cursor });
      expect(delta.data.map((c) => [c.uuid, c.delivery_addresses.map((a) => a.description)])).toEqual([
        [client.uuid, ['Loja 2']],
      ]);
      const [row] = await app.db
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.uuid, address.uuid));
      expect(row?.deleted_at).toEqual(app.deps.clock());
      expect(await removeAddress(tokenA, client.uuid, address.uuid)).toEqual(removed);
      expect((await pull(tokenA, { since: delta.meta.cursor })).data).toEqual([]);
      const snapshot = (await pull(tokenA)).data.find((c) => c.uuid === client.uuid);
      expect(snapshot?.delivery_addresses.map((a) => a.uuid)).toEqual([kept.uuid]);
      // A removed address is gone for edits too.
      expect(await editAddress(tokenA, client.uuid, { ...address, description: 'Volta' })).toEqual({
        status: 404,
        body: { message: 'Endereço de entrega não encontrado' },
      });
    });

    it('answers 404 for an address of another client, another seller’s client or an unknown one', async () => {
      const { client, address } = await clientWithAddress();
      const other = clientBody(tenant.company.id);
      await create(tokenA, other);
      const ofB = clientBody(tenant.company.id);
      await create(tokenB, ofB);
      const addressOfB = deliveryAddressBody(tenant.company.id, ofB.uuid);
      await addAddress(tokenB, ofB.uuid, addressOfB);
      const addressMissing = { status: 404, body: { message: 'Endereço de entrega não encontrado' } };
      const clientMissing = { status: 404, body: { message: 'Cliente não encontrado' } };
      expect(await editAddress(tokenA, other.uuid, { ...address, client_id: other.uuid })).toEqual(
        addressMissing,
      );
      expect(await removeAddress(tokenA, other.uuid, address.uuid)).toEqual(addressMissing);
      expect(await removeAddress(tokenA, client.uuid, randomUUID())).toEqual(addressMissing);
      expect(await editAddress(tokenA, ofB.uuid, { ...addressOfB, description: 'Tomado' })).toEqual(
        clientMissing,
      );
      expect(await removeAddress(tokenA, ofB.uuid, addressOfB.uuid)).toEqual(clientMissing);
      expect(await removeAddress(foreignToken, client.uuid, address.uuid)).toEqual(clientMissing);
      const stored = await app.db
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.client_uuid, client.uuid));
      expect(stored.map((row) => [row.description, row.deleted_at])).toEqual([['Depósito', null]]);
      // A supervisor may edit B's addresses.
      const bySupervisor = await editAddress(supervisorToken, ofB.uuid, { ...addressOfB, number: '12' });
      expect(bySupervisor.status).toBe(200);
    });

    it('answers 422 when the body names another address or client than the path', async () => {
      const { client, address } = await clientWithAddress();
      const response = await callApi(app.baseUrl, api.clients.updateDeliveryAddress, {
        token: tokenA,
        params: { client_id: client.uuid, uuid: randomUUID() },
        body: { ...address, client_id: randomUUID() },
      });
      expect(response).toEqual({
        status: 422,
        body: {
          message: errorMessages.validationFailed,
          errors: {
            uuid: ['O identificador do endereço deve ser o informado na requisição'],
            client_id: ['O endereço deve ser do cliente informado na requisição'],
          },
        },
      });
    });
  });

  describe('visits', () => {
    it('records a visit once and keeps last_visit at the latest visit', async () => {
      const client = clientBody(tenant.company.id);
      await create(tokenA, client);
      const latest = visitBody('2026-11-20T10:00:00-03:00');
      const response = await visit(tokenA, client.uuid, latest);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ uuid: client.uuid, last_visit: '2026-11-20T13:00:00.000Z' });

      // A visit recorded later but made earlier (an outbox flushed late) does not move it back.
      const older = await visit(tokenA, client.uuid, visitBody('2026-11-18T09:00:00-03:00'));
      expect(older.body.data.last_visit).toBe('2026-11-20T13:00:00.000Z');
      const visits = await app.db
        .select()
        .from(clientVisits)
        .where(eq(clientVisits.client_uuid, client.uuid));
      expect(visits).toHaveLength(2);
    });

    it('replays a visit without changing anything, and answers 409 for the same uuid with another body', async () => {
      const client = clientBody(tenant.company.id);
      await create(tokenA, client);
      const body = visitBody('2026-11-21T16:30:00-03:00');
      const first = await visit(tokenA, client.uuid, body);
      expect(first.status).toBe(200);
      const cursor = await currentCursor(tokenA);
      expect(await visit(tokenA, client.uuid, body)).toEqual(first);
      expect((await pull(tokenA, { since: cursor })).data).toEqual([]);

      const changed = await visit(tokenA, client.uuid, { ...body, visited_at: '2026-11-22T08:00:00-03:00' });
      expect(changed).toEqual({
        status: 409,
        body: { message: 'Esta visita já foi registrada com outros dados.' },
      });
      const visits = await app.db.select().from(clientVisits).where(eq(clientVisits.uuid, body.uuid));
      expect(visits.map((v) => v.visited_at.toISOString())).toEqual(['2026-11-21T19:30:00.000Z']);
      expect((await pull(tokenA, { since: cursor })).data).toEqual([]);
    });

    it('answers 404 for another company’s or another seller’s client and 422 for a bad date', async () => {
      const theirs = clientBody(foreign.company.id);
      await create(foreignToken, theirs);
      const ofB = clientBody(tenant.company.id);
      await create(tokenB, ofB);
      const body = () => visitBody('2026-11-21T16:30:00-03:00');
      expect((await visit(tokenA, theirs.uuid, body())).status).toBe(404);
      expect((await visit(tokenA, ofB.uuid, body())).status).toBe(404);
      expect((await visit(supervisorToken, ofB.uuid, body())).status).toBe(200);
      const bad = await visit(tokenA, ofB.uuid, visitBody('21/11/2026'));
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ visited_at: ['Data inválida'] });
    });

    it('stores how each visit ended: a sale, or no sale with the reason and the note', async () => {
      const client = clientBody(tenant.company.id);
      await create(tokenA, client);
      const sold = visitBody('2026-11-19T10:00:00-03:00', { outcome: 'sale', note: 'Pedido de 3 caixas' });
      const closed = visitBody('2026-11-20T10:00:00-03:00', {
        outcome: 'no_sale',
        reason: 'Cliente fechado',
        note: null,
      });
      const other = visitBody('2026-11-21T10:00:00-03:00', {
        outcome: 'no_sale',
        reason: 'Outro',
        note: 'Loja em reforma até dezembro',
      });
      for (const body of [sold, closed, other])
        expect((await visit(tokenA, client.uuid, body)).status).toBe(200);
      const stored = await app.db
        .select()
        .from(clientVisits)
        .where(eq(clientVisits.client_uuid, client.uuid))
        .orderBy(clientVisits.visited_at);
      expect(stored.map(({ uuid, outcome, reason, note }) => ({ uuid, outcome, reason, note }))).toEqual([
        { uuid: sold.uuid, outcome: 'sale', reason: null, note: 'Pedido de 3 caixas' },
        { uuid: closed.uuid, outcome: 'no_sale', reason: 'Cliente fechado', note: null },
        { uuid: other.uuid, outcome: 'no_sale', reason: 'Outro', note: 'Loja em reforma até dezembro' },
      ]);
      expect(stored.every((row) => row.seller_id === stored[0]?.seller_id)).toBe(true);
    });

    it('takes a visit queued by an older app, without an outcome, as a visit with none recorded', async () => {
      const client = clientBody(tenant.company.id);
      await create(tokenA, client);
      const { outcome: _, ...withoutOutcome } = visitBody('2026-11-21T10:00:00-03:00');
      const answer = await visit(tokenA, client.uuid, withoutOutcome);
      expect(answer.status).toBe(200);
      const stored = await app.db
        .select()
        .from(clientVisits)
        .where(eq(clientVisits.client_uuid, client.uuid));
      expect(stored.map(({ outcome, reason, note }) => ({ outcome, reason, note }))).toEqual([
        { outcome: null, reason: null, note: null },
      ]);
      const [row] = await rowsWithUuid(client.uuid);
      expect(row?.last_visit?.toISOString()).toBe('2026-11-21T13:00:00.000Z');
    });

    it('answers 422 for an unknown reason, or "Outro" without a note', async () => {
      const client = clientBody(tenant.company.id);
      await create(tokenA, client);
      const unknown = await visit(
        tokenA,
        client.uuid,
        visitBody('2026-11-21T10:00:00-03:00', { outcome: 'no_sale', reason: 'Chuva', note: null }),
      );
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({ 'outcome.reason': ['Escolha o motivo da visita sem venda'] });
      const silent = await visit(
        tokenA,
        client.uuid,
        visitBody('2026-11-21T10:00:00-03:00', { outcome: 'no_sale', reason: 'Outro', note: null }),
      );
      expect(silent.status).toBe(422);
      expect(silent.body.errors).toEqual({ 'outcome.note': ['Conte o que aconteceu na visita'] });
      expect(
        await app.db.select().from(clientVisits).where(eq(clientVisits.client_uuid, client.uuid)),
      ).toEqual([]);
      const [row] = await rowsWithUuid(client.uuid);
      expect(row?.last_visit).toBeNull();
    });

    it('answers 409 for a visit uuid sent again with another outcome, keeping the first', async () => {
      const client = clientBody(tenant.company.id);
      await create(tokenA, client);
      const body = visitBody('2026-11-21T10:00:00-03:00', {
        outcome: 'no_sale',
        reason: 'Preço',
        note: null,
      });
      expect((await visit(tokenA, client.uuid, body)).status).toBe(200);
      const changed = await visit(tokenA, client.uuid, { ...body, outcome: { outcome: 'sale', note: null } });
      expect(changed).toEqual({
        status: 409,
        body: { message: 'Esta visita já foi registrada com outros dados.' },
      });
      const [stored] = await app.db.select().from(clientVisits).where(eq(clientVisits.uuid, body.uuid));
      expect(stored).toMatchObject({ outcome: 'no_sale', reason: 'Preço' });
    });

    it('moves last_visit only forward, and a visit at the same instant bumps no version', async () => {
      const client = clientBody(tenant.company.id);
      await create(tokenA, client);
      await visit(tokenA, client.uuid, visitBody('2026-11-21T10:00:00-03:00'));
      const cursor = await currentCursor(tokenA);
      const sameInstant = await visit(tokenA, client.uuid, visitBody('2026-11-21T13:00:00Z'));
      expect(sameInstant.body.data?.last_visit).toBe('2026-11-21T13:00:00.000Z');
      expect((await pull(tokenA, { since: cursor })).data).toEqual([]);
      const later = await visit(tokenA, client.uuid, visitBody('2026-11-22T09:15:00-03:00'));
      expect(later.body.data?.last_visit).toBe('2026-11-22T12:15:00.000Z');
      expect((await pull(tokenA, { since: cursor })).data.map((c) => [c.uuid, c.last_visit])).toEqual([
        [client.uuid, '2026-11-22T12:15:00.000Z'],
      ]);
    });
  });
});
