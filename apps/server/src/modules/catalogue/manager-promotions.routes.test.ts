import { randomUUID } from 'node:crypto';
import { api, INTEGRATION_BASE, integration, type PromotionInput } from '@rota/contract';
import { type Promotion, SELLER_PERMISSIONS } from '@rota/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** docs/manager.md "Promoções": a manager reads and saves the company's promotions; the devices pull them. */
describe.each(testDatabaseKinds)('the manager’s promotions on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let managerToken: string;
  let sellerToken: string;
  let otherManager: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app, { sellerCode: 'V1' });
    other = await createTenant(app, { sellerCode: 'V9' });
    const manager = await addSeller(app, tenant, [...SELLER_PERMISSIONS, 'canAccessManager'], 'G1');
    managerToken = await login(app, tenant.company.id, manager.accessToken, 'aparelho-gestor');
    sellerToken = await login(app, tenant.company.id, tenant.accessToken, 'aparelho-v1');
    const otherBoss = await addSeller(app, other, [...SELLER_PERMISSIONS, 'canAccessManager'], 'G9');
    otherManager = await login(app, other.company.id, otherBoss.accessToken, 'aparelho-gestor-9');
  });
  afterAll(async () => {
    await app?.close();
  });

  const save = (token: string, body: PromotionInput) =>
    callApi<{ data: Promotion }>(app.baseUrl, api.promotions.save, { token, body });
  const list = async (token: string) => {
    const answer = await callApi<{ data: Promotion[] }>(app.baseUrl, api.promotions.list, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const pull = async () => {
    const answer = await callApi<{ data: Promotion[] }>(app.baseUrl, api.catalogue.promotions, {
      token: sellerToken,
      query: {},
    });
    return answer.body.data;
  };
  const takePay = (uuid: string): PromotionInput => ({
    uuid,
    code_erp: null,
    name: 'Leve 12 pague 10',
    starts_on: '2026-11-20',
    ends_on: '2026-12-10',
    kind: 'take_pay',
    products: ['P0001'],
    take: 12,
    pay: 10,
  });

  it('creates a promotion, edits and ends it, and the company’s devices pull each change (told by catalogue.changed)', async () => {
    const uuid = randomUUID();
    const before = app.events.length;
    const created = await save(managerToken, takePay(uuid));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      uuid,
      company_id: tenant.company.id,
      kind: 'take_pay',
      take: 12,
      pay: 10,
    });
    expect(app.events.slice(before)).toContainEqual(
      expect.objectContaining({
        type: 'catalogue.changed',
        company_id: tenant.company.id,
        calls: ['promotions.all'],
      }),
    );
    expect((await pull()).find((promotion) => promotion.uuid === uuid)).toMatchObject({ take: 12, pay: 10 });

    // Ended today: its last day moves; turned off: inactive. The device sees both.
    const ended = await save(managerToken, { ...takePay(uuid), ends_on: '2026-11-22', pay: 9 });
    expect(ended.body.data).toMatchObject({ ends_on: '2026-11-22', pay: 9 });
    await save(managerToken, { ...takePay(uuid), ends_on: '2026-11-22', inative: 1 });
    expect((await pull()).find((promotion) => promotion.uuid === uuid)).toMatchObject({
      ends_on: '2026-11-22',
      inative: 1,
    });
    expect((await list(managerToken)).filter((promotion) => promotion.uuid === uuid)).toHaveLength(1);
  });

  it('lists the ERP’s promotions with the managers’, the latest to end first, and never another company’s', async () => {
    await callApi(
      app.baseUrl,
      integration.catalogue.promotions,
      {
        token: tenant.integrationKey,
        body: {
          rows: [
            {
              code_erp: 'ERP-10',
              name: 'Dez por cento',
              starts_on: '2026-11-01',
              ends_on: '2026-12-31',
              kind: 'percent',
              percent: 10,
            },
          ],
        },
      },
      INTEGRATION_BASE,
    );
    const mine = await list(managerToken);
    expect(mine[0]).toMatchObject({ code_erp: 'ERP-10', percent: 10 });
    expect(mine.every((promotion) => promotion.company_id === tenant.company.id)).toBe(true);
    expect(await list(otherManager)).toEqual([]);
  });

  it('keeps the ERP’s code: none on a manager’s promotion, the stored one on an edit (409 otherwise); a promotion the ERP deleted is not found', async () => {
    const erp = (rows: object[]) =>
      callApi(
        app.baseUrl,
        integration.catalogue.promotions,
        { token: tenant.integrationKey, body: { rows } },
        INTEGRATION_BASE,
      );
    const erpRow = {
      code_erp: 'ERP-20',
      name: 'Vinte por cento',
      starts_on: '2026-11-01',
      ends_on: '2026-12-31',
      kind: 'percent',
      percent: 20,
    };
    expect((await erp([erpRow])).status).toBe(200);
    const stored = (await list(managerToken)).find((promotion) => promotion.code_erp === 'ERP-20');
    if (!stored) throw new Error('sem a promoção do ERP');
    const { company_id: _company, ...asStored } = stored;

    // The manager ends the ERP's promotion: its code stays, so the ERP's next load finds its row.
    const ended = await save(managerToken, { ...asStored, ends_on: '2026-11-25' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data).toMatchObject({ code_erp: 'ERP-20', ends_on: '2026-11-25' });
    for (const code_erp of [null, 'ERP-21', ''] as const) {
      const changed = await save(managerToken, { ...asStored, code_erp });
      expect(changed.status, `code_erp ${code_erp}`).toBe(409);
      expect(JSON.stringify(changed.body)).toContain('O código ERP da promoção vem do ERP');
    }
    // A manager's new promotion may not take a code the ERP will send later.
    const future = await save(managerToken, { ...takePay(randomUUID()), code_erp: 'ERP-30' });
    expect(future.status).toBe(409);
    expect((await list(managerToken)).find((promotion) => promotion.uuid === stored.uuid)?.code_erp).toBe(
      'ERP-20',
    );

    // The ERP deletes it: a manager's late save does not bring it back.
    expect((await erp([{ code_erp: 'ERP-20', deleted: true }])).status).toBe(200);
    const revived = await save(managerToken, asStored);
    expect(revived.status).toBe(404);
    expect((await list(managerToken)).some((promotion) => promotion.uuid === stored.uuid)).toBe(false);
  });

  it('refuses figures that do not hold (422 by field), an ERP code (409), another company’s uuid (404) and a seller (403)', async () => {
    const bad = await save(managerToken, { ...takePay(randomUUID()), pay: 12 });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('O cliente deve pagar menos do que leva');
    const backwards = await save(managerToken, { ...takePay(randomUUID()), ends_on: '2026-11-01' });
    expect(backwards.status).toBe(422);
    expect(JSON.stringify(backwards.body)).toContain('O fim da promoção é antes do início');

    const taken = await save(managerToken, { ...takePay(randomUUID()), code_erp: 'ERP-10' });
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body)).toContain('O código ERP da promoção vem do ERP');

    const theirs = randomUUID();
    expect((await save(otherManager, takePay(theirs))).status).toBe(200);
    const hijack = await save(managerToken, { ...takePay(theirs), name: 'Minha agora' });
    expect(hijack.status).toBe(404);
    expect((await list(otherManager)).find((promotion) => promotion.uuid === theirs)?.name).toBe(
      'Leve 12 pague 10',
    );

    expect((await save(sellerToken, takePay(randomUUID()))).status).toBe(403);
    expect((await callApi(app.baseUrl, api.promotions.list, { token: sellerToken })).status).toBe(403);
  });
});
