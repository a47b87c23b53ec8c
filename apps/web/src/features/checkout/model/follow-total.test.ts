import { addItem, changeItem, newCart, paymentLine } from '@rota/domain';
import { CONDITION, FORM, makeItem, testUuid } from '@rota/domain/testing';
import { describe, expect, it } from 'vitest';
import { followTotal } from './follow-total.ts';

const base = () =>
  newCart({ uuid: testUuid(), company_id: 1, seller_id: 7, now: '2026-11-24T12:00:00.000Z' });

describe('followTotal', () => {
  it('keeps a single line that covered the total equal to the new total', () => {
    const item = makeItem({ quantity: 2, unit_price: 100_000, discount: 0 });
    const before = { ...addItem(base(), item), payments: [paymentLine(FORM, CONDITION, 2_000)] };
    const after = changeItem(before, item.uuid, { quantity: 3 });
    expect(followTotal(before, after).payments[0]?.price).toBe(3_000);
  });

  it('leaves a partial line, and two lines, as the seller set them', () => {
    const item = makeItem({ quantity: 2, unit_price: 100_000, discount: 0 });
    const partial = { ...addItem(base(), item), payments: [paymentLine(FORM, CONDITION, 500)] };
    expect(followTotal(partial, changeItem(partial, item.uuid, { quantity: 3 })).payments[0]?.price).toBe(
      500,
    );
    const two = {
      ...addItem(base(), item),
      payments: [paymentLine(FORM, CONDITION, 1_000), paymentLine(FORM, CONDITION, 1_000)],
    };
    const after = changeItem(two, item.uuid, { quantity: 3 });
    expect(followTotal(two, after).payments.map((line) => line.price)).toEqual([1_000, 1_000]);
  });
});
