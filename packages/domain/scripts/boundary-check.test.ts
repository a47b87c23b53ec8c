import { describe, expect, it } from 'vitest';
import type { City } from '../src/city/city.schema.ts';
import { checkSeatsInBoundaries, describeOffence, type FormerTerritory } from './boundary-check.ts';
import type { Boundary } from './municipal-boundaries.ts';

const square = (long: number, lat: number, half = 0.05): Boundary => [
  [
    [long - half, lat - half],
    [long + half, lat - half],
    [long + half, lat + half],
    [long - half, lat + half],
    [long - half, lat - half],
  ],
];

const city = (iso: string, title: string, lat: number, long: number): City => ({
  state_id: 1,
  title,
  iso,
  lat: lat.toFixed(8),
  long: long.toFixed(8),
});

describe('checkSeatsInBoundaries', () => {
  const boundaries = new Map([
    ['1000001', square(-50, -10)],
    ['1000002', square(-50, -11)],
    ['1000003', square(-50, -12)],
  ]);

  it('passes a seat inside, tolerates one just outside and fails one further out, with its distance', () => {
    const check = checkSeatsInBoundaries(
      [
        city('1000001', 'Dentro', -10, -50),
        // 0.005° of latitude past the north edge: 0.56 km.
        city('1000002', 'Na divisa', -10.945, -50),
        // 0.1° of latitude past the north edge: 11.1 km.
        city('1000003', 'Longe', -11.85, -50),
      ],
      boundaries,
      [],
    );
    expect(check.problems).toEqual([]);
    expect(check.checkedOwn).toBe(3);
    expect(check.nearEdge.map(({ city, distanceKm }) => [city.title, Number(distanceKm.toFixed(2))])).toEqual(
      [['Na divisa', 0.56]],
    );
    expect(check.offences.map(describeOffence)).toEqual([
      '1000003 Longe (-11.85000000, -50.00000000): 11.12 km outside its IBGE boundary',
    ]);
  });

  it('checks a municipality newer than the boundaries against the territory it was carved from', () => {
    const former: FormerTerritory[] = [
      {
        iso: '1000009',
        title: 'Nova',
        formerPartOf: [
          { iso: '1000001', title: 'Dentro' },
          { iso: '1000002', title: 'Na divisa' },
        ],
      },
    ];
    const cities = [city('1000001', 'Dentro', -10, -50), city('1000002', 'Na divisa', -11, -50)];
    const inside = checkSeatsInBoundaries(
      [...cities, city('1000009', 'Nova', -11.02, -50.02)],
      boundaries,
      former,
    );
    expect([inside.offences, inside.problems, inside.checkedFormer]).toEqual([[], [], 1]);

    const outside = checkSeatsInBoundaries(
      [...cities, city('1000009', 'Nova', -11.1, -50)],
      boundaries,
      former,
    );
    expect(outside.offences.map(describeOffence)).toEqual([
      '1000009 Nova (-11.10000000, -50.00000000): 5.56 km outside the former boundaries it was carved from',
    ]);
  });

  it('fails on a municipality with no boundary and on stale former-territory entries', () => {
    const check = checkSeatsInBoundaries(
      [city('1000001', 'Dentro', -10, -50), city('1000008', 'Sem limite', -10, -50)],
      boundaries,
      [
        { iso: '1000001', title: 'Dentro', formerPartOf: [{ iso: '1000004', title: 'Extinta' }] },
        { iso: '1000007', title: 'Antiga', formerPartOf: [{ iso: '1000001', title: 'Renomeada' }] },
      ],
    );
    expect(check.problems).toEqual([
      'former territory: no municipality with code 1000004 (Extinta)',
      'former territory: 1000001 Dentro now has its own boundary; remove its entry',
      'former territory: no municipality with code 1000007 (Antiga)',
      'former territory: 1000001 is now named "Dentro", not "Renomeada"',
      'no boundary for 1000008 Sem limite: refresh the boundaries or add a former territory',
    ]);
  });
});
