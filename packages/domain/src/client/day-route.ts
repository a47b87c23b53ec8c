/** A point on the map, in decimal degrees. */
export interface GeoPoint {
  lat: number;
  long: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): good to metres at a city's scale. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLong = toRadians(to.long - from.long);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A stored coordinate (§9: text with up to 8 decimals) as a number, or null when absent or unusable. */
export function parseCoordinate(text: string | null | undefined, limit: 90 | 180): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** §9: coordinates are text with 8 decimals. */
export function formatCoordinate(value: number): string {
  return value.toFixed(8);
}

/**
 * "Rota do dia": the day's stops ordered by a nearest-neighbour walk from where the seller is —
 * always the closest stop not yet visited next. Not the shortest tour (that is NP-hard), but
 * within about 25% of it on a city's clients and instant for a day's few dozen stops; ties keep
 * the input order, so the same day gives the same route. Stops without a position are left out
 * by the caller.
 */
export function nearestNeighbourRoute<T extends GeoPoint>(start: GeoPoint, stops: readonly T[]): T[] {
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

/** The length of walking a route from the start, in kilometres. */
export function routeLengthKm(start: GeoPoint, route: readonly GeoPoint[]): number {
  let total = 0;
  let here = start;
  for (const stop of route) {
    total += distanceKm(here, stop);
    here = stop;
  }
  return total;
}
