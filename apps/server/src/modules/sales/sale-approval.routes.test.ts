import { randomUUID } from 'node:crypto';
import { api, errorMessages, INTEGRATION_BASE, integration } from '@rota/contract';
import { approvalDecisionMessages, SELLER_PERMISSIONS } from '@rota/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { bakeryItems, companyConfigs, products, sales } from '../../db/schema/index.ts';
import { createSaleFixture, type SaleFixture } from '../../testing/sale-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const APPROVER = [...SELLER_PERMISSIONS, 'canViewAllSales', 'canApproveSales'] as const;

describe.each(testDatabaseKinds)('sale approval on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let seller: string;
  let ana: string;
  let bia: string;
  let ownOnlyApprover: string;
  let fx: SaleFixture;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    seller = await login(app, tenant.company.id, tenant.accessToken);
    const supervisorAna = await addSeller(app, tenant, APPROVER, 'SUP-ANA');
    ana = await login(app, tenant.company.id, supervisorAna.accessToken, 'aparelho-ana');
    const supervisorBia = await addSeller(app, tenant, APPROVER, 'SUP-BIA');
    bia = await login(app, tenant.company.id, supervisorBia.accessToken, 'aparelho-bia');
    const narrow = await addSeller(app, tenant, [...SELLER_PERMISSIONS, 'canApproveSales'], 'SUP-SO-SUAS');
    ownOnlyApprover = await login(app, tenant.company.id, narrow.accessToken, 'aparelho-so-suas');
    fx = await createSaleFixture(app.db, {
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      seller_code: tenant.seller.code_erp,
    });
    // A seller gives up to 10% alone; a supervisor approves up to 15%.
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx
        .update(companyConfigs)
        .set({ max_discount_basis_points: 1_000, approval_discount_basis_points: 1_500 })
        .where(eq(companyConfigs.company_id, tenant.company.id)),
    );
  }, 120_000);
  afterAll(() => app.close());

  /** A finished sale of 2 × R$ 1,50 with `discount` centavos off (R$ 0,36 is 12%), paid in full. */
  const finished = (discount: number) =>
    fx.sale({
      status: 'Finalizado',
      items: [fx.item({ id: 1, discount })],
      payments: [fx.payment({ price: 300 - discount })],
    });
  const post = (body: unknown, as = seller) => callApi(app.baseUrl, api.sales.create, { token: as, body });
  const decide = (
    uuid: string,
    decision: 'Aprovado' | 'Reprovado',
    note: string | null = null,
    as = ana,
    decisionUuid = randomUUID(),
  ) =>
    callApi(app.baseUrl, api.sales.decideApproval, {
      token: as,
      params: { uuid },
      body: { uuid: decisionUuid, decision, note },
    });
  const pending = (query: Record<string, string> = {}) =>
    callApi(
      app.baseUrl,
      integration.sales.pending,
      { token: tenant.integrationKey, query: { limit: '500', ...query } },
      INTEGRATION_BASE,
    );
  const pullMine = (query: Record<string, string> = {}) =>
    callApi(app.baseUrl, api.sales.allSeller, { token: seller, query: { limit: '500', ...query } });
  const stored = async (uuid: string) => (await app.db.select().from(sales).where(eq(sales.uuid, uuid)))[0];
  const inPending = async (uuid: string, query: Record<string, string> = {}) =>
    (await pending(query)).body.data.filter((row) => row.uuid === uuid);

  it('stores a sale finished with a discount in the supervisor’s band as waiting, with its reason, out of the ERP’s list', async () => {
    const sale = finished(36);
    const created = await post(sale);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      status: 'Finalizado',
      // Who sold it, for the supervisor's list.
      seller_name: tenant.seller.name,
      approval_status: 'Aguardando',
      approval_reasons: [
        {
          code: 'discount_above_seller_limit',
          item_id: 1,
          message: 'Item 1 (Pão Francês): desconto de 12% passa do limite de 10% do vendedor',
        },
      ],
      approval_decisions: [],
    });
    expect((await pullMine()).body.data.find((row) => row.uuid === sale.uuid)).toEqual(created.body.data);
    expect(await inPending(sale.uuid)).toEqual([]);
    expect(app.events).toContainEqual(
      expect.objectContaining({ type: 'sale.approval', sale_uuid: sale.uuid, approval_status: 'Aguardando' }),
    );
    // Nor may the ERP take it by its uuid.
    const taken = await callApi(
      app.baseUrl,
      integration.sales.status,
      { token: tenant.integrationKey, params: { uuid: sale.uuid }, body: { status: 'Integrado' } },
      INTEGRATION_BASE,
    );
    expect(taken.status).toBe(409);
    expect((await stored(sale.uuid))?.status).toBe('Finalizado');
  });

  it('refuses a discount above what a supervisor may approve with 422, and lets one within the seller’s limit through', async () => {
    const above = finished(48); // 16%
    expect(await post(above)).toEqual({
      status: 422,
      body: {
        message: errorMessages.validationFailed,
        errors: { 'items.0.discount': ['O desconto passa do limite de 15% que um supervisor pode aprovar'] },
      },
    });
    expect(await stored(above.uuid)).toBeUndefined();
    const within = finished(30); // 10%
    expect((await post(within)).body.data).toMatchObject({ approval_status: null, approval_reasons: [] });
    expect(await inPending(within.uuid)).toHaveLength(1);
  });

  it('lists an approved sale for the ERP once, with the decision it can read, and tells the seller', async () => {
    const sale = finished(36);
    await post(sale);
    const cursor = (await pending()).body.meta.cursor;
    const approved = await decide(sale.uuid, 'Aprovado', 'Cliente antigo');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'Finalizado', approval_status: 'Aprovado' });

    const [row, ...more] = await inPending(sale.uuid, { since: cursor });
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      approval_status: 'Aprovado',
      approval_decisions: [
        {
          decision: 'Aprovado',
          note: 'Cliente antigo',
          user_name: 'Vendedor SUP-ANA',
          decided_at: app.deps.clock().toISOString(),
        },
      ],
    });
    expect(await inPending(sale.uuid)).toHaveLength(1);
    const next = (await pending({ since: (await pending({ since: cursor })).body.meta.cursor })).body.data;
    expect(next.filter((pulled) => pulled.uuid === sale.uuid)).toEqual([]);

    const notices = await callApi(app.baseUrl, api.notifications.list, { token: seller });
    expect(notices.body.data).toContainEqual(
      expect.objectContaining({
        sale_uuid: sale.uuid,
        title: 'Venda aprovada',
        body: `A venda para ${fx.client.name} foi aprovada por Vendedor SUP-ANA: Cliente antigo`,
      }),
    );
    expect(app.events).toContainEqual(
      expect.objectContaining({ type: 'sale.approval', sale_uuid: sale.uuid, approval_status: 'Aprovado' }),
    );
    expect(app.events).toContainEqual(
      expect.objectContaining({ type: 'sale.status', sale_uuid: sale.uuid, seller_id: tenant.seller.id }),
    );
  });

  it('gives a rejected sale back to the seller as a cart with the note, to finish again (waiting again while still over)', async () => {
    const sale = finished(36);
    await post(sale);
    const cursor = (await pullMine()).body.meta.cursor;
    expect(await decide(sale.uuid, 'Reprovado', null)).toMatchObject({
      status: 422,
      body: { errors: { note: [approvalDecisionMessages.noteRequired] } },
    });
    const rejected = await decide(sale.uuid, 'Reprovado', 'Desconto alto demais');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);

    const delta = (await pullMine({ since: cursor })).body.data.find((row) => row.uuid === sale.uuid);
    expect(delta).toMatchObject({
      status: 'Aberto',
      approval_status: 'Reprovado',
      approval_decisions: [
        { decision: 'Reprovado', note: 'Desconto alto demais', user_name: 'Vendedor SUP-ANA' },
      ],
    });
    expect(await inPending(sale.uuid)).toEqual([]);
    const notices = await callApi(app.baseUrl, api.notifications.list, { token: seller });
    expect(notices.body.data).toContainEqual(
      expect.objectContaining({
        sale_uuid: sale.uuid,
        title: 'Venda reprovada',
        body: expect.stringContaining('Desconto alto demais'),
      }),
    );

    // Finished again unchanged: the same body is written anew, not answered from before.
    const again = await post(sale);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'Finalizado', approval_status: 'Aguardando' });
    expect(await inPending(sale.uuid)).toEqual([]);

    // Rejected again, then changed to within the seller's limit: released, both decisions kept.
    expect((await decide(sale.uuid, 'Reprovado', 'Ainda alto')).status).toBe(200);
    const changed = { ...finished(30), uuid: sale.uuid, items: [{ ...fx.item({ id: 1, discount: 30 }) }] };
    const released = await post(changed);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data).toMatchObject({ status: 'Finalizado', approval_status: null });
    expect(released.body.data.approval_decisions.map((d) => d.note)).toEqual([
      'Desconto alto demais',
      'Ainda alto',
    ]);
    expect(await inPending(sale.uuid)).toHaveLength(1);
  });

  it('records one decision of two supervisors deciding at once; the other is told who decided', async () => {
    const sale = finished(36);
    await post(sale);
    // The sale's row is held while both decisions arrive, so both are under way when it is let
    // go: without the service's locks, both would read it waiting and both would be recorded.
    const { both } = await app.db.transaction(async (tx) => {
      await tx.select().from(sales).where(eq(sales.uuid, sale.uuid)).for('update');
      const sent = Promise.all([
        decide(sale.uuid, 'Aprovado', null, ana),
        decide(sale.uuid, 'Reprovado', 'Não', bia),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Wrapped: a promise returned as it is would be awaited before the row is let go.
      return { both: sent };
    });
    const [first, second] = await both;
    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers.map((answer) => answer.status)).toEqual([200, 409]);
    const decisions = (await stored(sale.uuid))?.approval_decisions ?? [];
    expect(decisions).toHaveLength(1);
    const winner = decisions[0];
    expect(answers[1]?.body).toEqual({
      message: approvalDecisionMessages.alreadyDecided(
        winner?.decision ?? 'Aprovado',
        winner?.user_name ?? '',
      ),
    });
  });

  it('answers the same decision sent again with its first answer and records nothing new', async () => {
    const sale = finished(36);
    await post(sale);
    const decisionUuid = randomUUID();
    const first = await decide(sale.uuid, 'Aprovado', null, ana, decisionUuid);
    expect(first.status).toBe(200);
    const eventsBefore = app.events.length;
    const version = (await stored(sale.uuid))?.version;
    const replay = await decide(sale.uuid, 'Aprovado', null, ana, decisionUuid);
    expect(replay).toEqual(first);
    expect((await stored(sale.uuid))?.version).toBe(version);
    expect((await stored(sale.uuid))?.approval_decisions).toHaveLength(1);
    expect(app.events.length).toBe(eventsBefore);
    // Another decision on the decided sale is a 409 naming who approved it.
    expect(await decide(sale.uuid, 'Reprovado', 'tarde', bia)).toEqual({
      status: 409,
      body: { message: 'Esta venda já foi aprovada por Vendedor SUP-ANA.' },
    });
  });

  it('sends a waiting sale to the bakery only once it is approved, and takes a rejected one’s lines away', async () => {
    // Pão Francês is bread: a released sale of it makes a bakery line.
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx
        .update(products)
        .set({ category: '01' })
        .where(and(eq(products.company_id, tenant.company.id), eq(products.code_erp, 'P001'))),
    );
    const linesOf = async (uuid: string) =>
      app.db.select().from(bakeryItems).where(eq(bakeryItems.sale_uuid, uuid));
    const approved = finished(36);
    expect((await post(approved)).body.data?.approval_status).toBe('Aguardando');
    expect(await linesOf(approved.uuid)).toEqual([]);
    expect((await decide(approved.uuid, 'Aprovado')).status).toBe(200);
    expect((await linesOf(approved.uuid)).map((line) => line.code_erp_product)).toEqual(['P001']);
    expect(app.events).toContainEqual(
      expect.objectContaining({ type: 'bakery.changed', company_id: tenant.company.id }),
    );

    const released = finished(0);
    expect((await post(released)).body.data?.approval_status).toBeNull();
    expect(await linesOf(released.uuid)).toHaveLength(1);

    const rejected = finished(36);
    await post(rejected);
    expect((await decide(rejected.uuid, 'Reprovado', 'Desconto alto')).status).toBe(200);
    expect(await linesOf(rejected.uuid)).toEqual([]);
  });

  it('refuses a supervisor’s decision on their own sale (403): the control is a second person’s', async () => {
    const own = finished(36);
    expect((await post(own, ana)).body.data?.approval_status).toBe('Aguardando');
    const refused = await decide(own.uuid, 'Aprovado', null, ana);
    expect(refused).toEqual({
      status: 403,
      body: { message: 'Uma venda sua precisa ser decidida por outro supervisor.' },
    });
    expect((await stored(own.uuid))?.approval_status).toBe('Aguardando');
    expect((await decide(own.uuid, 'Aprovado', null, bia)).status).toBe(200);
  });

  it('refuses a seller without canApproveSales (403), a sale outside the approver’s scope (404), and one not waiting (409)', async () => {
    const sale = finished(36);
    await post(sale);
    expect(await decide(sale.uuid, 'Aprovado', null, seller)).toEqual({
      status: 403,
      body: { message: errorMessages.forbidden },
    });
    expect(await decide(sale.uuid, 'Aprovado', null, ownOnlyApprover)).toEqual({
      status: 404,
      body: { message: errorMessages.notFound },
    });
    expect(await decide(randomUUID(), 'Aprovado')).toEqual({
      status: 404,
      body: { message: errorMessages.notFound },
    });
    const plain = finished(0);
    await post(plain);
    expect(await decide(plain.uuid, 'Aprovado')).toEqual({
      status: 409,
      body: { message: approvalDecisionMessages.notWaiting },
    });
    expect((await stored(sale.uuid))?.approval_status).toBe('Aguardando');
  });
});
