import { describe, expect, it } from 'vitest';
import { makeAppointment } from '../testing/fixtures.ts';
import { openByMachine, operatorDay } from './machine-board.ts';

const at = (time: string, day = '22') => `2026-11-${day}T${time}:00.000-03:00`;

describe('machine board', () => {
  it('shows the open appointment of each machine, none for a free one', () => {
    const one = makeAppointment({ machine_id: 1, started_at: at('08:00') });
    const done = makeAppointment({ machine_id: 2, started_at: at('07:00'), finished_at: at('08:00') });
    const board = openByMachine([one, done]);
    expect(board.get(1)).toBe(one);
    expect(board.has(2)).toBe(false);
  });

  it('of two open on one machine (one not sent yet), the latest started; equal starts by uuid', () => {
    const early = makeAppointment({ uuid: '00000000-0000-4000-8000-00000000000b', started_at: at('08:00') });
    const late = makeAppointment({ uuid: '00000000-0000-4000-8000-00000000000c', started_at: at('09:00') });
    expect(openByMachine([late, early]).get(1)).toBe(late);
    expect(openByMachine([early, late]).get(1)).toBe(late);
    const twin = makeAppointment({ uuid: '00000000-0000-4000-8000-00000000000a', started_at: at('09:00') });
    expect(openByMachine([late, twin]).get(1)).toBe(twin);
    expect(openByMachine([twin, late]).get(1)).toBe(twin);
  });
});

describe("an operator's day", () => {
  it('lists the operator’s appointments of the day, open ones from yesterday too, latest first', () => {
    const yesterdayOpen = makeAppointment({ operator_id: 1, started_at: at('22:00', '21') });
    const yesterdayDone = makeAppointment({
      operator_id: 1,
      started_at: at('10:00', '21'),
      finished_at: at('11:00', '21'),
    });
    const morning = makeAppointment({ operator_id: 1, started_at: at('08:00'), finished_at: at('09:00') });
    const someoneElse = makeAppointment({ operator_id: 2, started_at: at('08:30') });
    expect(operatorDay([morning, yesterdayDone, someoneElse, yesterdayOpen], 1, '2026-11-22')).toEqual([
      morning,
      yesterdayOpen,
    ]);
  });
});
