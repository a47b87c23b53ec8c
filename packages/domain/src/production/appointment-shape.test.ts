import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECORD_LIMITS } from '../constants.ts';
import { makeAppointment } from '../testing/fixtures.ts';
import { appointmentSchema } from './appointment.schema.ts';
import { appointmentShapeErrors, appointmentShapeMessages as m } from './appointment-shape.ts';

const T = (time: string) => `2026-11-22T${time}:00.000Z`;
const pause = (started: string, finished: string | null, situation_id = 2) => ({
  situation_id,
  started_at: T(started),
  finished_at: finished === null ? null : T(finished),
});
const issues = (value: unknown) =>
  appointmentSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('appointment shape', () => {
  it('takes an open appointment and a finished one', () => {
    expect(issues(makeAppointment())).toEqual([]);
    expect(issues(makeAppointment({ finished_at: T('12:00'), quantity: 10 }))).toEqual([]);
  });

  it('refuses an end before the start and takes an end exactly at the start', () => {
    expect(issues(makeAppointment({ started_at: T('11:00'), finished_at: T('10:59') }))).toEqual([
      ['finished_at', m.endBeforeStart],
    ]);
    expect(issues(makeAppointment({ started_at: T('11:00'), finished_at: T('11:00') }))).toEqual([]);
  });

  it('compares instants, whatever the offset they were written with', () => {
    // 08:30 in São Paulo is 11:30 UTC: after an 11:00 UTC start.
    expect(
      issues(makeAppointment({ started_at: T('11:00'), finished_at: '2026-11-22T08:30:00-03:00' })),
    ).toEqual([]);
    expect(
      issues(makeAppointment({ started_at: T('11:00'), finished_at: '2026-11-22T07:59:00-03:00' })),
    ).toEqual([['finished_at', m.endBeforeStart]]);
  });

  it('refuses negative or fractional quantities in pt-BR', () => {
    // Issue 22 §3: a weighed order takes up to 3 decimals (1,5 kg), so the fraction refused here
    // is a fourth decimal; whether the order's unit takes any is `appointmentRefusal`'s.
    const bad = issues(makeAppointment({ quantity: -1, quantity_scrap: 1.0005 }));
    expect(bad.map(([path]) => path)).toEqual(['quantity', 'quantity_scrap']);
    // The quantity rule's own words now (quantityMessages.notNegative), in pt-BR as before.
    expect(bad[0]?.[1]).toMatch(/maior ou igual a 0|não pode ser negativ[oa]/);
  });

  describe('pauses', () => {
    const finished = { started_at: T('11:00'), finished_at: T('13:00') };
    it('takes pauses inside the appointment, touching its start, its end and each other', () => {
      const pauses = [pause('11:00', '11:30'), pause('11:30', '12:00', 3), pause('12:30', '13:00')];
      expect(issues(makeAppointment({ ...finished, pauses }))).toEqual([]);
    });
    it('refuses a pause ending before it starts', () => {
      expect(issues(makeAppointment({ ...finished, pauses: [pause('12:00', '11:59')] }))).toEqual([
        ['pauses.0.finished_at', m.pauseEndBeforeStart],
      ]);
    });
    it('refuses a pause starting before the appointment, even by a minute', () => {
      expect(issues(makeAppointment({ ...finished, pauses: [pause('10:59', '11:30')] }))).toEqual([
        ['pauses.0.started_at', m.pauseBeforeStart],
      ]);
    });
    it('refuses a pause ending after a finished appointment', () => {
      expect(issues(makeAppointment({ ...finished, pauses: [pause('12:30', '13:01')] }))).toEqual([
        ['pauses.0.finished_at', m.pauseAfterEnd],
      ]);
    });
    it('refuses overlapping or unordered pauses', () => {
      expect(
        issues(makeAppointment({ ...finished, pauses: [pause('11:10', '11:40'), pause('11:39', '11:50')] })),
      ).toEqual([['pauses.1.started_at', m.pausesOutOfOrder]]);
      expect(
        issues(makeAppointment({ ...finished, pauses: [pause('12:10', '12:20'), pause('11:10', '11:20')] })),
      ).toEqual([['pauses.1.started_at', m.pausesOutOfOrder]]);
    });
    it('takes an open last pause only while the appointment runs', () => {
      expect(
        issues(
          makeAppointment({
            started_at: T('11:00'),
            pauses: [pause('11:10', '11:20'), pause('11:30', null)],
          }),
        ),
      ).toEqual([]);
      expect(issues(makeAppointment({ ...finished, pauses: [pause('12:00', null)] }))).toEqual([
        ['pauses.0.finished_at', m.openPause],
      ]);
      const early = issues(
        makeAppointment({ started_at: T('11:00'), pauses: [pause('11:10', null), pause('11:30', '11:40')] }),
      );
      expect(early).toContainEqual(['pauses.0.finished_at', m.openPause]);
    });
    it(`holds at most ${RECORD_LIMITS.appointmentPauses} pauses`, () => {
      const many = Array.from({ length: RECORD_LIMITS.appointmentPauses + 1 }, () => pause('11:10', '11:10'));
      expect(issues(makeAppointment({ ...finished, pauses: many }))).toEqual([
        ['pauses', `Informe no máximo ${RECORD_LIMITS.appointmentPauses} itens`],
      ]);
    });
  });

  describe('scrap reason', () => {
    it('is required with scrap and refused without it', () => {
      expect(issues(makeAppointment({ quantity_scrap: 1 }))).toEqual([
        ['scrap_reason_id', m.scrapReasonRequired],
      ]);
      expect(issues(makeAppointment({ quantity_scrap: 1, scrap_reason_id: 9 }))).toEqual([]);
      expect(issues(makeAppointment({ quantity_scrap: 0, scrap_reason_id: 9 }))).toEqual([
        ['scrap_reason_id', m.scrapReasonWithoutScrap],
      ]);
    });
  });

  it('property: a finished appointment with pauses cut from its span in order is valid; shifting its end before its start is not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (startMs, steps) => {
          const base = Date.parse(T('00:00')) + startMs;
          const marks: number[] = [];
          for (const step of steps) marks.push((marks.at(-1) ?? base) + step);
          const end = marks.at(-1) ?? base;
          const pauses = [];
          for (let i = 0; i + 1 < marks.length; i += 2)
            pauses.push({
              situation_id: 2,
              started_at: new Date(marks[i] as number).toISOString(),
              finished_at: new Date(marks[i + 1] as number).toISOString(),
            });
          const appointment = makeAppointment({
            started_at: new Date(base).toISOString(),
            finished_at: new Date(end).toISOString(),
            pauses,
          });
          expect(appointmentShapeErrors(appointment)).toEqual({});
          const reversed = { ...appointment, finished_at: new Date(base - 1).toISOString(), pauses: [] };
          expect(appointmentShapeErrors(reversed)).toEqual({ finished_at: [m.endBeforeStart] });
        },
      ),
    );
  });
});
