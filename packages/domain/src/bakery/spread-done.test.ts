import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inDeliveryOrder, spreadDone } from './spread-done.ts';

const line = (id: number, quantity: number, delivery_order: number | null) => ({
  id,
  quantity,
  delivery_order,
});

describe('inDeliveryOrder', () => {
  it('orders by delivery order, lines without one last, ties by id', () => {
    const lines = [line(4, 1, null), line(3, 1, 2), line(2, 1, 1), line(1, 1, null), line(5, 1, 1)];
    expect(inDeliveryOrder(lines).map((l) => l.id)).toEqual([2, 5, 3, 1, 4]);
  });
});

describe('spreadDone', () => {
  const card = [line(10, 40, 2), line(11, 60, 1)];

  it('fills the first client in delivery order first', () => {
    expect(spreadDone(card, 80)).toEqual([
      { id: 11, done: 60 },
      { id: 10, done: 20 },
    ]);
  });

  it('at exactly one line full, the next gets nothing', () => {
    expect(spreadDone(card, 60)).toEqual([
      { id: 11, done: 60 },
      { id: 10, done: 0 },
    ]);
  });

  it('0 undoes every line; the whole quantity fills every line; more is capped', () => {
    expect(spreadDone(card, 0).map((l) => l.done)).toEqual([0, 0]);
    expect(spreadDone(card, 100).map((l) => l.done)).toEqual([60, 40]);
    expect(spreadDone(card, 150).map((l) => l.done)).toEqual([60, 40]);
  });

  it('lowering the card keeps what each client already has separated, taking from the others', () => {
    // The first van's 60 are produced, not separated; the second's 40 are separated.
    const lines = [
      { ...line(1, 60, 1), separated: 0 },
      { ...line(2, 40, 2), separated: 40 },
    ];
    expect(spreadDone(lines, 50)).toEqual([
      { id: 1, done: 10 },
      { id: 2, done: 40 },
    ]);
    // Below what is separated it cannot: spread plainly, and stampProblem will say so.
    expect(spreadDone(lines, 30)).toEqual([
      { id: 1, done: 30 },
      { id: 2, done: 0 },
    ]);
  });

  it('with separations, every spread the stages allow keeps each line at or above its separation', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ quantity: fc.integer({ min: 1, max: 50 }), part: fc.double({ min: 0, max: 1 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 400 }),
        (rows, total) => {
          const lines = rows.map((row, index) => ({
            ...line(index + 1, row.quantity, index + 1),
            separated: Math.floor(row.quantity * row.part),
          }));
          const separated = lines.reduce((acc, l) => acc + l.separated, 0);
          const whole = lines.reduce((acc, l) => acc + l.quantity, 0);
          const spread = spreadDone(lines, total);
          expect(spread.reduce((acc, l) => acc + l.done, 0)).toBe(Math.min(total, whole));
          if (total >= separated) {
            for (const l of spread) expect(l.done).toBeGreaterThanOrEqual(lines[l.id - 1]?.separated ?? 0);
          }
        },
      ),
    );
  });

  it('spreads a weighed card to the gram (issue 22 §3: 2,5 kg of cheese for two clients)', () => {
    const cheese = [line(1, 1.5, 1), line(2, 1, 2)];
    expect(spreadDone(cheese, 2.25)).toEqual([
      { id: 1, done: 1.5 },
      { id: 2, done: 0.75 },
    ]);
    expect(spreadDone([line(1, 0.3, 1), line(2, 0.2, 2)], 0.1 + 0.2)).toEqual([
      { id: 1, done: 0.3 },
      { id: 2, done: 0 },
    ]);
  });

  it('sums a weighed spread exactly to the total clamped to the card (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 400_000 }),
        (thousandths, totalThousandths) => {
          const lines = thousandths.map((t, index) => line(index + 1, t / 1000, index + 1));
          const spread = spreadDone(lines, totalThousandths / 1000);
          const sum = spread.reduce((acc, l) => acc + Math.round(l.done * 1000), 0);
          const whole = thousandths.reduce((acc, t) => acc + t, 0);
          expect(sum).toBe(Math.min(totalThousandths, whole));
          for (const l of spread) expect(Number.isInteger(Math.round(l.done * 1000))).toBe(true);
        },
      ),
    );
  });

  it('a negative total is 0', () => {
    expect(spreadDone(card, -5).map((l) => l.done)).toEqual([0, 0]);
  });

  it('always sums to the total clamped to the card, never above a line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 500 }),
            order: fc.option(fc.integer({ min: 1, max: 9 })),
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.integer({ min: 0, max: 5000 }),
        (rows, total) => {
          const lines = rows.map((row, index) => line(index + 1, row.quantity, row.order));
          const spread = spreadDone(lines, total);
          const sum = spread.reduce((acc, l) => acc + l.done, 0);
          const whole = lines.reduce((acc, l) => acc + l.quantity, 0);
          expect(sum).toBe(Math.min(total, whole));
          for (const l of spread) expect(l.done).toBeLessThanOrEqual(lines[l.id - 1]?.quantity ?? 0);
        },
      ),
    );
  });
});
