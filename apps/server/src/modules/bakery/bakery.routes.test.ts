import { randomUUID } from 'node:crypto';
import { api, bakeryStampReusedMessage, errorMessages, INTEGRATION_BASE, integration } from '@rota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBakery, lineOf, stampBakery, type TestBakery } from '../../testing/bakery-builders.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { findStampsOfLine } from './bakery.repository.ts';

const STARTUP_TIMEOUT_MS = 120_000;
const DAY = '2026-11-23';

describe.each(testDatabaseKinds)('bakery calls on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let bakery: TestBakery;
  let other: TestBakery;
  /** Lines of the day: bread 100 (P001), coffee 24 (P002), cake 10 (P009) for one client. */
  let bread: number;
  let coffee: number;
  let cake: number;

  beforeAll(async () => {
    app = await startTestApp(kind);
    bakery = await createBakery(app);
    other = await createBakery(app);
    await bakery.sell([
      { code: 'P001', quantity: 100 },
      { code: 'P002', quantity: 24 },
      { code: 'P009', quantity: 10 },
    ]);
    await other.sell([{ code: 'P001', quantity: 7 }]);
    const day = await read(bakery.bakerToken);
    bread = lineOf(day, 'P001').id;
    coffee = lineOf(day, 'P002').id;
    cake = lineOf(day, 'P009').id;
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => app?.close(), 30_000);

  /** The day's production lines; `null` asks without a date (today in São Paulo). */
  async function read(token: string, date: string | null = DAY) {
    const answer = await callApi(app.baseUrl, api.bakery.production, {
      token,
      query: { date: date ?? undefined },
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }
  const stamp = (
    stage: 'production' | 'separation' | 'delivery',
    lines: { id: number; done: number }[],
    extra: { uuid?: string; at?: string; received_by?: string } = {},
    token = bakery.bakerToken,
  ) => stampBakery(app, token, stage, { lines, ...extra });

  it('reads the day of São Paulo by default: at 02:30 UTC it is still the day before', async () => {
    try {
      app.setNow(new Date('2026-11-23T02:30:00Z')); // 22/11 23:30 in São Paulo
      expect(await read(bakery.bakerToken, null)).toEqual([]);
      app.setNow(new Date('2026-11-23T03:00:00Z')); // 23/11 00:00 in São Paulo
      const today = await read(bakery.bakerToken, null);
      expect(today.map((line) => line.code_erp_product)).toEqual(['P001', 'P002', 'P009']);
    } finally {
      app.setNow(new Date('2026-11-22T13:00:00Z'));
    }
  });

  it('shows only the session company, and only to a profile with canAccessBakery (403)', async () => {
    const mine = await read(bakery.bakerToken);
    const theirs = await read(other.bakerToken);
    expect(theirs.map((line) => line.company_id)).toEqual([other.tenant.company.id]);
    expect(theirs.some((line) => mine.some((m) => m.id === line.id))).toBe(false);
    for (const call of [
      api.bakery.production,
      api.bakery.productionByCategory,
      api.bakery.separationByCategory,
      api.bakery.delivery,
      api.bakery.driverNames,
    ]) {
      const refused = await callApi(app.baseUrl, call, { token: bakery.plainToken });
      expect(refused.status, call.name).toBe(403);
      expect(refused.body).toEqual({ message: errorMessages.forbidden });
    }
    const refusedStamp = await stamp('production', [{ id: bread, done: 1 }], {}, bakery.plainToken);
    expect(refusedStamp.status).toBe(403);
    // Another company's line is unknown here: 404, and nothing moved there.
    const foreignId = theirs[0]?.id ?? 0;
    const foreign = await stamp('production', [{ id: foreignId, done: 1 }]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Item da padaria não encontrado');
    expect((await read(other.bakerToken))[0]?.produced).toBe(0);
    expect((await stamp('production', [{ id: 99_999_999, done: 1 }])).status).toBe(404);
  });

  it('lists the active drivers by name', async () => {
    const answer = await callApi(app.baseUrl, api.bakery.driverNames, { token: bakery.bakerToken });
    expect(answer.body.data.map((driver) => driver.name)).toEqual(['Marcos Pereira', 'Roberto Alves']);
  });

  it('stamps partial quantities, refuses what breaks the stages (422 by line) and undoes from the last stage', async () => {
    const partial = await stamp('production', [{ id: bread, done: 80 }], { at: '2026-11-23T07:10:00.000Z' });
    expect(partial.status).toBe(200);
    expect(partial.body.data).toEqual([
      expect.objectContaining({
        id: bread,
        produced: 80,
        production_at: '2026-11-23T07:10:00.000Z',
        production_by: bakery.bakerName,
      }),
    ]);

    const refused = await stamp('separation', [
      { id: coffee, done: 24 },
      { id: bread, done: 90 },
      { id: cake, done: 1 },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'lines.1.done': ['Só 80 de 100 foram produzidos'],
      'lines.2.done': ['Só 0 de 10 foram produzidos'],
    });
    expect(lineOf(await read(bakery.bakerToken), 'P002').separated).toBe(0); // nothing of it applied

    expect((await stamp('production', [{ id: bread, done: 120 }])).body.errors).toEqual({
      'lines.0.done': ['A quantidade passa do pedido (100)'],
    });
    expect((await stamp('production', [{ id: coffee, done: 1 }])).body.errors).toEqual({
      'lines.0.done': ['Este item não é produzido aqui: vai direto para a separação'],
    });
    expect((await stamp('delivery', [{ id: coffee, done: 1 }])).body.errors).toEqual({
      'lines.0.done': ['Só 0 de 24 foram separados'],
    });
    expect(
      (
        await stamp('separation', [
          { id: bread, done: 80 },
          { id: bread, done: 70 },
        ])
      ).body.errors,
    ).toEqual({
      'lines.1.id': ['Este item aparece mais de uma vez no mesmo envio'],
    });

    expect((await stamp('separation', [{ id: bread, done: 80 }])).status).toBe(200);
    const delivered = await stamp('delivery', [{ id: bread, done: 50 }], { received_by: 'Dona Cida' });
    expect(delivered.body.data[0]).toMatchObject({
      delivered: 50,
      delivery_by: bakery.bakerName,
      received_by: 'Dona Cida',
    });

    // An undo must start from the last stage.
    expect((await stamp('separation', [{ id: bread, done: 0 }])).body.errors).toEqual({
      'lines.0.done': ['Já foram entregues 50: desfaça a entrega antes'],
    });
    const undone = await stamp('delivery', [{ id: bread, done: 0 }], {}, bakery.sellerToken);
    expect(undone.status).toBe(200);
    expect(undone.body.data[0]).toMatchObject({
      delivered: 0,
      delivery_at: null,
      delivery_by: null,
      received_by: null,
      separated: 80,
      produced: 80,
    });
    // The log says who undid it, from how much.
    const log = await findStampsOfLine(app.db, bakery.tenant.company.id, bread);
    expect(log.at(-1)).toMatchObject({
      stage: 'delivery',
      done_before: 50,
      done: 0,
      seller_id: bakery.tenant.seller.id,
      seller_name: `Vendedor ${bakery.tenant.seller.code_erp?.slice(1)}`,
    });
  });

  it('totals the day per category with the domain rule: bought-in goods have no production', async () => {
    const production = await callApi(app.baseUrl, api.bakery.productionByCategory, {
      token: bakery.bakerToken,
      query: { date: DAY },
    });
    expect(production.body.data).toEqual([
      { category: '01', name: 'Pão Francês', quantity: 100, done: 80 },
      { category: '11', name: expect.any(String), quantity: 10, done: 0 },
    ]);
    const separation = await callApi(app.baseUrl, api.bakery.separationByCategory, {
      token: bakery.bakerToken,
      query: { date: DAY },
    });
    expect(separation.body.data.map((total) => [total.category, total.quantity, total.done])).toEqual([
      ['01', 100, 80],
      ['02', 24, 0],
      ['11', 10, 0],
    ]);
    const empty = await callApi(app.baseUrl, api.bakery.productionByCategory, {
      token: bakery.bakerToken,
      query: { date: '2026-11-30' },
    });
    expect(empty.body.data).toEqual([]);
  });

  it('answers a replayed stamp with the lines as they are, without applying it again', async () => {
    const uuid = randomUUID();
    const first = await stamp('production', [{ id: cake, done: 4 }], { uuid });
    const again = await stamp('production', [{ id: cake, done: 4 }], { uuid });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const newer = await stamp('production', [{ id: cake, done: 9 }]);
    expect(newer.body.data[0]?.produced).toBe(9);
    // The first stamp arrives once more (a device that never got its answer): 9 stays.
    const late = await stamp('production', [{ id: cake, done: 4 }], { uuid });
    expect(late.body.data[0]?.produced).toBe(9);
    const log = await findStampsOfLine(app.db, bakery.tenant.company.id, cake);
    expect(log.filter((row) => row.uuid === uuid)).toHaveLength(1);
    expect(log.map((row) => [row.done_before, row.done])).toEqual([
      [0, 4],
      [4, 9],
    ]);
  });

  it('refuses a stamp uuid sent again with another body (409 in pt-BR) and leaves the line as it was', async () => {
    const sale = await bakery.sell([{ code: 'P009', quantity: 10 }], { competence_at: '2026-11-23' });
    const lineNow = async () =>
      lineOf(
        (await read(bakery.bakerToken, '2026-11-24')).filter((row) => row.sale_uuid === sale.uuid),
        'P009',
      );
    const cakeOfSale = (await lineNow()).id;
    const produced = randomUUID();
    expect((await stamp('production', [{ id: cakeOfSale, done: 4 }], { uuid: produced })).status).toBe(200);
    // Another quantity, or the same uuid at another stage: refused, not silently left unapplied.
    for (const [stage, done] of [
      ['production', 6],
      ['separation', 4],
    ] as const) {
      const reused = await stamp(stage, [{ id: cakeOfSale, done }], { uuid: produced });
      expect(reused.status, stage).toBe(409);
      expect(reused.body, stage).toEqual({ message: bakeryStampReusedMessage });
    }
    expect(await lineNow()).toMatchObject({ produced: 4, separated: 0, production_by: bakery.bakerName });
    // The same body again is a resend: 200 with the line as it is.
    const again = await stamp('production', [{ id: cakeOfSale, done: 4 }], { uuid: produced });
    expect(again.status).toBe(200);
    expect(again.body.data.map((line) => [line.id, line.produced])).toEqual([[cakeOfSale, 4]]);

    // A delivery handed to Ana, sent again as handed to someone else or short: refused too.
    await stamp('separation', [{ id: cakeOfSale, done: 4 }]);
    const delivered = randomUUID();
    const toAna = await stamp('delivery', [{ id: cakeOfSale, done: 4 }], {
      uuid: delivered,
      received_by: 'Ana',
    });
    expect(toAna.status).toBe(200);
    const toBruno = await stamp('delivery', [{ id: cakeOfSale, done: 4 }], {
      uuid: delivered,
      received_by: 'Bruno',
    });
    expect(toBruno.status).toBe(409);
    expect(toBruno.body).toEqual({ message: bakeryStampReusedMessage });
    const short = await stampBakery(app, bakery.bakerToken, 'delivery', {
      uuid: delivered,
      received_by: 'Ana',
      lines: [{ id: cakeOfSale, done: 3, short_reason: 'avariado', short_note: 'Caixa amassada' }],
    });
    expect(short.status).toBe(409);
    expect(await lineNow()).toMatchObject({ delivered: 4, received_by: 'Ana', short_reason: null });
    const log = await findStampsOfLine(app.db, bakery.tenant.company.id, cakeOfSale);
    expect(log.map((row) => [row.stage, row.done])).toEqual([
      ['production', 4],
      ['separation', 4],
      ['delivery', 4],
    ]);
  });

  it('serialises concurrent stamps of one line: never counted twice, never ahead of the stage before', async () => {
    const sale = await bakery.sell([{ code: 'P001', quantity: 60 }], { competence_at: '2026-11-23' });
    const line = lineOf(
      (await read(bakery.bakerToken, '2026-11-24')).filter((row) => row.sale_uuid === sale.uuid),
      'P001',
    );
    const both = await Promise.all([
      stamp('production', [{ id: line.id, done: 60 }]),
      stamp('production', [{ id: line.id, done: 60 }]),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    const log = await findStampsOfLine(app.db, bakery.tenant.company.id, line.id);
    // One after the other: the second saw what the first left.
    expect(log.map((row) => [row.done_before, row.done]).sort()).toEqual([
      [0, 60],
      [60, 60],
    ]);

    // Separating 60 while production is undone: only one of the two may win.
    const race = await Promise.all([
      stamp('separation', [{ id: line.id, done: 60 }]),
      stamp('production', [{ id: line.id, done: 0 }]),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const [after] = (await read(bakery.bakerToken, '2026-11-24')).filter((row) => row.id === line.id);
    expect(after && after.separated <= after.produced).toBe(true);
  });

  it('lists the deliveries by driver, turn (none last) and client, optionally of one driver', async () => {
    const first = await bakery.sell([{ code: 'P002', quantity: 1 }], { competence_at: '2026-11-24' });
    const second = await bakery.sell([{ code: 'P002', quantity: 2 }], { competence_at: '2026-11-24' });
    const third = await bakery.sell([{ code: 'P002', quantity: 3 }], { competence_at: '2026-11-24' });
    const unassigned = await bakery.sell([{ code: 'P002', quantity: 4 }], { competence_at: '2026-11-24' });
    const schedule = (uuid: string, driver_code: string, delivery_order: number | null) =>
      callApi(
        app.baseUrl,
        integration.sales.delivery,
        {
          token: bakery.tenant.integrationKey,
          params: { uuid },
          body: { delivery_date: '2026-11-25', driver_code, delivery_order },
        },
        INTEGRATION_BASE,
      );
    await schedule(first.uuid, 'MOT01', 2);
    await schedule(second.uuid, 'MOT01', null);
    await schedule(third.uuid, 'MOT02', 1);
    await schedule(unassigned.uuid, 'MOT01', 1);
    // `unassigned` was scheduled last but is first in Roberto's route; `second` has no turn.
    const all = await callApi(app.baseUrl, api.bakery.delivery, {
      token: bakery.bakerToken,
      query: { date: '2026-11-25' },
    });
    expect(all.body.data.map((line) => [line.driver_name, line.delivery_order, line.quantity])).toEqual([
      ['Marcos Pereira', 1, 3],
      ['Roberto Alves', 1, 4],
      ['Roberto Alves', 2, 1],
      ['Roberto Alves', null, 2],
    ]);
    const roberto = await callApi(app.baseUrl, api.bakery.delivery, {
      token: bakery.bakerToken,
      query: { date: '2026-11-25', driver: 'Roberto Alves' },
    });
    expect(roberto.body.data.map((line) => line.quantity)).toEqual([4, 1, 2]);
  });

  it('announces each applied stamp to the bakery, with the lines and their days; a replay announces nothing', async () => {
    const uuid = randomUUID();
    const before = app.events.length;
    await stamp('separation', [{ id: coffee, done: 10 }], { uuid });
    await stamp('separation', [{ id: coffee, done: 10 }], { uuid });
    expect(app.events.slice(before)).toEqual([
      {
        type: 'bakery.changed',
        company_id: bakery.tenant.company.id,
        seller_id: null,
        delivery_dates: [DAY],
        ids: [coffee],
      },
    ]);
  });

  it('leaves out a line gone since (another company’s, or removed) and stamps the rest', async () => {
    const foreignId = (await read(other.bakerToken))[0]?.id ?? 0;
    // Coffee is at 10 separated (the test above); a tablet that still had a removed line sends both.
    const answer = await stamp('separation', [
      { id: 99_999_999, done: 3 },
      { id: coffee, done: 12 },
      { id: foreignId, done: 1 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((line) => [line.id, line.separated])).toEqual([[coffee, 12]]);
    expect((await read(other.bakerToken))[0]?.separated).toBe(0);
  });

  it('records no one as having received when the driver left the name blank', async () => {
    const blank = await stamp('delivery', [{ id: coffee, done: 1 }], { received_by: '   ' });
    expect(blank.status).toBe(200);
    expect(blank.body.data[0]).toMatchObject({ delivered: 1, received_by: null });
  });
});
