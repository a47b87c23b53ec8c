import { api, errorMessages, INTEGRATION_BASE, integration } from '@rota/contract';
import { type Appointment, finishAppointment, pauseAppointment, resumeAppointment } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { uniqueViolation } from '../../db/postgres-error.ts';
import { appointments, idempotencyKeys } from '../../db/schema/index.ts';
import { createFactory, newAppointment, type TestFactory } from '../../testing/production-builders.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const STARTUP_TIMEOUT_MS = 120_000;
const at = (time: string) => new Date(`2026-11-22T${time}:00.000-03:00`);
const busyMessage = (num_op: string, since: string) =>
  `A máquina MQ01 — Masseira espiral já tem um apontamento em andamento: OP ${num_op}, de Antônio Ferreira, desde 22/11/2026 ${since}. Finalize-o antes de iniciar outro.`;

describe.each(testDatabaseKinds)('appointment writes on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let factory: TestFactory;

  beforeAll(async () => {
    app = await startTestApp(kind);
  }, STARTUP_TIMEOUT_MS);

  beforeEach(async () => {
    factory = await createFactory(app);
    app.events.length = 0;
  });

  afterAll(async () => {
    await app?.close();
  });

  const write = (body: Appointment, f: TestFactory = factory) =>
    callApi(app.baseUrl, api.orderProduction.createApoint, { token: f.token, body });
  const order = async (numOp = '7001') =>
    (await callApi(app.baseUrl, api.orderProduction.get, { token: factory.token, params: { numOp } })).body
      .data;
  const start = (overrides: Partial<Appointment> = {}) =>
    newAppointment(factory, { started_at: at('08:00').toISOString(), ...overrides });

  it('start, pause with a reason, resume, finish with quantities: one appointment, the order moves with it', async () => {
    const started = start();
    const first = await write(started);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ uuid: started.uuid, finished_at: null, deleted_at: null });
    expect(await order()).toMatchObject({ status: 'Em produção', quantity_produced: 0 });

    const paused = pauseAppointment(started, factory.situation.ST03 as number, at('09:00'));
    expect((await write(paused)).status).toBe(200);
    expect((await order()).status).toBe('Pausada');

    const resumed = resumeAppointment(paused, at('09:20'));
    expect((await write(resumed)).status).toBe(200);
    expect((await order()).status).toBe('Em produção');

    const finished = finishAppointment(
      resumed,
      {
        quantity: 120,
        quantity_scrap: 3,
        scrap_reason_id: factory.situation.RF01 as number,
        notes: 'Massa mole',
      },
      at('11:00'),
    );
    const last = await write(finished);
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({
      finished_at: at('11:00').toISOString(),
      quantity: 120,
      quantity_scrap: 3,
      pauses: [
        {
          situation_id: factory.situation.ST03,
          started_at: at('09:00').toISOString(),
          finished_at: at('09:20').toISOString(),
        },
      ],
    });
    expect(await order()).toMatchObject({
      status: 'Em produção',
      quantity_produced: 120,
      quantity_scrap: 3,
      appointments: [{ uuid: started.uuid }],
    });
    const rows = await app.db.select().from(appointments).where(eq(appointments.uuid, started.uuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.seller_id).toBe(factory.tenant.seller.id);
    // Each write told the company's tablets, with the appointment's new version.
    expect(app.events.filter((event) => event.type === 'appointment.changed')).toHaveLength(4);
    expect(app.events.at(-1)).toEqual({
      type: 'appointment.changed',
      company_id: factory.tenant.company.id,
      seller_id: null,
      uuid: started.uuid,
      num_op: '7001',
      machine_id: factory.machine.MQ01,
      cursor: String(rows[0]?.version),
    });
  });

  it('the same body again answers the first answer, changes nothing and announces nothing', async () => {
    const started = start();
    const first = await write(started);
    const events = app.events.length;
    const again = await write(started);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(app.events.length).toBe(events);
    const keys = await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, started.uuid));
    expect(keys).toHaveLength(1);
  });

  it('a finished appointment changes no more: a different body is a 409, the same one a replay', async () => {
    const finished = finishAppointment(
      start(),
      { quantity: 10, quantity_scrap: 0, scrap_reason_id: null, notes: null },
      at('09:00'),
    );
    expect((await write(start({ uuid: finished.uuid }))).status).toBe(200);
    const stored = await write(finished);
    expect(stored.status).toBe(200);
    const refused = await write({ ...finished, quantity: 12 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Este apontamento da OP 7001 já foi finalizado e enviado; não pode mais ser alterado.',
    );
    const replay = await write(finished);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(stored.body);
    expect((await order()).quantity_produced).toBe(10);
  });

  it('refuses a second open appointment on a machine, naming the one running; another machine is free', async () => {
    expect((await write(start())).status).toBe(200);
    const second = await write(start({ num_op: '7002', operator_id: factory.operator.OP02 as number }));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(busyMessage('7001', '08:00'));
    expect((await write(start({ machine_id: factory.machine.MQ02 as number }))).status).toBe(200);
  });

  it('of two starts on one machine at the same moment, exactly one lands; the other names it', async () => {
    const bodies = [start(), start({ num_op: '7002', operator_id: factory.operator.OP02 as number })];
    const answers = await Promise.all(bodies.map((body) => write(body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const loser = answers[1 - winner];
    expect(loser?.body.message).toBe(
      busyMessage(bodies[winner]?.num_op ?? '', '08:00').replace(
        'de Antônio Ferreira',
        winner === 0 ? 'de Antônio Ferreira' : 'de Juliana Ramos',
      ),
    );
    const open = await app.db
      .select()
      .from(appointments)
      .where(eq(appointments.machine_id, factory.machine.MQ01 as number));
    expect(open.filter((row) => row.finished_at === null)).toHaveLength(1);
  });

  it('holds one open appointment per machine in the database itself, whatever writes it', async () => {
    expect((await write(start())).status).toBe(200);
    const second = start();
    const error = await companyWrite(app.db, factory.tenant.company.id, (tx) =>
      tx.insert(appointments).values({
        ...second,
        started_at: new Date(second.started_at),
        finished_at: null,
      }),
    ).catch((caught: unknown) => caught);
    expect(uniqueViolation(error)?.constraint).toBe('appointments_one_open_per_machine');
  });

  it('takes a whole appointment recorded offline while another runs on the machine: it holds no machine', async () => {
    expect((await write(start({ started_at: at('10:00').toISOString() }))).status).toBe(200);
    const offline = start({
      finished_at: at('09:00').toISOString(),
      quantity: 30,
      pauses: [
        {
          situation_id: factory.situation.ST02 as number,
          started_at: at('08:10').toISOString(),
          finished_at: at('08:20').toISOString(),
        },
      ],
    });
    expect((await write(offline)).status).toBe(200);
    expect((await order()).quantity_produced).toBe(30);
  });

  it('an Encerrada order takes no new appointment, but one already open there may be finished', async () => {
    const refused = await write(start({ num_op: '7003' }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A OP 7003 está encerrada e não recebe novos apontamentos.');

    const running = start();
    expect((await write(running)).status).toBe(200);
    // The ERP closes 7001 while it runs.
    const closing = await callApi(
      app.baseUrl,
      integration.production.orders,
      {
        token: factory.tenant.integrationKey,
        body: {
          rows: [
            {
              num_op: '7001',
              code_erp_product: 'P001',
              description: 'Pão Francês 7001',
              unit: 'UN',
              quantity_planned: 300,
              status: 'Encerrada',
              start_date: '2026-11-22',
              due_date: '2026-11-23',
            },
          ],
        },
      },
      INTEGRATION_BASE,
    );
    expect(closing.status).toBe(200);
    const done = finishAppointment(
      running,
      { quantity: 90, quantity_scrap: 0, scrap_reason_id: null, notes: null },
      at('10:00'),
    );
    expect((await write(done)).status).toBe(200);
    expect(await order()).toMatchObject({ status: 'Encerrada', quantity_produced: 90 });
    expect((await write(start({ started_at: at('10:30').toISOString() }))).status).toBe(409);
  });

  it('answers 422 by field in pt-BR: end before start, negative quantities, scrap without a reason, what does not exist', async () => {
    const reversed = await write(start({ finished_at: at('07:59').toISOString() }));
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({ finished_at: ['O fim não pode ser antes do início'] });

    const negative = await write(start({ quantity: -1 }));
    expect(negative.status).toBe(422);
    expect(Object.keys(negative.body.errors ?? {})).toEqual(['quantity']);

    const scrap = await write(start({ quantity_scrap: 2 }));
    expect(scrap.body.errors).toEqual({ scrap_reason_id: ['Informe o motivo do refugo'] });

    const unknown = await write(
      start({
        num_op: '7999',
        machine_id: factory.machine.MQ09 as number,
        situation_id: factory.situation.RF01 as number,
      }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      num_op: ['OP não encontrada'],
      machine_id: ['Máquina inativa'],
      situation_id: ['Escolha uma situação produtiva ou de parada'],
    });
    expect(
      await app.db.select().from(appointments).where(eq(appointments.company_id, factory.tenant.company.id)),
    ).toEqual([]);
  });

  it('keeps what was sent: the OP, machine, operator, situation, start and the pauses already stored', async () => {
    const started = start();
    const paused = pauseAppointment(started, factory.situation.ST03 as number, at('09:00'));
    await write(paused);
    const moved = await write({ ...paused, machine_id: factory.machine.MQ02 as number });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(
      'A OP, a máquina, o operador, a situação e o início de um apontamento enviado não podem mudar.',
    );
    const rewritten = await write({ ...started, pauses: [] });
    expect(rewritten.status).toBe(409);
    expect(rewritten.body.message).toBe('As paradas já enviadas deste apontamento não podem mudar.');
  });

  it('takes the company from the session, and answers 404 for another company’s appointment uuid', async () => {
    const mine = start({ company_id: 999_999 });
    const answer = await write(mine);
    expect(answer.status).toBe(200);
    expect(answer.body.data.company_id).toBe(factory.tenant.company.id);

    const other = await createFactory(app);
    const stolen = await write(newAppointment(other, { uuid: mine.uuid }), other);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(errorMessages.notFound);
  });
});
