import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAppointment } from '../testing/fixtures.ts';
import { dayBounds, zonedDate } from '../time/time-zone.ts';
import { appointmentOnDay, appointmentState, appointmentTimes } from './appointment-time.ts';

const at = (time: string, day = '22') => `2026-11-${day}T${time}:00.000-03:00`;
const min = 60_000;

describe('appointment times', () => {
  it('counts an open appointment up to now, its open pause too', () => {
    const appointment = makeAppointment({
      started_at: at('08:00'),
      pauses: [
        { situation_id: 2, started_at: at('08:30'), finished_at: at('08:40') },
        { situation_id: 2, started_at: at('09:50'), finished_at: null },
      ],
    });
    expect(appointmentTimes(appointment, new Date(at('10:00')))).toEqual({
      totalMs: 120 * min,
      stoppedMs: 20 * min,
      productiveMs: 100 * min,
      pausedSince: at('09:50'),
    });
    expect(appointmentState(appointment)).toBe('paused');
  });

  it('stops counting at the end of a finished appointment, whatever now is', () => {
    const appointment = makeAppointment({ started_at: at('08:00'), finished_at: at('09:00') });
    const times = appointmentTimes(appointment, new Date(at('23:00')));
    expect(times).toEqual({ totalMs: 60 * min, stoppedMs: 0, productiveMs: 60 * min, pausedSince: null });
  });

  it('a now before the start (a clock set back) gives zero, never a negative time', () => {
    const appointment = makeAppointment({ started_at: at('08:00') });
    expect(appointmentTimes(appointment, new Date(at('07:00'))).totalMs).toBe(0);
    expect(appointmentTimes(appointment, new Date(at('07:00'))).productiveMs).toBe(0);
  });

  it('property: productive + stopped = total, none negative, computed from the instants only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 60 })), {
          maxLength: 6,
        }),
        fc.integer({ min: -60, max: 900 }),
        (length, rawPauses, nowMinutes) => {
          const start = Date.parse(at('08:00'));
          const pauses = rawPauses
            .map(([from, duration]) => [Math.min(from, length), Math.min(from + duration, length)] as const)
            .sort((a, b) => a[0] - b[0])
            .reduce<(readonly [number, number])[]>((kept, pause) => {
              const last = kept.at(-1);
              if (!last || pause[0] >= last[1]) kept.push(pause);
              return kept;
            }, [])
            .map(([from, to]) => ({
              situation_id: 2,
              started_at: new Date(start + from * min).toISOString(),
              finished_at: new Date(start + to * min).toISOString(),
            }));
          const appointment = makeAppointment({
            started_at: new Date(start).toISOString(),
            finished_at: new Date(start + length * min).toISOString(),
            pauses,
          });
          const times = appointmentTimes(appointment, new Date(start + nowMinutes * min));
          expect(times.totalMs).toBe(length * min);
          expect(times.stoppedMs + times.productiveMs).toBe(times.totalMs);
          expect(times.stoppedMs).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('appointments of a day (São Paulo)', () => {
  it('an appointment belongs to the days it touches; an open one to every day since its start', () => {
    const night = makeAppointment({ started_at: at('22:00', '21'), finished_at: at('06:00', '22') });
    expect(appointmentOnDay(night, '2026-11-21')).toBe(true);
    expect(appointmentOnDay(night, '2026-11-22')).toBe(true);
    expect(appointmentOnDay(night, '2026-11-23')).toBe(false);
    const open = makeAppointment({ started_at: at('22:00', '20'), finished_at: null });
    expect(appointmentOnDay(open, '2026-11-22')).toBe(true);
    expect(appointmentOnDay(open, '2026-11-19')).toBe(false);
  });

  it('reads the day in São Paulo: 23:30 there is already the next day in UTC', () => {
    const late = makeAppointment({ started_at: at('23:30'), finished_at: at('23:50') });
    expect(appointmentOnDay(late, '2026-11-22')).toBe(true);
    expect(appointmentOnDay(late, '2026-11-23')).toBe(false);
    expect(appointmentOnDay(late, '2026-11-23', 'UTC')).toBe(true);
  });

  it('ends at midnight: a start at 00:00 is the new day, 23:59 the old one', () => {
    expect(
      appointmentOnDay(
        makeAppointment({ started_at: at('00:00', '23'), finished_at: at('00:10', '23') }),
        '2026-11-22',
      ),
    ).toBe(false);
    expect(
      appointmentOnDay(makeAppointment({ started_at: at('23:59'), finished_at: at('23:59') }), '2026-11-22'),
    ).toBe(true);
  });

  it('property: the bounds select exactly the appointments of the day (the server queries by them)', () => {
    const instant = fc.integer({
      min: Date.parse('2026-11-20T00:00:00Z'),
      max: Date.parse('2026-11-25T00:00:00Z'),
    });
    fc.assert(
      fc.property(
        instant,
        fc.option(fc.integer({ min: 0, max: 3 * 86_400_000 })),
        fc.integer({ min: 20, max: 24 }),
        (start, length, dayOfMonth) => {
          const day = `2026-11-${dayOfMonth}`;
          const appointment = makeAppointment({
            started_at: new Date(start).toISOString(),
            finished_at: length === null ? null : new Date(start + length).toISOString(),
          });
          const { start: from, end } = dayBounds(day);
          const byBounds =
            start < end.getTime() &&
            (appointment.finished_at === null || Date.parse(appointment.finished_at) >= from.getTime());
          expect(appointmentOnDay(appointment, day)).toBe(byBounds);
          expect(zonedDate(from)).toBe(day);
        },
      ),
    );
  });
});
