import { randomUUID } from 'node:crypto';
import { api } from '@rota/contract';
import { SELLER_PERMISSIONS, type VisitDay, type VisitingDay } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { clients } from '../../db/schema/index.ts';
import { clientBody } from '../../testing/client-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** The client's door (Praça da Sé) and a point 1 km north of it (haversine, R = 6371.0088 km). */
const PLACE = { lat: -23.55052, long: -46.633308 };
const KM_NORTH = PLACE.lat + 1_000 / ((Math.PI * 6_371_008.8) / 180);

/** Monday 23 November 2026, a "Segunda" in São Paulo. */
const DAY = '2026-11-23';

/** docs/domain.md "The day's route": each seller's planned clients against the day's check-ins. */
describe.each(testDatabaseKinds)('GET visits/day on %s', { timeout: 60_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let sellerToken: string;
  let supervisorToken: string;
  let managerToken: string;
  const names: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp(kind, new Date('2026-11-23T22:00:00Z'));
    tenant = await createTenant(app, { sellerCode: 'VD1' });
    sellerToken = await login(app, tenant.company.id, tenant.accessToken, 'aparelho-vd1');
    const supervisor = await addSeller(app, tenant, [...SELLER_PERMISSIONS, 'canViewAllClients'], 'SUP');
    supervisorToken = await login(app, tenant.company.id, supervisor.accessToken, 'aparelho-sup');
    const manager = await addSeller(app, tenant, ['canAccessManager'], 'GER');
    managerToken = await login(app, tenant.company.id, manager.accessToken, 'aparelho-ger');
  });
  afterAll(async () => {
    await app?.close();
  });

  const newClient = async (name: string, visiting_day: VisitingDay) => {
    const client = clientBody(tenant.company.id, {
      name,
      visiting_day,
      lat: PLACE.lat.toFixed(8),
      long: PLACE.long.toFixed(8),
    });
    const created = await callApi(app.baseUrl, api.clients.create, { token: sellerToken, body: client });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    names[client.uuid] = name;
    return client.uuid;
  };
  const visit = async (clientUuid: string, checkIn: string, lat = PLACE.lat, registered = checkIn) => {
    const answer = await callApi(app.baseUrl, api.clients.visited, {
      token: sellerToken,
      params: { id: clientUuid },
      body: {
        uuid: randomUUID(),
        visited_at: registered,
        outcome: { outcome: 'sale', note: null },
        check_in: { at: checkIn, lat, long: PLACE.long, accuracy_m: 10 },
        check_out: { at: registered, lat, long: PLACE.long, accuracy_m: 10 },
        radius_reason: lat === PLACE.lat ? null : 'Cliente na feira',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const day = (token: string, query: Record<string, string> = { date: DAY }) =>
    callApi<{ data: VisitDay }>(app.baseUrl, api.visits.day, { token, query });

  it("lists the seller's day in the order of the check-ins, then the planned clients nobody visited", async () => {
    const padaria = await newClient('Padaria Central', 'Segunda');
    const mercado = await newClient('Mercado Bom Preço', 'Segunda');
    const skipped = await newClient('Empório Sé', 'Segunda');
    const tuesday = await newClient('Bar da Terça', 'Terça');
    const late = await newClient('Lanchonete Noturna', 'Segunda');
    const dueQuinzenal = await newClient('Armazém Quinzenal', 'Quinzenal');
    const recentQuinzenal = await newClient('Quitanda Quinzenal', 'Quinzenal');
    const inactive = await newClient('Loja Fechada', 'Segunda');
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx.update(clients).set({ inative: 1 }).where(eq(clients.uuid, inactive)),
    );

    await visit(mercado, '2026-11-23T10:30:00-03:00', KM_NORTH);
    await visit(padaria, '2026-11-23T09:00:00-03:00');
    await visit(tuesday, '2026-11-23T11:00:00-03:00');
    // Sunday night does not count on Monday; a visit begun before Monday's midnight ends on Tuesday.
    await visit(tuesday, '2026-11-22T23:30:00-03:00');
    await visit(late, '2026-11-23T23:50:00-03:00', PLACE.lat, '2026-11-24T00:10:00-03:00');
    // Seven days before: the Quinzenal client is not due on Monday.
    await visit(recentQuinzenal, '2026-11-16T15:00:00-03:00');

    const answer = await day(supervisorToken);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.date).toBe(DAY);
    // Only sellers with something planned or done that day.
    expect(answer.body.data.sellers.map((seller) => seller.code_erp)).toEqual(['VD1']);
    const [vd1] = answer.body.data.sellers;
    expect(vd1?.stops.map((stop) => [stop.client_name, stop.status])).toEqual([
      ['Padaria Central', 'visited'],
      ['Mercado Bom Preço', 'visited'],
      ['Bar da Terça', 'unplanned'],
      ['Lanchonete Noturna', 'visited'],
      ['Armazém Quinzenal', 'skipped'],
      ['Empório Sé', 'skipped'],
    ]);
    expect(vd1?.summary).toEqual({ planned: 5, visited: 3, skipped: 2, unplanned: 1, flagged: 1 });
    const far = vd1?.stops[1]?.visits[0];
    expect(far).toMatchObject({
      distance_m: 1_000,
      flags: ['out_of_radius'],
      radius_reason: 'Cliente na feira',
      outcome: 'sale',
      started_at: '2026-11-23T13:30:00.000Z',
    });
    expect(vd1?.stops[3]?.visits[0]).toMatchObject({ minutes: 20, started_at: '2026-11-24T02:50:00.000Z' });
    expect(vd1?.stops[0]).toMatchObject({ lat: PLACE.lat, long: PLACE.long, planned: true });
    expect(vd1?.stops[5]?.client_uuid).toBe(skipped);
    expect(new Set(vd1?.stops.map((stop) => stop.client_uuid))).not.toContain(inactive);
    expect(new Set(vd1?.stops.map((stop) => stop.client_uuid))).not.toContain(recentQuinzenal);
    expect(vd1?.stops.find((stop) => stop.client_uuid === dueQuinzenal)?.planned).toBe(true);

    // The manager area reads the same day.
    const manager = await day(managerToken);
    expect(manager.status).toBe(200);
    expect(manager.body.data).toEqual(answer.body.data);
  });

  it('narrows to one seller, 404 for a code the company lacks, and is refused to a plain seller (403)', async () => {
    const one = await day(supervisorToken, { date: DAY, seller: 'VD1' });
    expect(one.status).toBe(200);
    expect(one.body.data.sellers.map((seller) => seller.code_erp)).toEqual(['VD1']);
    // A seller with nothing that day still answers, empty, when asked by name.
    const idle = await day(supervisorToken, { date: DAY, seller: 'GER' });
    expect(idle.body.data.sellers).toEqual([
      {
        code_erp: 'GER',
        name: 'Vendedor GER',
        stops: [],
        summary: { planned: 0, visited: 0, skipped: 0, unplanned: 0, flagged: 0 },
      },
    ]);

    const other = await createTenant(app, { sellerCode: 'VX9' });
    expect((await day(supervisorToken, { date: DAY, seller: 'VX9' })).status).toBe(404);
    expect(other.company.id).not.toBe(tenant.company.id);

    const refused = await day(sellerToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/permissão/i) });
    expect((await day(supervisorToken, { date: '2026-02-30' })).status).toBe(422);
  });

  it('reads today in São Paulo when no date is given', async () => {
    // 22:00 UTC on the 23rd is 19:00 in São Paulo, still the 23rd.
    const answer = await day(supervisorToken, {});
    expect(answer.body.data.date).toBe(DAY);
  });
});
