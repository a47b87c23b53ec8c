import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  formatCoordinate,
  nearestNeighbourRoute,
  parseCoordinate,
  routeLengthKm,
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
