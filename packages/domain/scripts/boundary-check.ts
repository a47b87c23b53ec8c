import type { City } from '../src/city/city.schema.ts';
import type { Boundaries } from './municipal-boundaries.ts';
import { distanceOutsideKm } from './point-in-boundary.ts';

/**
 * How far outside its own boundary a seat may lie before the generator fails. The boundaries are
 * generalized (a vertex every few hundred metres) and stored to about 11 m, and many seats sit on
 * a river bank or the coast, so a seat a few hundred metres "outside" is the boundary's error, not
 * the seat's. A wrong seat, taken from a homonym or another state, is tens to thousands of km off.
 */
export const boundaryToleranceKm = 1;

/**
 * A municipality the boundary source predates (installed after it was drawn), with the
 * municipalities whose territory it was carved from: its seat must lie within their former
 * boundaries, which the source still draws as one.
 */
export type FormerTerritory = {
  iso: string;
  /** Its IBGE name, checked so that a renamed or recoded municipality fails loudly. */
  title: string;
  formerPartOf: readonly { iso: string; title: string }[];
};

export type SeatOffence = { city: City; distanceKm: number; against: 'own' | 'former' };

export type BoundaryCheck = {
  /** Seats further than the tolerance from their boundary: each fails the generation. */
  offences: SeatOffence[];
  /** Seats outside their boundary but within the tolerance, listed for information. */
  nearEdge: SeatOffence[];
  /** How many seats were checked against their own boundary, and how many against a former one. */
  checkedOwn: number;
  checkedFormer: number;
  /** Everything that is not a seat's position: a missing boundary, a stale former-territory entry. */
  problems: string[];
};

const labelOf = (city: City) => `${city.iso} ${city.title}`;

/**
 * Checks each seat against its own IBGE boundary, or, for a municipality the boundaries predate,
 * against the boundaries of the municipalities it was carved from. Pure: reports, never fixes.
 */
export function checkSeatsInBoundaries(
  cities: readonly City[],
  boundaries: Boundaries,
  formerTerritories: readonly FormerTerritory[],
  toleranceKm = boundaryToleranceKm,
): BoundaryCheck {
  const result: BoundaryCheck = { offences: [], nearEdge: [], checkedOwn: 0, checkedFormer: 0, problems: [] };
  const byIso = new Map(cities.map((city) => [city.iso, city]));
  const formerByIso = new Map(formerTerritories.map((entry) => [entry.iso, entry]));

  for (const entry of formerTerritories) {
    for (const { iso, title } of [entry, ...entry.formerPartOf]) {
      const city = byIso.get(iso);
      if (city === undefined)
        result.problems.push(`former territory: no municipality with code ${iso} (${title})`);
      else if (city.title !== title) {
        result.problems.push(`former territory: ${iso} is now named "${city.title}", not "${title}"`);
      }
    }
    if (boundaries.has(entry.iso)) {
      result.problems.push(
        `former territory: ${entry.iso} ${entry.title} now has its own boundary; remove its entry`,
      );
    }
  }

  for (const city of cities) {
    const point = [Number(city.long), Number(city.lat)] as const;
    const own = boundaries.get(city.iso);
    const former = formerByIso.get(city.iso);
    let offence: SeatOffence;
    if (own !== undefined) {
      result.checkedOwn++;
      offence = { city, distanceKm: distanceOutsideKm(own, point), against: 'own' };
    } else if (former !== undefined) {
      const parents = former.formerPartOf.map((parent) => boundaries.get(parent.iso));
      if (parents.some((boundary) => boundary === undefined)) {
        result.problems.push(`former territory of ${labelOf(city)}: a parent has no boundary`);
        continue;
      }
      result.checkedFormer++;
      const distances = parents.map((boundary) => (boundary ? distanceOutsideKm(boundary, point) : Infinity));
      offence = { city, distanceKm: Math.min(...distances), against: 'former' };
    } else {
      result.problems.push(
        `no boundary for ${labelOf(city)}: refresh the boundaries or add a former territory`,
      );
      continue;
    }
    if (offence.distanceKm > toleranceKm) result.offences.push(offence);
    else if (offence.distanceKm > 0) result.nearEdge.push(offence);
  }
  result.offences.sort((a, b) => b.distanceKm - a.distanceKm);
  result.nearEdge.sort((a, b) => b.distanceKm - a.distanceKm);
  return result;
}

/** One line per offence, for the generator's output: "2109452 Raposa (-2.42540000, -44.09730000): 0.50 km outside its IBGE boundary". */
export function describeOffence({ city, distanceKm, against }: SeatOffence): string {
  const where = against === 'own' ? 'its IBGE boundary' : 'the former boundaries it was carved from';
  return `${labelOf(city)} (${city.lat}, ${city.long}): ${distanceKm.toFixed(2)} km outside ${where}`;
}
