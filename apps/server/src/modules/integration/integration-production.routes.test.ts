import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import { finishAppointment, pauseAppointment, resumeAppointment } from '@rota/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, newAppointment, type TestFactory } from '../../testing/production-builders.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const STARTUP_TIMEOUT_MS = 120_000;
const at = (time: string) => new Date(`2026-11-22T${time}:00.000-03:00`);

describe.each(testDatabaseKinds)('ERP production on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let factory: TestFactory;

  beforeAll(async () => {
    app = await startTestApp(kind);
    factory = await createFactory(app);
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
  });

  const erp = <C extends { method: 'GET' | 'POST'; path: string; response: unknown }>(
    call: C,
    options: { body?: unknown; query?: Record<string, string | number | undefined> },
    key = factory.tenant.integrationKey,
  ) => callApi(app.baseUrl, call as never, { ...options, token: key }, INTEGRATION_BASE);
  const write = (body: ReturnType<typeof newAppointment>) =>
    callApi(app.baseUrl, api.orderProduction.createApoint, { token: factory.token, body });
  const orderRow = (num_op: string, overrides: Record<string, unknown> = {}) => ({
    num_op,
    code_erp_product: 'P002',
    description: 'Bolo de fubá',
    unit: 'UN',
    quantity_planned: 80,
    status: 'Planejada',
    start_date: '2026-11-23',
    due_date: null,
    ...overrides,
  });

  describe('bulk upserts', () => {
    it('upserts orders by num_op; the produced and scrapped sums stay Rota’s', async () => {
      const finished = finishAppointment(
        newAppointment(factory, { num_op: '7002' }),
        { quantity: 25, quantity_scrap: 0, scrap_reason_id: null, notes: null },
        at('09:00'),
      );
      expect((await write(finished)).status).toBe(200);
      const answer = await erp<typeof integration.production.orders>(integration.production.orders, {
        body: {
          rows: [
            orderRow('8001'),
            orderRow('7002', { quantity_planned: 120, status: 'Em produção', quantity_produced: 999 }),
            orderRow('8002', { status: 'Fechada' }),
            orderRow('8001', { quantity_planned: 1 }),
          ],
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        data: {
          received: 4,
          upserted: 2,
          deleted: 0,
          errors: [
            {
              index: 2,
              key: '8002',
              errors: { status: ['Use um destes valores: Planejada, Em produção, Pausada, Encerrada'] },
            },
            {
              index: 3,
              key: '8001',
              errors: { num_op: ['Chave repetida neste lote (já enviada no índice 0)'] },
            },
          ],
        },
      });
      const order = await callApi(app.baseUrl, api.orderProduction.get, {
        token: factory.token,
        params: { numOp: '7002' },
      });
      expect(order.body.data).toMatchObject({ quantity_planned: 120, quantity_produced: 25 });
      const event = app.events.findLast((e) => e.type === 'catalogue.changed');
      expect(event).toMatchObject({ calls: ['orderProduction.get'], seller_id: null });
    });

    it('upserts machines, operators and situations by code_erp and tells the tablets which list to pull', async () => {
      const machines = await erp(integration.production.machines, {
        body: { rows: [{ code_erp: 'MQ03', description: 'Modeladora', inative: 0 }] },
      });
      expect(machines.status).toBe(200);
      expect(app.events.at(-1)).toMatchObject({
        type: 'catalogue.changed',
        calls: ['orderProduction.machines'],
      });
      const situations = await erp(integration.production.situations, {
        body: {
          rows: [
            { code_erp: 'RF02', description: 'Formato irregular', kind: 'Refugo' },
            { code_erp: 'XX01', description: 'Outra', kind: 'Perda' },
          ],
        },
      });
      expect((situations.body as { data: { errors: unknown[] } }).data.errors).toEqual([
        { index: 1, key: 'XX01', errors: { kind: ['Use um destes valores: Produtiva, Parada, Refugo'] } },
      ]);
      const pulled = await callApi(app.baseUrl, api.orderProduction.situations, { token: factory.token });
      expect(pulled.body.data.find((row) => row.code_erp === 'RF02')).toMatchObject({
        kind: 'Refugo',
        inative: 0,
      });
      const operators = await erp(integration.production.operators, {
        body: { rows: [{ code_erp: 'OP01', deleted: true }] },
      });
      expect((operators.body as { data: { deleted: number } }).data.deleted).toBe(1);
      const left = await callApi(app.baseUrl, api.orderProduction.operators, { token: factory.token });
      expect(left.body.data.map((row) => row.code_erp)).toEqual(['OP02']);
    });
  });

  describe('GET appointments/closed', () => {
    it('reads the finished appointments once each, in the order they finished, with the ERP’s codes', async () => {
      const company = await createFactory(app);
      const body = (overrides = {}) =>
        newAppointment(company, { started_at: at('06:00').toISOString(), ...overrides });
      const post = (value: ReturnType<typeof newAppointment>) =>
        callApi(app.baseUrl, api.orderProduction.createApoint, { token: company.token, body: value });
      const read = (query: Record<string, string | number | undefined> = {}) =>
        erp(integration.production.closedAppointments, { query }, company.tenant.integrationKey) as Promise<{
          status: number;
          body: { data: Record<string, unknown>[]; meta: { cursor: string; has_more: boolean } };
        }>;

      const first = body({ machine_id: company.machine.MQ02 as number });
      const running = body();
      await post(first);
      await post(running);
      expect((await read()).body.data).toEqual([]);

      const paused = resumeAppointment(
        pauseAppointment(first, company.situation.ST03 as number, at('07:00')),
        at('07:10'),
      );
      const finishedFirst = finishAppointment(
        paused,
        { quantity: 50, quantity_scrap: 2, scrap_reason_id: company.situation.RF01 as number, notes: null },
        at('08:00'),
      );
      await post(paused);
      await post(finishedFirst);
      const page = await read();
      expect(page.status).toBe(200);
      expect(page.body.data).toHaveLength(1);
      expect(page.body.data[0]).toMatchObject({
        uuid: first.uuid,
        num_op: '7001',
        quantity: 50,
        machine_code_erp: 'MQ02',
        operator_code_erp: 'OP01',
        situation_code_erp: 'ST01',
        scrap_reason_code_erp: 'RF01',
        pauses: [{ situation_code_erp: 'ST03', started_at: at('07:00').toISOString() }],
      });

      await post(
        finishAppointment(
          running,
          { quantity: 10, quantity_scrap: 0, scrap_reason_id: null, notes: null },
          at('09:00'),
        ),
      );
      const next = await read({ since: page.body.meta.cursor });
      expect(next.body.data.map((row) => row.uuid)).toEqual([running.uuid]);
      const paged = await read({ limit: 1 });
      expect(paged.body.data.map((row) => row.uuid)).toEqual([first.uuid]);
      expect(paged.body.meta.has_more).toBe(true);
      // Another company's key reads its own appointments only.
      expect((await read()).body.data.every((row) => row.company_id === company.tenant.company.id)).toBe(
        true,
      );
      const theirs = await erp(integration.production.closedAppointments, {}, factory.tenant.integrationKey);
      expect((theirs.body as { data: { uuid: string }[] }).data.some((row) => row.uuid === first.uuid)).toBe(
        false,
      );
      const anonymous = await callApi(
        app.baseUrl,
        integration.production.closedAppointments,
        {},
        INTEGRATION_BASE,
      );
      expect(anonymous.status).toBe(401);
    });
  });
});
