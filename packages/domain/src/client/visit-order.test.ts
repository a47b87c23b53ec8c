import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveInOrder, suggestVisitOrder, visitOrder } from './visit-order.ts';

const at = (uuid: string, lat: number | null, long: number | null = lat === null ? null : -46.6) => ({
  client: { uuid, lat: lat === null ? null : lat.toFixed(8), long: long === null ? null : long.toFixed(8) },
});
const uuids = (items: readonly { client: { uuid: string } }[]) => items.map((item) => item.client.uuid);

describe('visitOrder', () => {
  // Four clients on a line of latitude near São Paulo, one without a position.
  const a = at('a', -23.5);
  const b = at('b', -23.6);
  const c = at('c', -23.7);
  const d = at('d', -23.8);
  const none = at('sem-posicao', null);

  it("keeps the seller's order first, then walks the rest from the last placed client", () => {
    expect(uuids(visitOrder([a, b, c, d, none], ['d', 'a']))).toEqual(['d', 'a', 'b', 'c', 'sem-posicao']);
  });

  it('orders a day nobody ordered by distance, from the first located client, unlocated last', () => {
    // From c, b is 11 km away and d (further south here) 17 km: b, then a, then d.
    const far = at('d', -23.85);
    expect(uuids(visitOrder([none, c, a, far, b], []))).toEqual(['c', 'b', 'a', 'd', 'sem-posicao']);
  });

  it('skips saved uuids no longer among the day’s clients, and repeats', () => {
    expect(uuids(visitOrder([a, b], ['gone', 'b', 'b']))).toEqual(['b', 'a']);
  });

  it('property: every client of the day appears exactly once, whatever was saved', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 20 }),
        fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 25 }),
        (ids, saved) => {
          const items = ids.map((id, index) => at(id, index % 3 === 0 ? null : -23 - index / 10));
          expect(uuids(visitOrder(items, saved)).sort()).toEqual([...ids].sort());
        },
      ),
    );
  });
});

describe('moveInOrder', () => {
  it('moves a client one place up or down, and not past either end', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });
});

describe('suggestVisitOrder', () => {
  const at = (uuid: string, lat: number | null, long: number | null) => ({
    uuid,
    lat: lat === null ? null : String(lat),
    long: long === null ? null : String(long),
  });
  // Along one street, east to west; "sem" has no position.
  const clients = [
    at('a', -23.55, -46.64),
    at('b', -23.55, -46.638),
    at('c', -23.55, -46.636),
    at('d', -23.55, -46.634),
    at('sem', null, null),
  ];

  it('keeps the first client with a position first, walks the others shorter, and those without one last', () => {
    const suggested = suggestVisitOrder(['a', 'sem', 'd', 'b', 'c'], clients);
    expect(suggested.order).toEqual(['a', 'b', 'c', 'd', 'sem']);
    // 0,2 km × 3 legs, against a → d → b → c (0,6 + 0,4 + 0,2).
    expect(suggested.afterKm).toBeCloseTo(0.6, 1);
    expect(suggested.beforeKm).toBeCloseTo(1.2, 1);
  });

  it('gives the order back when it is already the shortest, or nobody has a position', () => {
    expect(suggestVisitOrder(['a', 'b', 'c', 'd'], clients).order).toEqual(['a', 'b', 'c', 'd']);
    expect(suggestVisitOrder(['sem', 'x'], clients)).toEqual({
      order: ['sem', 'x'],
      beforeKm: 0,
      afterKm: 0,
    });
  });
});
