import { api, errorMessages } from '@rota/contract';
import { type Notification, SELLER_PERMISSIONS } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { createNotification } from './notifications.repository.ts';

describe.each(testDatabaseKinds)('notifications on %s', (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let token: string;
  let colleagueToken: string;
  let mineOld: Notification;
  let companyWide: Notification;
  let colleagues: Notification;
  let mineNew: Notification;
  let otherCompanys: Notification;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app);
    other = await createTenant(app);
    token = await login(app, tenant.company.id, tenant.accessToken);
    const colleague = await addSeller(app, tenant, SELLER_PERMISSIONS, 'V-COLEGA');
    colleagueToken = await login(app, tenant.company.id, colleague.accessToken, 'aparelho-colega');
    const at = (time: string) => new Date(`2026-11-22T${time}:00Z`);
    const companyId = tenant.company.id;
    mineOld = await createNotification(app.db, {
      companyId,
      sellerId: tenant.seller.id,
      kind: 'sale_status',
      title: 'Venda processada',
      body: 'A venda foi faturada pelo ERP.',
      saleUuid: '5f0c7a52-3a77-4a1e-9f59-7c1b1f0a0b01',
      now: at('08:00'),
    });
    companyWide = await createNotification(app.db, {
      companyId,
      sellerId: null,
      kind: 'catalogue',
      title: 'Nova tabela de preços',
      now: at('09:00'),
    });
    colleagues = await createNotification(app.db, {
      companyId,
      sellerId: colleague.seller.id,
      kind: 'message',
      title: 'Ligar para o cliente',
      now: at('10:00'),
    });
    mineNew = await createNotification(app.db, {
      companyId,
      sellerId: tenant.seller.id,
      kind: 'message',
      title: 'Reunião às 14h',
      now: at('11:00'),
    });
    otherCompanys = await createNotification(app.db, {
      companyId: other.company.id,
      sellerId: null,
      kind: 'message',
      title: 'Aviso de outra empresa',
      now: at('12:00'),
    });
  }, 60_000);
  afterAll(() => app.close());

  const list = (as = token) => callApi(app.baseUrl, api.notifications.list, { token: as });
  const markAsRead = (id: unknown, as = token) =>
    callApi(app.baseUrl, api.notifications.markAsRead, { token: as, body: { id } });
  const markAllRead = (as = token) => callApi(app.baseUrl, api.notifications.markAllRead, { token: as });

  it('lists the seller’s unread notifications and the company’s, newest first', async () => {
    expect(await list()).toEqual({ status: 200, body: { data: [mineNew, companyWide, mineOld] } });
    expect((await list(colleagueToken)).body.data).toEqual([colleagues, companyWide]);
  });

  it('takes a notification marked read off the list; marking it again is harmless', async () => {
    expect(await markAsRead(mineOld.id)).toEqual({ status: 200, body: { data: { id: mineOld.id } } });
    expect((await list()).body.data).toEqual([mineNew, companyWide]);
    const [stored] = await app.db.select().from(notifications).where(eq(notifications.id, mineOld.id));
    expect(stored?.read_at?.toISOString()).toBe(app.deps.clock().toISOString());

    const later = new Date(app.deps.clock().getTime() + 60_000);
    app.setNow(later);
    expect((await markAsRead(mineOld.id)).status).toBe(200);
    const [again] = await app.db.select().from(notifications).where(eq(notifications.id, mineOld.id));
    expect(again?.read_at).toEqual(stored?.read_at);
  });

  it('answers 404 for another seller’s, another company’s or an unknown notification, and 422 for a bad id', async () => {
    const notFound = { status: 404, body: { message: 'Notificação não encontrada' } };
    expect(await markAsRead(colleagues.id)).toEqual(notFound);
    expect(await markAsRead(otherCompanys.id)).toEqual(notFound);
    expect(await markAsRead(9_999_999)).toEqual(notFound);
    expect((await list(colleagueToken)).body.data).toEqual([colleagues, companyWide]);

    const invalid = await markAsRead('abc');
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ id: ['Informe um número'] });
  });

  it('marks all read with the count it marked, each seller reading company-wide ones for themselves', async () => {
    expect(await markAllRead()).toEqual({ status: 200, body: { data: { count: 2 } } });
    expect((await list()).body.data).toEqual([]);
    // The colleague has not read the company-wide notification yet.
    expect((await list(colleagueToken)).body.data).toEqual([colleagues, companyWide]);
    const readByColleague = await callApi(app.baseUrl, api.notifications.markAsRead, {
      token: colleagueToken,
      body: { id: companyWide.id },
    });
    expect(readByColleague).toEqual({ status: 200, body: { data: { id: companyWide.id } } });
    expect((await list(colleagueToken)).body.data).toEqual([colleagues]);
    expect((await markAllRead()).body.data).toEqual({ count: 0 });
    const [theirs] = await app.db.select().from(notifications).where(eq(notifications.id, otherCompanys.id));
    expect(theirs?.read_at).toBeNull();
  });

  it('asks for a session', async () => {
    expect(await callApi(app.baseUrl, api.notifications.list)).toEqual({
      status: 401,
      body: { message: errorMessages.sessionExpired },
    });
  });
});
