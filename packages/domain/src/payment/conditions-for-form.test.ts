import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCondition, makeFormPayment } from '../testing/fixtures.ts';
import { largestParcelDays } from './condition-listing.ts';
import { conditionsForForm } from './conditions-for-form.ts';

const cash = makeCondition({ description: 'À vista', parcels: 1, type: 1, itens: [] });
const twentyEight = makeCondition({
  description: '28',
  parcels: 1,
  type: 1,
  itens: [{ parcel: 1, days: 28 }],
});
const thirtySixty = makeCondition({
  description: '30/60',
  parcels: 2,
  type: 2,
  itens: [
    { parcel: 1, days: 30 },
    { parcel: 2, days: 60 },
  ],
});
const threeParcels = makeCondition({
  description: '30/60/90',
  parcels: 3,
  type: 2,
  itens: [
    { parcel: 1, days: 30 },
    { parcel: 2, days: 60 },
    { parcel: 3, days: 90 },
  ],
});
const fourParcels = makeCondition({
  description: '28/56/84/112',
  parcels: 4,
  type: 2,
  itens: [28, 56, 84, 112].map((days, index) => ({ parcel: index + 1, days })),
});
const inactive = makeCondition({ description: 'Antiga', inative: 1, parcels: 1, itens: [] });
const all = [cash, twentyEight, thirtySixty, threeParcels, fourParcels, inactive];
const names = (list: typeof all) => list.map((condition) => condition.description);

describe('conditions offered for a form of payment (§5 with the form’s limits)', () => {
  it('offers every active condition when the form has no limits', () => {
    expect(names(conditionsForForm(makeFormPayment(), all))).toEqual([
      'À vista',
      '28',
      '30/60',
      '30/60/90',
      '28/56/84/112',
    ]);
  });

  it('Dinheiro and PIX (1 parcel, 0 days) offer cash only', () => {
    const pix = makeFormPayment({ description: 'PIX', max_parcels: 1, max_days: 0 });
    expect(names(conditionsForForm(pix, all))).toEqual(['À vista']);
  });

  it('a boleto of up to 3 parcels and 90 days keeps both limits, equal included', () => {
    const boleto = makeFormPayment({ max_parcels: 3, max_days: 90 });
    expect(names(conditionsForForm(boleto, all))).toEqual(['À vista', '28', '30/60', '30/60/90']);
    expect(names(conditionsForForm({ ...boleto, max_days: 89 }, all))).toEqual(['À vista', '28', '30/60']);
    expect(names(conditionsForForm({ ...boleto, max_parcels: 2 }, all))).toEqual(['À vista', '28', '30/60']);
  });

  it('a null limit is no limit, each on its own', () => {
    expect(names(conditionsForForm(makeFormPayment({ max_parcels: 2 }), all))).toEqual([
      'À vista',
      '28',
      '30/60',
    ]);
    expect(names(conditionsForForm(makeFormPayment({ max_days: 60 }), all))).toEqual([
      'À vista',
      '28',
      '30/60',
    ]);
  });

  it('a form of type-1 conditions only (Cartão de crédito) drops the others', () => {
    const card = makeFormPayment({ description: 'Cartão de crédito', only_type_1: true });
    expect(names(conditionsForForm(card, all))).toEqual(['À vista', '28']);
  });

  it('never offers an inactive condition', () => {
    expect(conditionsForForm(makeFormPayment(), [inactive])).toEqual([]);
  });

  it('property: a condition is offered exactly when it is active and within every limit the form sets', () => {
    const conditionArb = fc
      .record({
        parcels: fc.integer({ min: 1, max: 12 }),
        type: fc.integer({ min: 0, max: 3 }),
        inative: fc.constantFrom(0 as const, 1 as const),
        days: fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 12 }),
      })
      .map(({ days, ...rest }) =>
        makeCondition({ ...rest, itens: days.map((d, i) => ({ parcel: i + 1, days: d })) }),
      );
    const formArb = fc
      .record({
        max_parcels: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
        max_days: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
        only_type_1: fc.boolean(),
      })
      .map((limits) => makeFormPayment(limits));
    fc.assert(
      fc.property(fc.array(conditionArb, { maxLength: 30 }), formArb, (conditions, form) => {
        const offered = conditionsForForm(form, conditions);
        for (const condition of conditions) {
          const within =
            condition.inative === 0 &&
            (form.max_parcels === null || condition.parcels <= form.max_parcels) &&
            (form.max_days === null || largestParcelDays(condition) <= form.max_days) &&
            (!form.only_type_1 || condition.type === 1);
          expect(offered.includes(condition)).toBe(within);
        }
        // The listing keeps the conditions' order.
        expect(offered).toEqual(conditions.filter((condition) => offered.includes(condition)));
      }),
    );
  });
});
