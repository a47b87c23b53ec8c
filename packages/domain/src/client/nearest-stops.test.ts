import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, type GeoPoint, nearestNeighbourRoute } from './day-route.ts';

/**
 * The walk as it was written before the index: every stop left measured at each step, the first
 * on a tie. The index must choose exactly the same stops in the same order.
 */
function scannedRoute<T extends GeoPoint>(start: GeoPoint, stops: readonly T[]): T[] {
  const left = [...stops];
  const route: T[] = [];
  let here = start;
  while (left.length > 0) {
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const [index, stop] of left.entries()) {
      const distance = distanceKm(here, stop);
      if (distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    }
    const [next] = left.splice(best, 1) as [T];
    route.push(next);
    here = next;
  }
  return route;
}

const ids = (route: readonly { id: number }[]) => route.map((stop) => stop.id);
const numbered = (points: readonly GeoPoint[]) => points.map((point, id) => ({ id, ...point }));

/** A city's clients: positions around a centre, many at the very same point (a shopping centre, a default geocode). */
const cityStops = fc
  .tuple(
    fc.record({
      lat: fc.double({ min: -33, max: 4, noNaN: true }),
      long: fc.double({ min: -73, max: -35, noNaN: true }),
    }),
    fc.array(
      fc.oneof(
        fc.record({
          dLat: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
          dLong: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        }),
        fc.constant({ dLat: 0.01, dLong: 0.01 }),
        fc.constantFrom({ dLat: 0, dLong: 0 }, { dLat: -0.05, dLong: 0.05 }),
      ),
      { maxLength: 120 },
    ),
  )
  .map(([centre, offsets]) => ({
    start: centre,
    stops: offsets.map(({ dLat, dLong }) => ({ lat: centre.lat + dLat, long: centre.long + dLong })),
  }));

/** Anywhere on the globe, the poles and the antimeridian included. */
const worldPoint = fc.oneof(
  fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    long: fc.double({ min: -180, max: 180, noNaN: true }),
  }),
  fc.constantFrom(
    { lat: 90, long: 0 },
    { lat: -90, long: 45 },
    { lat: 0, long: 180 },
    { lat: 0, long: -180 },
  ),
);

describe('the nearest-neighbour walk through the spatial index', () => {
  it('chooses the same stops in the same order as measuring every stop left, on a city', () => {
    fc.assert(
      fc.property(cityStops, ({ start, stops }) => {
        const points = numbered(stops);
        expect(ids(nearestNeighbourRoute(start, points))).toEqual(ids(scannedRoute(start, points)));
      }),
      { numRuns: 300 },
    );
  });

  it('and anywhere on the globe (poles, the antimeridian, stops on the same point)', () => {
    fc.assert(
      fc.property(worldPoint, fc.array(worldPoint, { maxLength: 60 }), (start, stops) => {
        const points = numbered([...stops, ...stops.slice(0, 5)]);
        expect(ids(nearestNeighbourRoute(start, points))).toEqual(ids(scannedRoute(start, points)));
      }),
      { numRuns: 300 },
    );
  });

  it('walks a day of 3,000 clients exactly as the scan does', () => {
    // A grid over São Paulo's centre, 120 rows of 25 clients 100 m apart, every tenth row on the
    // row before it (two clients at each address): ties everywhere, where a tree goes wrong.
    const stops = Array.from({ length: 3_000 }, (_, n) => {
      const row = Math.floor(n / 25);
      return { lat: -23.6 + (row % 10 === 9 ? row - 1 : row) * 0.0009, long: -46.7 + (n % 25) * 0.001 };
    });
    const points = numbered(stops);
    const start = { lat: -23.55052, long: -46.633308 };
    expect(ids(nearestNeighbourRoute(start, points))).toEqual(ids(scannedRoute(start, points)));
  });

  it('answers nothing for a day without stops', () => {
    expect(nearestNeighbourRoute({ lat: 0, long: 0 }, [])).toEqual([]);
  });
});
