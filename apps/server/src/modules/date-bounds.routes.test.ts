import { randomUUID } from 'node:crypto';
import {
  api,
  type BulkUpsertResult,
  type CallDefinition,
  errorMessages,
  INTEGRATION_BASE,
  integration,
} from '@rota/contract';
import { type Measurement, SELLER_PERMISSIONS } from '@rota/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { volumes } from '../db/schema/index.ts';
import { createBakery, lineOf, stampBakery } from '../testing/bakery-builders.ts';
import { insertSynced, volumeRow } from '../testing/catalogue-builders.ts';
import { createFactory, newAppointment } from '../testing/production-builders.ts';
import { createTenant, login } from '../testing/tenant.ts';
import { type CallResult, callApi, startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

/**
 * docs/server.md "Dates": every date a person or the ERP sends is bounded relative to the
 * server's clock at receipt. Each call is tried with year 1, year 9999 and one step past each
 * edge (refused: 422 naming the field in pt-BR), and at each edge (accepted).
 */

/** Opening PGlite (WASM) and migrating takes seconds, more on a busy machine. */
const STARTUP_TIMEOUT_MS = 120_000;

// The server's clock: Sunday 22/11/2026, 10:00 in São Paulo.
const NOW = new Date('2026-11-22T13:00:00.000Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** A device's moment: 31 days back to 1 day ahead of the server's clock, both edges included. */
const moment = (now: Date) => ({
  earliest: iso(now.getTime() - 31 * DAY),
  tooOld: iso(now.getTime() - 31 * DAY - 1),
  latest: iso(now.getTime() + DAY),
  tooNew: iso(now.getTime() + DAY + 1),
});
const YEAR_1 = '0001-01-01T00:00:00.000Z';
const YEAR_9999 = '9999-12-31T23:59:59.000Z';
const old = (label: string) => `${label} deve estar nos últimos 31 dias`;
const ahead = (label: string) => `${label} não pode estar mais de 1 dia no futuro`;

/** A 422 whose `errors` are exactly these fields' pt-BR messages. */
function expectRefused(answer: CallResult, errors: Record<string, string[]>, what: string) {
  expect(answer.status, what).toBe(422);
  expect(answer.body, what).toEqual({ message: errorMessages.validationFailed, errors });
}

describe.each(testDatabaseKinds)('dates out of bounds on %s', { timeout: 60_000 }, (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, NOW);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => app?.close());
  afterEach(() => app.setNow(NOW));

  it('bakery stamps: `at` within the last 31 days and 1 day ahead, on every stage', async () => {
    const bakery = await createBakery(app);
    await bakery.sell([{ code: 'P001', quantity: 10 }]);
    const day = await callApi(app.baseUrl, api.bakery.production, {
      token: bakery.bakerToken,
      query: { date: '2026-11-23' },
    });
    const { id } = lineOf(day.body.data, 'P001');
    const label = 'A hora do registro';
    const edges = moment(NOW);
    for (const stage of ['production', 'separation', 'delivery'] as const) {
      for (const [at, message] of [
        [YEAR_1, old(label)],
        [edges.tooOld, old(label)],
        [edges.tooNew, ahead(label)],
        [YEAR_9999, ahead(label)],
      ] as const) {
        const refused = await stampBakery(app, bakery.bakerToken, stage, { lines: [{ id, done: 1 }], at });
        expectRefused(refused, { at: [message] }, `${stage} ${at}`);
      }
    }
    const first = await stampBakery(app, bakery.bakerToken, 'production', {
      lines: [{ id, done: 4 }],
      at: edges.earliest,
    });
    expect(first.status).toBe(200);
    expect(Date.parse(lineOf(first.body.data, 'P001').production_at ?? '')).toBe(Date.parse(edges.earliest));
    const second = await stampBakery(app, bakery.bakerToken, 'production', {
      lines: [{ id, done: 6 }],
      at: edges.latest,
    });
    expect(second.status).toBe(200);
    expect(Date.parse(lineOf(second.body.data, 'P001').production_at ?? '')).toBe(Date.parse(edges.latest));
  });

  it('appointments: start and end within the last 31 days and 1 day ahead', async () => {
    const factory = await createFactory(app);
    const write = (body: ReturnType<typeof newAppointment>) =>
      callApi(app.baseUrl, api.orderProduction.createApoint, { token: factory.token, body });
    const edges = moment(NOW);
    for (const [started_at, message] of [
      [YEAR_1, old('O início')],
      [edges.tooOld, old('O início')],
      [edges.tooNew, ahead('O início')],
      [YEAR_9999, ahead('O início')],
    ] as const) {
      expectRefused(
        await write(newAppointment(factory, { started_at })),
        { started_at: [message] },
        started_at,
      );
    }
    for (const [finished_at, message] of [
      [edges.tooNew, ahead('O fim')],
      [YEAR_9999, ahead('O fim')],
    ] as const) {
      const body = newAppointment(factory, { started_at: edges.earliest, finished_at });
      expectRefused(await write(body), { finished_at: [message] }, finished_at);
    }
    // A run recorded offline and sent whole, from the oldest moment allowed to the latest.
    const whole = newAppointment(factory, {
      started_at: edges.earliest,
      finished_at: edges.latest,
      quantity: 5,
    });
    expect((await write(whole)).status).toBe(200);
  });

  it('appointments: one left running keeps its old start; a new pause is bounded like the rest', async () => {
    const factory = await createFactory(app);
    const write = (body: ReturnType<typeof newAppointment>) =>
      callApi(app.baseUrl, api.orderProduction.createApoint, { token: factory.token, body });
    // Started 20 days ago, still open 15 days later: its start is now 35 days old.
    const open = newAppointment(factory, {
      machine_id: factory.machine.MQ02 as number,
      started_at: iso(NOW.getTime() - 20 * DAY),
    });
    expect((await write(open)).status).toBe(200);
    const later = new Date(NOW.getTime() + 15 * DAY);
    app.setNow(later);
    const edges = moment(later);
    const pause = (started_at: string, finished_at: string) => ({
      situation_id: factory.situation.ST02 as number,
      started_at,
      finished_at,
    });
    expectRefused(
      await write({ ...open, pauses: [pause(edges.tooOld, edges.earliest)] }),
      { 'pauses.0.started_at': [old('O início da parada')] },
      'pausa antiga',
    );
    expectRefused(
      await write({ ...open, finished_at: edges.tooNew, pauses: [pause(edges.earliest, edges.tooNew)] }),
      { finished_at: [ahead('O fim')], 'pauses.0.finished_at': [ahead('O fim da parada')] },
      'fim no futuro',
    );
    const finished = {
      ...open,
      finished_at: edges.latest,
      quantity: 3,
      pauses: [pause(edges.earliest, edges.latest)],
    };
    expect((await write(finished)).status).toBe(200);
  });

  it('measurements: a day of the last 31 days, never after today (São Paulo)', async () => {
    const tenant = await createTenant(app, { permissions: [...SELLER_PERMISSIONS, 'canRecordMeasurements'] });
    const token = await login(app, tenant.company.id, tenant.accessToken, 'celular-medicao');
    const drivers = await callApi(
      app.baseUrl,
      integration.measurements.drivers,
      { token: tenant.integrationKey, body: { rows: [{ code_erp: 'MOT01', name: 'Roberto Alves' }] } },
      INTEGRATION_BASE,
    );
    expect(drivers.status).toBe(200);
    const [driver] = (await callApi(app.baseUrl, api.measurements.drivers, { token })).body.data;
    const [volume] = await insertSynced(app.db, tenant.company.id, volumes, [
      volumeRow(tenant.company.id, 1),
    ]);
    const measurement = (date: string): Measurement => ({
      uuid: randomUUID(),
      company_id: tenant.company.id,
      seller_id: tenant.seller.id,
      date,
      driver_id: driver?.id ?? 0,
      plate: 'BRA2E19',
      material: 'Argila',
      volume_id: volume?.id ?? 0,
      quantity: 12,
      notes: null,
    });
    const write = (body: Measurement) => callApi(app.baseUrl, api.measurements.create, { token, body });
    for (const [date, message] of [
      ['0001-01-01', 'A data deve estar nos últimos 31 dias'],
      ['2026-10-21', 'A data deve estar nos últimos 31 dias'],
      ['2026-11-23', 'A data não pode ser depois de hoje'],
      ['9999-12-31', 'A data não pode ser depois de hoje'],
    ] as const) {
      expectRefused(await write(measurement(date)), { date: [message] }, date);
    }
    expect((await write(measurement('2026-10-22'))).status).toBe(200);
    expect((await write(measurement('2026-11-22'))).status).toBe(200);
  });

  it('sales: created_at like a device moment, competence_at 31 days either side of today', async () => {
    const { fx, sellerToken } = await createBakery(app);
    const write = (body: ReturnType<typeof fx.sale>) =>
      callApi(app.baseUrl, api.sales.create, { token: sellerToken, body });
    const edges = moment(NOW);
    const created = 'A data da venda';
    for (const [created_at, message] of [
      [YEAR_1, old(created)],
      [edges.tooOld, old(created)],
      [edges.tooNew, ahead(created)],
      [YEAR_9999, ahead(created)],
    ] as const) {
      expectRefused(await write(fx.sale({ created_at })), { created_at: [message] }, created_at);
    }
    const competence = 'A data de competência';
    for (const [competence_at, message] of [
      ['0001-01-01', old(competence)],
      ['2026-10-21', old(competence)],
      ['2026-12-24', `${competence} deve ser até 23/12/2026`],
      ['9999-12-31', `${competence} deve ser até 23/12/2026`],
    ] as const) {
      expectRefused(await write(fx.sale({ competence_at })), { competence_at: [message] }, competence_at);
    }
    expect((await write(fx.sale({ created_at: edges.earliest, competence_at: '2026-10-22' }))).status).toBe(
      200,
    );
    expect((await write(fx.sale({ created_at: edges.latest, competence_at: '2026-12-23' }))).status).toBe(
      200,
    );
  });

  it('sales: a sale kept open for weeks is finished with the dates it was accepted with', async () => {
    const { fx, sellerToken } = await createBakery(app);
    const write = (body: ReturnType<typeof fx.sale>) =>
      callApi(app.baseUrl, api.sales.create, { token: sellerToken, body });
    const open = fx.sale({ created_at: '2026-11-02T13:00:00.000Z', competence_at: '2026-11-02' });
    expect((await write(open)).status).toBe(200);
    app.setNow(new Date(NOW.getTime() + 15 * DAY)); // 07/12: both dates are 35 days old
    expectRefused(
      await write({ ...open, status: 'Finalizado', competence_at: '2026-11-03' }),
      { competence_at: [old('A data de competência')] },
      'competência trocada',
    );
    expect((await write({ ...open, status: 'Finalizado' })).status).toBe(200);
  });

  it('visits: visited_at within the last 31 days and 1 day ahead', async () => {
    const { fx, sellerToken } = await createBakery(app);
    const visit = (visited_at: string) =>
      callApi(app.baseUrl, api.clients.visited, {
        token: sellerToken,
        params: { id: fx.client.uuid },
        body: { uuid: randomUUID(), visited_at, outcome: null },
      });
    const edges = moment(NOW);
    const label = 'A data da visita';
    for (const [visitedAt, message] of [
      [YEAR_1, old(label)],
      [edges.tooOld, old(label)],
      [edges.tooNew, ahead(label)],
      [YEAR_9999, ahead(label)],
    ] as const) {
      expectRefused(await visit(visitedAt), { visited_at: [message] }, visitedAt);
    }
    expect((await visit(edges.earliest)).status).toBe(200);
    const latest = await visit(edges.latest);
    expect(latest.status).toBe(200);
    expect(Date.parse(latest.body.data.last_visit ?? '')).toBe(Date.parse(edges.latest));
  });

  it('the ERP’s delivery day: 31 days back to 366 days ahead', async () => {
    const bakery = await createBakery(app);
    const sale = await bakery.sell([{ code: 'P001', quantity: 2 }]);
    const deliver = (delivery_date: string) =>
      callApi(
        app.baseUrl,
        integration.sales.delivery,
        { token: bakery.tenant.integrationKey, params: { uuid: sale.uuid }, body: { delivery_date } },
        INTEGRATION_BASE,
      );
    const label = 'A data de entrega';
    for (const [day, message] of [
      ['0001-01-01', old(label)],
      ['2026-10-21', old(label)],
      ['2027-11-24', `${label} deve ser até 23/11/2027`],
      ['9999-12-31', `${label} deve ser até 23/11/2027`],
    ] as const) {
      expectRefused(await deliver(day), { delivery_date: [message] }, day);
    }
    for (const day of ['2026-10-22', '2027-11-23']) {
      const moved = await deliver(day);
      expect(moved.status, day).toBe(200);
      expect(lineOf(moved.body.data, 'P001').delivery_date).toBe(day);
    }
  });

  describe('the ERP’s bulk loads: from 01/01/2000 to 10 years ahead, row by row', () => {
    const title = {
      document_number: 'NF 1234',
      installment: '1/3',
      issue_date: '2026-11-01',
      due_date: '2026-12-01',
      amount: 150_000,
      amount_paid: 0,
      payment_date: null,
      status: 'Aberto',
    };
    const loads: {
      name: string;
      call: CallDefinition;
      row: (n: number) => Record<string, unknown>;
      fields: Record<string, string>;
    }[] = [
      {
        name: 'clients',
        call: integration.clients.clients,
        row: (n) => ({
          name: 'Mercado Bom Preço Ltda',
          fantasy_name: 'Bom Preço',
          document: '11222333000181',
          state_registration: null,
          email: 'compras@bompreco.com.br',
          phone: '1133334444',
          code_erp: `C${n}`,
          code_erp_seller: null,
          inative: 0,
          status: 'Reprovado',
          reproved_at: '2026-11-01T12:00:00.000Z',
          visiting_day: 'Segunda',
          cep: '01310100',
          street: 'Avenida Paulista',
          number: '1000',
          complement: null,
          district: 'Bela Vista',
          city_iso: '3550308',
          state: 'SP',
          lat: null,
          long: null,
        }),
        fields: { reproved_at: 'A data de reprovação' },
      },
      {
        name: 'price lists',
        call: integration.catalogue.priceLists,
        row: (n) => ({
          description: 'Tabela Varejo',
          code_erp: `T${n}`,
          code_erp_product: 'P900',
          price: 11_000,
          vigence_date: '2026-12-31',
          inative: 0,
        }),
        fields: { vigence_date: 'A data de vigência' },
      },
      {
        name: 'financial titles',
        call: integration.financials.financialTitles,
        row: (n) => ({
          ...title,
          code_erp: `TIT-${n}`,
          code_erp_client: 'C900',
          form_payment_description: 'Boleto',
        }),
        fields: {
          issue_date: 'A data de emissão',
          due_date: 'A data de vencimento',
          payment_date: 'A data de pagamento',
        },
      },
      {
        name: 'payable titles',
        call: integration.manager.payableTitles,
        row: (n) => ({
          ...title,
          code_erp: `PAG-${n}`,
          supplier_code_erp: 'F01',
          supplier_name: 'Moinho Sul',
        }),
        fields: {
          issue_date: 'A data de emissão',
          due_date: 'A data de vencimento',
          payment_date: 'A data de pagamento',
        },
      },
      {
        name: 'purchases',
        call: integration.manager.purchases,
        row: (n) => ({
          code_erp: `COM-${n}`,
          supplier_code_erp: 'F01',
          supplier_name: 'Moinho Sul',
          document_number: 'NF 77',
          date: '2026-11-01',
          total: 90_000,
        }),
        fields: { date: 'A data da compra' },
      },
      {
        name: 'checks',
        call: integration.financials.checks,
        row: (n) => ({
          code_erp: `CH-${n}`,
          code_erp_client: 'C900',
          bank: '001',
          agency: '1234',
          account: '56789-0',
          number: '000123',
          issuer_name: 'Mercado Bom Preço',
          amount: 50_000,
          issue_date: '2026-11-01',
          good_for: '2026-12-15',
          status: 'Em carteira',
          return_reason: null,
        }),
        fields: { issue_date: 'A data de emissão', good_for: 'A data de bom para' },
      },
      {
        name: 'production orders',
        call: integration.production.orders,
        row: (n) => ({
          num_op: `9${String(n).padStart(3, '0')}`,
          code_erp_product: 'P001',
          description: 'Pão Francês',
          unit: 'UN',
          quantity_planned: 100,
          status: 'Planejada',
          start_date: '2026-11-22',
          due_date: '2026-11-23',
        }),
        fields: { start_date: 'A data de início', due_date: 'A data de entrega' },
      },
    ];

    it.each(loads)(
      '$name: each date field refused outside, accepted at both edges',
      async ({ call, row, fields }) => {
        const tenant = await createTenant(app);
        let n = 0;
        for (const [field, label] of Object.entries(fields)) {
          // A date-time field (reproved_at) is read as its São Paulo day.
          const at = (day: string) => (field.endsWith('_at') ? `${day}T12:00:00.000-03:00` : day);
          const cases = [
            ['0001-01-01', `${label} deve ser a partir de 01/01/2000`],
            ['1999-12-31', `${label} deve ser a partir de 01/01/2000`],
            ['2036-11-23', `${label} deve ser até 22/11/2036`],
            ['9999-12-31', `${label} deve ser até 22/11/2036`],
            ['2000-01-01', null],
            ['2036-11-22', null],
          ] as const;
          const rows = cases.map(([day]) => {
            n += 1;
            return { ...row(n), [field]: at(day) };
          });
          const answer = await callApi<{ data: BulkUpsertResult }>(
            app.baseUrl,
            call,
            { token: tenant.integrationKey, body: { rows } },
            INTEGRATION_BASE,
          );
          expect(answer.status, field).toBe(200);
          expect(answer.body.data.upserted, field).toBe(2);
          expect(
            answer.body.data.errors.map((error) => [error.index, error.errors]),
            field,
          ).toEqual(
            cases.flatMap(([, message], index) => (message ? [[index, { [field]: [message] }]] : [])),
          );
        }
      },
    );
  });
});
