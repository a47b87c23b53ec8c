import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAppointment, makeProductionOrder } from '../testing/fixtures.ts';
import { acceptsNewAppointments, orderProgress, orderStatusAfter } from './order-progress.ts';
import { PRODUCTION_ORDER_STATUSES } from './production-order.schema.ts';

const T = (time: string) => `2026-11-22T${time}:00.000Z`;
const open = makeAppointment({ started_at: T('11:00') });
const paused = makeAppointment({
  started_at: T('11:00'),
  pauses: [{ situation_id: 2, started_at: T('11:30'), finished_at: null }],
});
const resumed = makeAppointment({
  started_at: T('11:00'),
  pauses: [{ situation_id: 2, started_at: T('11:30'), finished_at: T('11:40') }],
});
const finished = makeAppointment({ started_at: T('11:00'), finished_at: T('12:00'), quantity: 50 });

describe('order progress', () => {
  it('produced and scrap are the sums of the appointments; left is what the plan still misses', () => {
    const order = makeProductionOrder({ quantity_planned: 300 });
    const progress = orderProgress(order, [
      makeAppointment({ quantity: 120, quantity_scrap: 3, scrap_reason_id: 9 }),
      makeAppointment({ quantity: 30, quantity_scrap: 0 }),
    ]);
    expect(progress).toEqual({ planned: 300, produced: 150, scrap: 3, left: 150, percent: 50 });
  });

  it('adds weighed appointments exactly, in thousandths (issue 22 §3)', () => {
    const order = makeProductionOrder({ unit: 'KG', quantity_planned: 1 });
    const progress = orderProgress(order, [
      makeAppointment({ quantity: 0.1, quantity_scrap: 0.025, scrap_reason_id: 9 }),
      makeAppointment({ quantity: 0.2, quantity_scrap: 0 }),
      makeAppointment({ quantity: 0.45, quantity_scrap: 0.005, scrap_reason_id: 9 }),
    ]);
    expect(progress).toEqual({ planned: 1, produced: 0.75, scrap: 0.03, left: 0.25, percent: 75 });
  });

  it('an order without appointments has produced nothing', () => {
    expect(orderProgress(makeProductionOrder({ quantity_planned: 10 }), [])).toEqual({
      planned: 10,
      produced: 0,
      scrap: 0,
      left: 10,
      percent: 0,
    });
  });

  it('overproduction leaves 0 to do and caps the percent at 100; nothing planned is 0 %', () => {
    expect(
      orderProgress(makeProductionOrder({ quantity_planned: 100 }), [makeAppointment({ quantity: 130 })]),
    ).toMatchObject({
      left: 0,
      percent: 100,
    });
    expect(
      orderProgress(makeProductionOrder({ quantity_planned: 0 }), [makeAppointment({ quantity: 5 })]).percent,
    ).toBe(0);
  });

  it('the percent rounds down: 299 of 300 is 99 %, only the whole plan is 100 %', () => {
    const order = makeProductionOrder({ quantity_planned: 300 });
    expect(orderProgress(order, [makeAppointment({ quantity: 299 })]).percent).toBe(99);
    expect(orderProgress(order, [makeAppointment({ quantity: 300 })]).percent).toBe(100);
  });

  it('property: produced is the sum, scrap never counts as produced, produced + left ≥ planned', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1_000 })), {
          maxLength: 50,
        }),
        (planned, quantities) => {
          const appointments = quantities.map(([quantity, quantity_scrap]) => ({ quantity, quantity_scrap }));
          const progress = orderProgress({ quantity_planned: planned }, appointments);
          expect(progress.produced).toBe(quantities.reduce((sum, [quantity]) => sum + quantity, 0));
          expect(progress.scrap).toBe(quantities.reduce((sum, [, scrap]) => sum + scrap, 0));
          expect(progress.produced + progress.left).toBeGreaterThanOrEqual(planned);
          expect(progress.left).toBe(Math.max(0, planned - progress.produced));
          expect(progress.percent).toBeGreaterThanOrEqual(0);
          expect(progress.percent).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('order status from its appointments', () => {
  it('someone producing → Em produção; everyone open paused → Pausada', () => {
    expect(orderStatusAfter('Planejada', [open])).toBe('Em produção');
    expect(orderStatusAfter('Em produção', [paused])).toBe('Pausada');
    expect(orderStatusAfter('Pausada', [resumed])).toBe('Em produção');
    expect(orderStatusAfter('Pausada', [paused, open])).toBe('Em produção');
  });

  it('nothing open but work recorded → Em produção; no appointment keeps the ERP’s status', () => {
    expect(orderStatusAfter('Pausada', [finished])).toBe('Em produção');
    expect(orderStatusAfter('Planejada', [])).toBe('Planejada');
    expect(orderStatusAfter('Pausada', [])).toBe('Pausada');
  });

  it('Encerrada stays Encerrada and takes no new appointment; every other status does', () => {
    expect(orderStatusAfter('Encerrada', [open])).toBe('Encerrada');
    for (const status of PRODUCTION_ORDER_STATUSES)
      expect(acceptsNewAppointments({ status }), status).toBe(status !== 'Encerrada');
  });
});
