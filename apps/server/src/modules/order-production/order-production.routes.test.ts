import { api, errorMessages, INTEGRATION_BASE, integration } from '@rota/contract';
import { SELLER_PERMISSIONS } from '@rota/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, newAppointment, type TestFactory } from '../../testing/production-builders.ts';
import { addSeller, login } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** Opening PGlite (WASM) and migrating takes seconds, more on a busy machine. */
const STARTUP_TIMEOUT_MS = 120_000;

describe.each(testDatabaseKinds)('order production reads on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let factory: TestFactory;
  let other: TestFactory;

  beforeAll(async () => {
    app = await startTestApp(kind);
    factory = await createFactory(app);
    other = await createFactory(app);
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
  });

  const write = (f: TestFactory, body: ReturnType<typeof newAppointment>) =>
    callApi(app.baseUrl, api.orderProduction.createApoint, { token: f.token, body });

  it('answers every call 403 to a seller without canAccessAppointments, and 401 without a session', async () => {
    const seller = await addSeller(app, factory.tenant, SELLER_PERMISSIONS, 'V-SEM-APONTAMENTO');
    const token = await login(app, factory.tenant.company.id, seller.accessToken, 'device-seller');
    const calls = [
      [api.orderProduction.machines, {}],
      [api.orderProduction.operators, {}],
      [api.orderProduction.situations, {}],
      [api.orderProduction.get, { params: { numOp: '7001' } }],
      [api.orderProduction.apoints, { query: { num_op: '7001' } }],
      [api.orderProduction.createApoint, { body: newAppointment(factory) }],
    ] as const;
    for (const [call, options] of calls) {
      const refused = await callApi(app.baseUrl, call, { ...options, token });
      expect(refused.status, call.name).toBe(403);
      expect(refused.body.message, call.name).toBe(errorMessages.forbidden);
      expect((await callApi(app.baseUrl, call, options)).status, call.name).toBe(401);
    }
  });

  it('pulls the company’s machines, operators and situations by cursor, retired ones included', async () => {
    const machines = await callApi(app.baseUrl, api.orderProduction.machines, { token: factory.token });
    expect(machines.status).toBe(200);
    expect(machines.body.data.map((row) => [row.code_erp, row.inative])).toEqual([
      ['MQ01', 0],
      ['MQ02', 0],
      ['MQ09', 1],
    ]);
    expect(machines.body.data.every((row) => row.company_id === factory.tenant.company.id)).toBe(true);
    const situations = await callApi(app.baseUrl, api.orderProduction.situations, { token: factory.token });
    expect(situations.body.data.map((row) => `${row.code_erp} ${row.kind}`)).toEqual([
      'ST01 Produtiva',
      'ST02 Parada',
      'ST03 Parada',
      'ST09 Parada',
      'RF01 Refugo',
    ]);

    // The ERP renames a machine: the next delta brings that row alone.
    const cursor = machines.body.meta.cursor;
    await callApi(
      app.baseUrl,
      integration.production.machines,
      {
        token: factory.tenant.integrationKey,
        body: { rows: [{ code_erp: 'MQ02', description: 'Forno turbo a gás', inative: 0 }] },
      },
      INTEGRATION_BASE,
    );
    const delta = await callApi(app.baseUrl, api.orderProduction.machines, {
      token: factory.token,
      query: { since: cursor },
    });
    expect(delta.body.data.map((row) => row.description)).toEqual(['Forno turbo a gás']);
    const operators = await callApi(app.baseUrl, api.orderProduction.operators, {
      token: factory.token,
      query: { limit: 1 },
    });
    expect(operators.body.data.map((row) => row.name)).toEqual(['Antônio Ferreira']);
    expect(operators.body.meta.has_more).toBe(true);
  });

  it('reads an order by its number with its appointments and their sums; another company’s is not found', async () => {
    const first = newAppointment(factory, {
      num_op: '7002',
      started_at: '2026-11-22T10:00:00.000Z',
      finished_at: '2026-11-22T11:00:00.000Z',
      quantity: 40,
      quantity_scrap: 2,
      scrap_reason_id: factory.situation.RF01 as number,
    });
    const second = newAppointment(factory, {
      num_op: '7002',
      machine_id: factory.machine.MQ02 as number,
      started_at: '2026-11-22T11:30:00.000Z',
    });
    expect((await write(factory, first)).status).toBe(200);
    expect((await write(factory, second)).status).toBe(200);

    const order = await callApi(app.baseUrl, api.orderProduction.get, {
      token: factory.token,
      params: { numOp: '7002' },
    });
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({
      num_op: '7002',
      quantity_planned: 100,
      quantity_produced: 40,
      quantity_scrap: 2,
      status: 'Em produção',
    });
    expect(order.body.data.appointments.map((row) => row.uuid)).toEqual([first.uuid, second.uuid]);

    const missing = await callApi(app.baseUrl, api.orderProduction.get, {
      token: other.token,
      params: { numOp: '7099' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('OP 7099 não encontrada');
    // The other company has its own 7002, without these appointments.
    const theirs = await callApi(app.baseUrl, api.orderProduction.get, {
      token: other.token,
      params: { numOp: '7002' },
    });
    expect(theirs.body.data.appointments).toEqual([]);
  });

  describe('appointments by OP or by day', () => {
    const at = (day: string, time: string) => `2026-11-${day}T${time}:00.000-03:00`;
    let company: TestFactory;
    const uuids: Record<string, string> = {};

    beforeAll(async () => {
      company = await createFactory(app);
      const rows = {
        yesterday: newAppointment(company, { started_at: at('21', '08:00'), finished_at: at('21', '23:59') }),
        lateYesterday: newAppointment(company, {
          machine_id: company.machine.MQ02 as number,
          started_at: at('21', '22:00'),
          finished_at: at('22', '00:00'),
        }),
        openSinceYesterday: newAppointment(company, { num_op: '7002', started_at: at('21', '23:00') }),
        today: newAppointment(company, { started_at: at('22', '08:00'), finished_at: at('22', '23:30') }),
        tomorrow: newAppointment(company, { started_at: at('23', '00:00'), finished_at: at('23', '01:00') }),
      };
      for (const [name, body] of Object.entries(rows)) {
        uuids[name] = body.uuid;
        const answer = await write(company, body);
        if (answer.status !== 200) throw new Error(`${name}: ${JSON.stringify(answer.body)}`);
      }
    });

    const read = async (query: { num_op?: string; date?: string }) => {
      const answer = await callApi(app.baseUrl, api.orderProduction.apoints, { token: company.token, query });
      expect(answer.status).toBe(200);
      const names = Object.fromEntries(Object.entries(uuids).map(([name, uuid]) => [uuid, name]));
      return answer.body.data.map((row) => names[row.uuid]);
    };

    it('a day in São Paulo: what touches it, open ones from before included, oldest start first', async () => {
      // lateYesterday ended at 00:00 of the 22nd: it touches the 22nd.
      expect(await read({ date: '2026-11-22' })).toEqual(['lateYesterday', 'openSinceYesterday', 'today']);
      expect(await read({ date: '2026-11-21' })).toEqual([
        'yesterday',
        'lateYesterday',
        'openSinceYesterday',
      ]);
      expect(await read({ date: '2026-11-23' })).toEqual(['openSinceYesterday', 'tomorrow']);
    });

    it('an OP, and an OP on a day', async () => {
      expect(await read({ num_op: '7002' })).toEqual(['openSinceYesterday']);
      expect(await read({ num_op: '7001', date: '2026-11-21' })).toEqual(['yesterday', 'lateYesterday']);
    });

    it('without OP nor day, today in São Paulo, as the bakery calls read it (issue 23 §1)', async () => {
      try {
        // 23:30 of the 22nd in São Paulo is already the 23rd in UTC: still the 22nd's appointments.
        app.setNow(new Date('2026-11-23T02:30:00.000Z'));
        expect(await read({})).toEqual(['lateYesterday', 'openSinceYesterday', 'today']);
        // 00:30 of the 23rd in São Paulo: the 23rd's.
        app.setNow(new Date('2026-11-23T03:30:00.000Z'));
        expect(await read({})).toEqual(['openSinceYesterday', 'tomorrow']);
      } finally {
        app.setNow(new Date('2026-11-22T13:00:00.000Z'));
      }
    });

    it('never shows another company’s appointments', async () => {
      const theirs = await callApi(app.baseUrl, api.orderProduction.apoints, {
        token: other.token,
        query: { date: '2026-11-22' },
      });
      expect(theirs.body.data.some((row) => Object.values(uuids).includes(row.uuid))).toBe(false);
    });
  });
});
