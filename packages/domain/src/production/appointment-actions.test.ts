import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAppointment, testUuid } from '../testing/fixtures.ts';
import type { Appointment } from './appointment.schema.ts';
import {
  AppointmentActionError,
  correctAppointment,
  finishAppointment,
  pauseAppointment,
  resumeAppointment,
  startAppointment,
} from './appointment-actions.ts';
import { appointmentShapeErrors } from './appointment-shape.ts';
import { appointmentState } from './appointment-time.ts';

const at = (time: string) => new Date(`2026-11-22T${time}:00-03:00`);
const result = { quantity: 120, quantity_scrap: 3, scrap_reason_id: 9, notes: ' Massa mole ' };
const start = () =>
  startAppointment(
    { uuid: testUuid(), company_id: 1, num_op: '7001', machine_id: 1, operator_id: 1, situation_id: 1 },
    at('08:00'),
  );

describe('appointment actions', () => {
  it('start → pause with a reason → resume → finish with quantities', () => {
    const started = start();
    expect(started).toMatchObject({
      started_at: at('08:00').toISOString(),
      finished_at: null,
      quantity: 0,
      pauses: [],
    });
    expect(appointmentState(started)).toBe('running');

    const paused = pauseAppointment(started, 4, at('09:00'));
    expect(appointmentState(paused)).toBe('paused');
    expect(paused.pauses).toEqual([
      { situation_id: 4, started_at: at('09:00').toISOString(), finished_at: null },
    ]);

    const resumed = resumeAppointment(paused, at('09:20'));
    expect(appointmentState(resumed)).toBe('running');
    expect(resumed.pauses[0]?.finished_at).toBe(at('09:20').toISOString());

    const finished = finishAppointment(resumed, result, at('11:00'));
    expect(appointmentState(finished)).toBe('finished');
    expect(finished).toMatchObject({
      finished_at: at('11:00').toISOString(),
      quantity: 120,
      quantity_scrap: 3,
      scrap_reason_id: 9,
      notes: 'Massa mole',
    });
    expect(appointmentShapeErrors(finished)).toEqual({});
  });

  it('finishing while paused ends the pause at the same instant', () => {
    const finished = finishAppointment(pauseAppointment(start(), 4, at('09:00')), result, at('09:30'));
    expect(finished.pauses[0]?.finished_at).toBe(at('09:30').toISOString());
    expect(finished.finished_at).toBe(at('09:30').toISOString());
  });

  it('refuses what the state does not allow, in pt-BR', () => {
    const paused = pauseAppointment(start(), 4, at('09:00'));
    expect(() => pauseAppointment(paused, 4, at('09:05'))).toThrow('Este apontamento já está pausado.');
    expect(() => resumeAppointment(start(), at('09:05'))).toThrow('Este apontamento não está pausado.');
    const finished = finishAppointment(start(), result, at('10:00'));
    for (const action of [
      () => pauseAppointment(finished, 4, at('10:05')),
      () => resumeAppointment(finished, at('10:05')),
      () => finishAppointment(finished, result, at('10:05')),
    ]) {
      expect(action).toThrow(AppointmentActionError);
      expect(action).toThrow('Este apontamento já foi finalizado.');
    }
  });

  it('a clock set back never writes an end before a start: the action takes the last recorded instant', () => {
    const paused = pauseAppointment(start(), 4, at('09:00'));
    const resumed = resumeAppointment(paused, at('08:30'));
    expect(resumed.pauses[0]?.finished_at).toBe(at('09:00').toISOString());
    const finished = finishAppointment(start(), result, at('07:00'));
    expect(finished.finished_at).toBe(at('08:00').toISOString());
    expect(appointmentShapeErrors(finished)).toEqual({});
  });

  it('scrap set to 0 drops its reason; blank notes are none', () => {
    const finished = finishAppointment(
      start(),
      { quantity: 5, quantity_scrap: 0, scrap_reason_id: 9, notes: '  ' },
      at('09:00'),
    );
    expect(finished.scrap_reason_id).toBeNull();
    expect(finished.notes).toBeNull();
  });

  it('a correction changes what was recorded, never the times', () => {
    const finished = finishAppointment(start(), result, at('10:00'));
    const corrected = correctAppointment(finished, {
      quantity: 118,
      quantity_scrap: 5,
      scrap_reason_id: 10,
      notes: null,
    });
    expect(corrected).toEqual({
      ...finished,
      quantity: 118,
      quantity_scrap: 5,
      scrap_reason_id: 10,
      notes: null,
    });
  });

  it('property: any sequence of actions at any instants (clock going back included) keeps a valid shape', () => {
    const action = fc.record({
      kind: fc.constantFrom('pause', 'resume', 'finish'),
      minutes: fc.integer({ min: -120, max: 600 }),
    });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let appointment: Appointment = start();
        for (const { kind, minutes } of actions) {
          const now = new Date(at('08:00').getTime() + minutes * 60_000);
          const state = appointmentState(appointment);
          if (state === 'finished') break;
          if (kind === 'pause' && state === 'running') appointment = pauseAppointment(appointment, 4, now);
          else if (kind === 'resume' && state === 'paused') appointment = resumeAppointment(appointment, now);
          else if (kind === 'finish') appointment = finishAppointment(appointment, result, now);
          expect(appointmentShapeErrors(appointment)).toEqual({});
        }
      }),
    );
  });

  it('keeps the appointment it is given untouched', () => {
    const original = makeAppointment();
    const copy = JSON.parse(JSON.stringify(original));
    pauseAppointment(original, 4, at('09:00'));
    finishAppointment(original, result, at('09:00'));
    expect(original).toEqual(copy);
  });
});
