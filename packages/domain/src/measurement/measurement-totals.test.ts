import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeMeasurement } from '../testing/fixtures.ts';
import { measurementsByDay, totalsByDriver } from './measurement-totals.ts';

describe('totalsByDriver', () => {
  it('counts loads and sums quantities per driver and volume, most quantity first', () => {
    const totals = totalsByDriver([
      makeMeasurement({ driver_id: 1, volume_id: 1, quantity: 10 }),
      makeMeasurement({ driver_id: 2, volume_id: 1, quantity: 30 }),
      makeMeasurement({ driver_id: 1, volume_id: 1, quantity: 5 }),
      makeMeasurement({ driver_id: 1, volume_id: 2, quantity: 0 }),
    ]);
    expect(totals).toEqual([
      { driver_id: 2, volume_id: 1, loads: 1, quantity: 30 },
      { driver_id: 1, volume_id: 1, loads: 2, quantity: 15 },
      { driver_id: 1, volume_id: 2, loads: 1, quantity: 0 },
    ]);
    expect(totalsByDriver([])).toEqual([]);
  });

  it('adds cubic metres exactly, to the thousandth (issue 22 §3)', () => {
    const totals = totalsByDriver([
      makeMeasurement({ driver_id: 1, volume_id: 1, quantity: 0.1 }),
      makeMeasurement({ driver_id: 1, volume_id: 1, quantity: 0.2 }),
      makeMeasurement({ driver_id: 1, volume_id: 1, quantity: 7.5 }),
    ]);
    expect(totals).toEqual([{ driver_id: 1, volume_id: 1, loads: 3, quantity: 7.8 }]);
  });

  it('keeps every load and every unit, whatever the input', () => {
    const row = fc.record({
      driver_id: fc.integer({ min: 1, max: 4 }),
      volume_id: fc.integer({ min: 1, max: 3 }),
      quantity: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        const totals = totalsByDriver(rows);
        expect(totals.reduce((sum, total) => sum + total.loads, 0)).toBe(rows.length);
        expect(totals.reduce((sum, total) => sum + total.quantity, 0)).toBe(
          rows.reduce((sum, r) => sum + r.quantity, 0),
        );
        expect(new Set(totals.map((t) => `${t.driver_id}:${t.volume_id}`)).size).toBe(totals.length);
      }),
    );
  });
});

describe('measurementsByDay', () => {
  it('groups by date, newest day first, keeping the given order inside a day', () => {
    const a = makeMeasurement({ date: '2026-11-21' });
    const b = makeMeasurement({ date: '2026-11-22', quantity: 4 });
    const c = makeMeasurement({ date: '2026-11-22', quantity: 6 });
    const days = measurementsByDay([a, b, c]);
    expect(days.map((day) => [day.date, day.measurements.map((m) => m.uuid)])).toEqual([
      ['2026-11-22', [b.uuid, c.uuid]],
      ['2026-11-21', [a.uuid]],
    ]);
    expect(days[0]?.totals).toEqual([{ driver_id: 1, volume_id: 1, loads: 2, quantity: 10 }]);
  });
});
