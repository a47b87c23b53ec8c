import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  formatCoordinate,
  nearestNeighbourRoute,
  parseCoordinate,
  routeLengthKm,
  suggestRoute,
} from './day-route.ts';

const praçaDaSé = { lat: -23.55052, long: -46.633308 };
const paulista = { lat: -23.561414, long: -46.655881 };
const campinas = { lat: -22.90556, long: -47.06083 };

describe('distance and coordinates', () => {
  it('measures great-circle distances in kilometres', () => {
    expect(distanceKm(praçaDaSé, paulista)).toBeCloseTo(2.6, 1);
    expect(distanceKm(praçaDaSé, campinas)).toBeCloseTo(84, 0);
    expect(distanceKm(paulista, paulista)).toBe(0);
  });

  it('reads stored coordinates (§9: text, 8 decimals) and writes them back', () => {
    expect(parseCoordinate('-23.55052000', 90)).toBeCloseTo(-23.55052, 8);
    expect(parseCoordinate('', 90)).toBeNull();
    expect(parseCoordinate(null, 180)).toBeNull();
    expect(parseCoordinate('-123.1', 90)).toBeNull();
    expect(formatCoordinate(-46.6333081234)).toBe('-46.63330812');
  });
});

describe('"Rota do dia": nearest-neighbour order', () => {
  it('goes to the closest stop first, then the closest to that one', () => {
    const stops = [
      { id: 'campinas', ...campinas },
      { id: 'paulista', ...paulista },
      { id: 'sé', ...praçaDaSé },
    ];
    expect(nearestNeighbourRoute(praçaDaSé, stops).map((stop) => stop.id)).toEqual([
      'sé',
      'paulista',
      'campinas',
    ]);
  });

  it('visits every stop once and never walks farther than the order given', () => {
    const point = fc.record({
      lat: fc.double({ min: -24, max: -23, noNaN: true }),
      long: fc.double({ min: -47, max: -46, noNaN: true }),
    });
    fc.assert(
      fc.property(point, fc.array(point, { maxLength: 30 }), (start, stops) => {
        const route = nearestNeighbourRoute(start, stops);
        expect(route).toHaveLength(stops.length);
        expect(new Set(route)).toEqual(new Set(stops));
        // Greedy is not optimal, but its first leg is the shortest possible one.
        if (stops.length > 0) {
          const firstLeg = distanceKm(start, route[0] as (typeof stops)[number]);
          expect(stops.every((stop) => distanceKm(start, stop) >= firstLeg - 1e-9)).toBe(true);
        }
        expect(routeLengthKm(start, route)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('gives the same route for the same day (ties keep the input order)', () => {
    const twin = [
      { id: 'a', ...paulista },
      { id: 'b', ...paulista },
    ];
    expect(nearestNeighbourRoute(praçaDaSé, twin).map((stop) => stop.id)).toEqual(['a', 'b']);
  });
});

describe('"Sugerir ordem": nearest neighbour, then 2-opt', () => {
  const point = fc.record({
    lat: fc.double({ min: -24, max: -23, noNaN: true }),
    long: fc.double({ min: -47, max: -46, noNaN: true }),
  });

  it('never walks farther than the order given, and visits every stop once', () => {
    fc.assert(
      fc.property(point, fc.array(point, { maxLength: 40 }), (start, stops) => {
        const route = suggestRoute(start, stops);
        expect(route).toHaveLength(stops.length);
        expect(new Set(route)).toEqual(new Set(stops));
        expect(routeLengthKm(start, route)).toBeLessThanOrEqual(routeLengthKm(start, stops) + 1e-9);
      }),
    );
  });

  it('walks stops along one street in their order, the best there is', () => {
    const street = Array.from({ length: 8 }, (_, n) => ({ id: n, lat: -23.55, long: -46.64 + n * 0.002 }));
    const shuffled = [street[5], street[1], street[7], street[0], street[3], street[6], street[2], street[4]];
    const route = suggestRoute({ lat: -23.55, long: -46.642 }, shuffled as typeof street);
    expect(route.map((stop) => stop.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('finds the shortest walk where nearest neighbour is lured away (checked against every order)', () => {
    // From the start the closest stop (e) pulls the walk west and then back east past its start.
    const start = { lat: 0, long: 0 };
    const stops = [
      { id: 'a', lat: 0.03, long: 0.1 },
      { id: 'b', lat: 0.02, long: -0.06 },
      { id: 'c', lat: 0.06, long: -0.19 },
      { id: 'd', lat: 0, long: 0.07 },
      { id: 'e', lat: 0.05, long: 0.01 },
    ];
    const orders = (left: typeof stops): (typeof stops)[] =>
      left.length <= 1
        ? [left]
        : left.flatMap((stop, index) =>
            orders([...left.slice(0, index), ...left.slice(index + 1)]).map((rest) => [stop, ...rest]),
          );
    const shortest = Math.min(...orders(stops).map((order) => routeLengthKm(start, order)));
    expect(nearestNeighbourRoute(start, stops).map((stop) => stop.id)).toEqual(['e', 'b', 'd', 'a', 'c']);
    const suggested = suggestRoute(start, stops);
    expect(suggested.map((stop) => stop.id)).toEqual(['d', 'a', 'e', 'b', 'c']);
    expect(routeLengthKm(start, suggested)).toBeCloseTo(shortest, 9);
    expect(routeLengthKm(start, suggested)).toBeLessThan(
      0.75 * routeLengthKm(start, nearestNeighbourRoute(start, stops)),
    );
  });

  it('gives the seller’s order back when nothing shorter is found', () => {
    const stops = [
      { id: 'a', lat: 0, long: 1 },
      { id: 'b', lat: 0, long: 2 },
    ];
    expect(suggestRoute({ lat: 0, long: 0 }, stops)).toEqual(stops);
  });
});
