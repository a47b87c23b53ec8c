import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Boundary, Position } from './municipal-boundaries.ts';
import { boundaryContains, distanceOutsideKm, distanceToBoundaryKm } from './point-in-boundary.ts';

const ring = (west: number, south: number, east: number, north: number): Position[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

// A 1°×1° square with a hole in its middle, and an island to its east (stored as a third ring of
// the same list, as the boundary source stores Rio de Janeiro's islands).
const withHoleAndIsland: Boundary = [
  ring(-45, -23, -44, -22),
  ring(-44.6, -22.6, -44.4, -22.4),
  ring(-43.5, -23, -43.3, -22.8),
];

describe('boundaryContains', () => {
  it('reads holes and islands by the even-odd rule', () => {
    expect(boundaryContains(withHoleAndIsland, [-44.8, -22.8])).toBe(true);
    expect(boundaryContains(withHoleAndIsland, [-44.5, -22.5])).toBe(false); // in the hole
    expect(boundaryContains(withHoleAndIsland, [-43.4, -22.9])).toBe(true); // on the island
    expect(boundaryContains(withHoleAndIsland, [-43.7, -22.9])).toBe(false); // in the sea between
  });

  it('reads a concave ring and a ring given counter-clockwise or left open', () => {
    const l: Boundary = [
      [
        [0, 0],
        [2, 0],
        [2, 1],
        [1, 1],
        [1, 2],
        [0, 2],
      ],
    ];
    expect(boundaryContains(l, [0.5, 1.5])).toBe(true);
    expect(boundaryContains(l, [1.5, 1.5])).toBe(false);
    expect(boundaryContains([[...ring(0, 0, 1, 1)].reverse()], [0.5, 0.5])).toBe(true);
  });
});

describe('distanceToBoundaryKm', () => {
  it('measures to the nearest edge, in km at the latitude of the point', () => {
    const square: Boundary = [ring(-45, -23, -44, -22)];
    // 0.1° of latitude is 11.12 km anywhere.
    expect(distanceToBoundaryKm(square, [-44.5, -21.9])).toBeCloseTo(11.12, 1);
    // 0.1° of longitude at 22.5°S is 11.12 × cos(22.5°) = 10.27 km.
    expect(distanceToBoundaryKm(square, [-43.9, -22.5])).toBeCloseTo(10.27, 1);
    // Past a corner, the distance is to the corner.
    expect(distanceToBoundaryKm(square, [-43.9, -21.9])).toBeCloseTo(Math.hypot(11.12, 10.29), 0);
  });

  it('is 0 for a point inside, and grows with the distance outside', () => {
    const square: Boundary = [ring(-45, -23, -44, -22)];
    expect(distanceOutsideKm(square, [-44.5, -22.5])).toBe(0);
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 5, noNaN: true }),
        fc.double({ min: 0.001, max: 5, noNaN: true }),
        (a, b) => {
          const [near, far] = a < b ? [a, b] : [b, a];
          return (
            distanceOutsideKm(square, [-44 + near, -22.5]) <= distanceOutsideKm(square, [-44 + far, -22.5])
          );
        },
      ),
    );
  });
});
