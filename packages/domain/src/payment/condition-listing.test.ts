import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCondition } from '../testing/fixtures.ts';
import { comparePaymentTerms, largestParcelDays, listConditions } from './condition-listing.ts';

const cash = makeCondition({ description: 'À vista', parcels: 1, type: 1, itens: [] });
const thirty = makeCondition({ description: '30', parcels: 1, type: 1, itens: [{ parcel: 1, days: 30 }] });
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
const inactive = makeCondition({ description: 'Antiga', inative: 1, parcels: 1, itens: [] });
const all = [cash, thirty, threeParcels, inactive];
const names = (list: typeof all) => list.map((c) => c.description);

describe('payment-condition listing (§5)', () => {
  it('keeps parcels not above the wanted value (equal included)', () => {
    expect(names(listConditions(all, { maxParcels: 3, maxDays: 365 }))).toEqual([
      'À vista',
      '30',
      '30/60/90',
    ]);
    expect(names(listConditions(all, { maxParcels: 2, maxDays: 365 }))).toEqual(['À vista', '30']);
  });

  it("keeps the largest parcel's days not above the wanted days (equal included)", () => {
    expect(names(listConditions(all, { maxParcels: 9, maxDays: 90 }))).toEqual(['À vista', '30', '30/60/90']);
    expect(names(listConditions(all, { maxParcels: 9, maxDays: 89 }))).toEqual(['À vista', '30']);
    expect(names(listConditions(all, { maxParcels: 9, maxDays: 0 }))).toEqual(['À vista']);
  });

  it('keeps only type 1 when type 1 is wanted', () => {
    expect(names(listConditions(all, { maxParcels: 9, maxDays: 999, onlyType1: true }))).toEqual([
      'À vista',
      '30',
    ]);
  });

  it('reads a condition without itens as cash', () => {
    expect(largestParcelDays(cash)).toBe(0);
    expect(largestParcelDays(threeParcels)).toBe(90);
  });

  it('property: every listed condition meets every bound, and every unlisted one breaks one', () => {
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
    fc.assert(
      fc.property(
        fc.array(conditionArb, { maxLength: 30 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 400 }),
        fc.boolean(),
        (conditions, maxParcels, maxDays, onlyType1) => {
          const listed = listConditions(conditions, { maxParcels, maxDays, onlyType1 });
          for (const c of conditions) {
            const ok =
              c.inative === 0 &&
              c.parcels <= maxParcels &&
              Math.max(0, ...c.itens.map((i) => i.days)) <= maxDays &&
              (!onlyType1 || c.type === 1);
            expect(listed.includes(c)).toBe(ok);
          }
        },
      ),
    );
  });
});

describe('comparePaymentTerms (the order a seller reads terms in)', () => {
  const term = (description: string, days: number[]) =>
    makeCondition({
      description,
      parcels: Math.max(days.length, 1),
      itens: days.map((day, index) => ({ parcel: index + 1, days: day })),
    });

  it('lists cash first, then by the first installment, fewer installments, the last one', () => {
    const shuffled = [
      term('30/60/90', [30, 60, 90]),
      term('7 dias', [7]),
      term('28/56', [28, 56]),
      term('À vista', []),
      term('14 dias', [14]),
      term('30/60', [30, 60]),
      term('28 dias', [28]),
      term('Cartão à vista', [0]),
    ];
    expect(shuffled.sort(comparePaymentTerms).map((condition) => condition.description)).toEqual([
      'À vista',
      'Cartão à vista',
      '7 dias',
      '14 dias',
      '28 dias',
      '28/56',
      '30/60',
      '30/60/90',
    ]);
  });
});
