import { describe, expect, it } from 'vitest';
import { quantityMessages } from '../quantity/quantity.ts';
import { makeAppointment, makeMachine, makeOperator, makeSituation } from '../testing/fixtures.ts';
import type { Appointment } from './appointment.schema.ts';
import {
  type AppointmentContext,
  appointmentRefusal,
  appointmentCheckMessages as m,
  machineBusyMessage,
} from './appointment-check.ts';

const T = (time: string) => `2026-11-22T${time}:00.000Z`;
const situations = new Map(
  [
    makeSituation({ id: 1, kind: 'Produtiva' }),
    makeSituation({ id: 2, kind: 'Parada', description: 'Falta de matéria-prima' }),
    makeSituation({ id: 3, kind: 'Refugo', description: 'Massa queimada' }),
    makeSituation({ id: 4, kind: 'Parada', inative: 1 }),
  ].map((situation) => [situation.id, situation]),
);
const context = (overrides: Partial<AppointmentContext> = {}): AppointmentContext => ({
  order: { num_op: '7001', status: 'Em produção', unit: 'UN' },
  machine: makeMachine(),
  operator: makeOperator(),
  situations,
  stored: null,
  openOnMachine: null,
  ...overrides,
});
const running = makeAppointment({ started_at: T('11:00') });
const invalid = (errors: Record<string, string[]>) => ({ kind: 'invalid', errors });

describe('appointment check', () => {
  it('takes a new open appointment on a free machine of an open order', () => {
    expect(appointmentRefusal(running, context())).toBeNull();
  });

  describe("quantities in the order's unit (issue 22 §3)", () => {
    const finished = (quantity: number, quantity_scrap = 0) =>
      makeAppointment({
        started_at: T('08:00'),
        finished_at: T('09:00'),
        quantity,
        quantity_scrap,
        scrap_reason_id: quantity_scrap > 0 ? 3 : null,
      });
    const kilos = context({ order: { num_op: '7001', status: 'Em produção', unit: 'KG' } });
    it('takes 0,75 kg of an order in KG, to the thousandth', () => {
      expect(appointmentRefusal(finished(0.75, 0.125), kilos)).toBeNull();
      expect(appointmentRefusal(finished(0.7505), kilos)).toEqual(
        invalid({ quantity: [quantityMessages.tooManyDecimals(3)] }),
      );
    });
    it('refuses a fraction of an order counted in units, naming the field', () => {
      expect(appointmentRefusal(finished(12, 1.5), context())).toEqual(
        invalid({ quantity_scrap: [quantityMessages.wholeOnly] }),
      );
      expect(appointmentRefusal(finished(12, 1), context())).toBeNull();
    });
  });

  describe('one open appointment per machine', () => {
    const other = {
      uuid: '00000000-0000-4000-8000-0000000000ff',
      num_op: '7003',
      started_at: T('10:12'),
      operator_name: 'Juliana Ramos',
    };
    it('refuses a second open one, naming the one running (time in São Paulo)', () => {
      expect(appointmentRefusal(running, context({ openOnMachine: other }))).toEqual({
        kind: 'conflict',
        message:
          'A máquina MQ01 — Masseira espiral 50 kg já tem um apontamento em andamento: OP 7003, de Juliana Ramos, desde 22/11/2026 07:12. Finalize-o antes de iniciar outro.',
      });
      expect(machineBusyMessage(makeMachine(), other, 'UTC')).toContain('desde 22/11/2026 10:12');
    });
    it('lets a finished appointment recorded offline through: it holds no machine', () => {
      const whole = makeAppointment({ started_at: T('08:00'), finished_at: T('09:00') });
      expect(appointmentRefusal(whole, context({ openOnMachine: other }))).toBeNull();
    });
  });

  describe('Encerrada orders', () => {
    it('take no new appointment', () => {
      expect(
        appointmentRefusal(running, context({ order: { num_op: '7001', status: 'Encerrada', unit: 'UN' } })),
      ).toEqual({
        kind: 'conflict',
        message: 'A OP 7001 está encerrada e não recebe novos apontamentos.',
      });
    });
    it('let an appointment started before the closing be finished', () => {
      const finished = { ...running, finished_at: T('12:00'), quantity: 10 };
      expect(
        appointmentRefusal(
          finished,
          context({ order: { num_op: '7001', status: 'Encerrada', unit: 'UN' }, stored: running }),
        ),
      ).toBeNull();
    });
  });

  describe('what it names', () => {
    it('must exist in the company', () => {
      expect(
        appointmentRefusal(
          makeAppointment({
            situation_id: 99,
            scrap_reason_id: 98,
            quantity_scrap: 1,
            pauses: [{ situation_id: 97, started_at: T('11:10'), finished_at: null }],
          }),
          context({ order: null, machine: null, operator: null }),
        ),
      ).toEqual(
        invalid({
          num_op: [m.orderNotFound],
          machine_id: [m.machineNotFound],
          operator_id: [m.operatorNotFound],
          situation_id: [m.situationNotFound],
          'pauses.0.situation_id': [m.situationNotFound],
          scrap_reason_id: [m.situationNotFound],
        }),
      );
    });
    it('must be of the right kind: a productive or stop situation, stop reasons for pauses, a scrap reason for scrap', () => {
      const wrong = makeAppointment({
        situation_id: 3,
        quantity_scrap: 2,
        scrap_reason_id: 1,
        pauses: [{ situation_id: 1, started_at: T('11:10'), finished_at: null }],
      });
      expect(appointmentRefusal(wrong, context())).toEqual(
        invalid({
          situation_id: [m.situationKind],
          'pauses.0.situation_id': [m.pauseKind],
          scrap_reason_id: [m.scrapReasonKind],
        }),
      );
    });
    it('may not be inactive for a new appointment, and may for a later write of one started before', () => {
      const retired = context({
        machine: makeMachine({ inative: 1 }),
        operator: makeOperator({ inative: 1 }),
      });
      expect(appointmentRefusal(running, retired)).toEqual(
        invalid({ machine_id: [m.machineInactive], operator_id: [m.operatorInactive] }),
      );
      expect(
        appointmentRefusal({ ...running, finished_at: T('12:00') }, { ...retired, stored: running }),
      ).toBeNull();
    });
    it('a new pause may not use a retired stop reason; one already stored keeps it', () => {
      const pausedWithRetired = {
        ...running,
        pauses: [{ situation_id: 4, started_at: T('11:10'), finished_at: null }],
      };
      expect(appointmentRefusal(pausedWithRetired, context())).toEqual(
        invalid({ 'pauses.0.situation_id': [m.situationInactive] }),
      );
      const resumed = {
        ...running,
        pauses: [{ situation_id: 4, started_at: T('11:10'), finished_at: T('11:20') }],
      };
      expect(appointmentRefusal(resumed, context({ stored: pausedWithRetired }))).toBeNull();
    });
  });

  it('a stop (a setup appointment) records scrap but no good quantity', () => {
    const setup = makeAppointment({ situation_id: 2, finished_at: T('12:00'), quantity: 5 });
    expect(appointmentRefusal(setup, context())).toEqual(invalid({ quantity: [m.stopProducesNothing] }));
    expect(
      appointmentRefusal({ ...setup, quantity: 0, quantity_scrap: 5, scrap_reason_id: 3 }, context()),
    ).toBeNull();
  });

  describe('a later write of a stored appointment', () => {
    const finished: Appointment = { ...running, finished_at: T('12:00'), quantity: 10 };
    it('once finished on the server, changes nothing more', () => {
      expect(appointmentRefusal({ ...finished, quantity: 11 }, context({ stored: finished }))).toEqual({
        kind: 'conflict',
        message: m.alreadyFinished('7001'),
      });
      // The same appointment written with another offset is the same appointment.
      expect(
        appointmentRefusal(
          { ...finished, finished_at: '2026-11-22T09:00:00-03:00' },
          context({ stored: finished }),
        ),
      ).toBeNull();
    });
    it('keeps its OP, machine, operator, situation and start', () => {
      for (const change of [
        { num_op: '7002' },
        { machine_id: 2 },
        { operator_id: 2 },
        { situation_id: 2 },
        { started_at: T('11:01') },
      ])
        expect(
          appointmentRefusal({ ...running, ...change }, context({ stored: running })),
          JSON.stringify(change),
        ).toEqual({
          kind: 'conflict',
          message: m.identityChanged,
        });
    });
    it('keeps the pauses already stored: an open one may close and new ones follow, none may vanish or move', () => {
      const paused = { ...running, pauses: [{ situation_id: 2, started_at: T('11:10'), finished_at: null }] };
      const closed = {
        ...running,
        pauses: [{ situation_id: 2, started_at: T('11:10'), finished_at: T('11:20') }],
      };
      const again = {
        ...closed,
        pauses: [...closed.pauses, { situation_id: 2, started_at: T('11:30'), finished_at: null }],
      };
      expect(appointmentRefusal(closed, context({ stored: paused }))).toBeNull();
      expect(appointmentRefusal(again, context({ stored: closed }))).toBeNull();
      const refused = { kind: 'conflict', message: m.pausesRewritten };
      expect(appointmentRefusal(running, context({ stored: paused }))).toEqual(refused);
      expect(
        appointmentRefusal(
          { ...closed, pauses: [{ ...closed.pauses[0], finished_at: T('11:25') }] } as Appointment,
          context({ stored: closed }),
        ),
      ).toEqual(refused);
    });
  });
});
