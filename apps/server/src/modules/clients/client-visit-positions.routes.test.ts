import { randomUUID } from 'node:crypto';
import { api } from '@rota/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, clientVisits } from '../../db/schema/index.ts';
import { clientBody } from '../../testing/client-builders.ts';
import { createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { setVisitRadius } from '../admin/index.ts';

/** Padaria Pão Quente, Praça da Sé: the client's stored coordinates (§9 text, 8 decimals). */
const PLACE = { lat: -23.55052, long: -46.633308 };
const METRES_PER_DEGREE_OF_LATITUDE = (Math.PI * 6_371_008.8) / 180;
const northOf = (metres: number) => PLACE.lat + metres / METRES_PER_DEGREE_OF_LATITUDE;

/** docs/domain.md "Visits in the field": what the server keeps of a check-in and a check-out. */
describe.each(testDatabaseKinds)('visit positions on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app, { sellerCode: 'VP' });
    token = await login(app, tenant.company.id, tenant.accessToken, 'aparelho-visitas');
  });
  afterAll(async () => {
    await app?.close();
  });

  const newClient = async (located = true) => {
    const client = clientBody(
      tenant.company.id,
      located ? { lat: PLACE.lat.toFixed(8), long: PLACE.long.toFixed(8) } : { lat: null, long: null },
    );
    expect((await callApi(app.baseUrl, api.clients.create, { token, body: client })).status).toBe(200);
    return client;
  };
  const visit = (clientUuid: string, body: object) =>
    callApi(app.baseUrl, api.clients.visited, {
      token,
      params: { id: clientUuid },
      body: {
        uuid: randomUUID(),
        visited_at: '2026-11-20T23:50:00-03:00',
        outcome: { outcome: 'no_sale', reason: 'Cliente fechado', note: null },
        ...body,
      },
    });
  const stored = async (clientUuid: string) =>
    app.db.select().from(clientVisits).where(eq(clientVisits.client_uuid, clientUuid));

  it('keeps a check-in 1 km away with its distance, flag and reason, the minutes across midnight, and never moves the client', async () => {
    const client = await newClient();
    const answer = await visit(client.uuid, {
      check_in: { at: '2026-11-20T23:50:00-03:00', lat: northOf(1_000), long: PLACE.long, accuracy_m: 12 },
      check_out: { at: '2026-11-21T00:15:00-03:00', lat: northOf(1_000), long: PLACE.long, accuracy_m: 20 },
      radius_reason: 'Cliente atendeu no depósito',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [row] = await stored(client.uuid);
    expect(row).toMatchObject({
      distance_m: 1_000,
      minutes: 25,
      flags: ['out_of_radius'],
      radius_reason: 'Cliente atendeu no depósito',
      check_in_accuracy_m: 12,
      check_in_problem: null,
      check_out_accuracy_m: 20,
    });
    expect(row?.check_in_at?.toISOString()).toBe('2026-11-21T02:50:00.000Z');
    expect(row?.check_in_lat).toBeCloseTo(northOf(1_000), 8);
    const [place] = await app.db.select().from(clients).where(eq(clients.uuid, client.uuid));
    expect([place?.lat, place?.long]).toEqual([PLACE.lat.toFixed(8), PLACE.long.toFixed(8)]);
  });

  it('records a visit without a position, flagged, and one out of radius without a reason (a queued visit is never refused for it)', async () => {
    const client = await newClient();
    const denied = await visit(client.uuid, {
      visited_at: '2026-11-20T10:00:00-03:00',
      check_in: { at: '2026-11-20T10:00:00-03:00', problem: 'denied' },
      check_out: { at: '2026-11-20T10:20:00-03:00', lat: PLACE.lat, long: PLACE.long, accuracy_m: 250 },
    });
    expect(denied.status).toBe(200);
    const far = await visit(client.uuid, {
      visited_at: '2026-11-20T11:00:00-03:00',
      check_in: { at: '2026-11-20T11:00:00-03:00', lat: northOf(301), long: PLACE.long, accuracy_m: 8 },
    });
    expect(far.status).toBe(200);
    const rows = (await stored(client.uuid)).sort((a, b) => a.visited_at.getTime() - b.visited_at.getTime());
    expect(
      rows.map(({ distance_m, minutes, flags, check_in_problem, radius_reason }) => ({
        distance_m,
        minutes,
        flags,
        check_in_problem,
        radius_reason,
      })),
    ).toEqual([
      {
        distance_m: null,
        minutes: 20,
        flags: ['no_position', 'poor_accuracy'],
        check_in_problem: 'denied',
        radius_reason: null,
      },
      {
        distance_m: 301,
        minutes: null,
        flags: ['out_of_radius'],
        check_in_problem: null,
        radius_reason: null,
      },
    ]);
  });

  it('reads the company’s own radius, flags a client without coordinates, and refuses a reading with both a position and a problem (422)', async () => {
    await setVisitRadius(app.db, tenant.company.id, 1_500, new Date());
    const client = await newClient();
    expect(
      (
        await visit(client.uuid, {
          check_in: {
            at: '2026-11-20T09:00:00-03:00',
            lat: northOf(1_000),
            long: PLACE.long,
            accuracy_m: 10,
          },
        })
      ).status,
    ).toBe(200);
    expect((await stored(client.uuid))[0]).toMatchObject({ distance_m: 1_000, flags: [] });

    const unplaced = await newClient(false);
    await visit(unplaced.uuid, {
      check_in: { at: '2026-11-20T09:00:00-03:00', lat: PLACE.lat, long: PLACE.long, accuracy_m: 10 },
    });
    expect((await stored(unplaced.uuid))[0]).toMatchObject({
      distance_m: null,
      flags: ['client_without_position'],
    });
    const [place] = await app.db.select().from(clients).where(eq(clients.uuid, unplaced.uuid));
    expect([place?.lat, place?.long]).toEqual([null, null]);

    const both = await visit(client.uuid, {
      check_in: {
        at: '2026-11-20T09:00:00-03:00',
        lat: PLACE.lat,
        long: PLACE.long,
        accuracy_m: 10,
        problem: 'timeout',
      },
    });
    expect(both.status).toBe(422);
    expect(JSON.stringify(both.body)).toContain(
      'Informe a posição (latitude, longitude e precisão) ou o motivo',
    );
    await setVisitRadius(app.db, tenant.company.id, 300, new Date());
  });
});
