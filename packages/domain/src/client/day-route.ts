import { NearestStops } from './nearest-stops.ts';

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

/** A client's stored coordinates as a point, or null when either is absent or unusable. */
export function placeOf(client: { lat: string | null; long: string | null }): GeoPoint | null {
  const lat = parseCoordinate(client.lat, 90);
  const long = parseCoordinate(client.long, 180);
  return lat === null || long === null ? null : { lat, long };
}

/** §9: coordinates are text with 8 decimals. */
export function formatCoordinate(value: number): string {
  return value.toFixed(8);
}

/**
 * "Rota do dia" and the visiting order of a day nobody ordered: the day's stops by a
 * nearest-neighbour walk from where the seller is — always the closest stop not yet visited next.
 * Not the shortest tour (that is NP-hard), but within about 25% of it on a city's clients; ties
 * keep the input order, so the same day gives the same route. The closest stop is found in a
 * spatial index (`NearestStops`), not by measuring every stop left: a day of 5,000 clients (a
 * supervisor's, or every due Quinzenal) is walked in milliseconds. Stops without a position are
 * left out by the caller.
 */
export function nearestNeighbourRoute<T extends GeoPoint>(start: GeoPoint, stops: readonly T[]): T[] {
  const index = new NearestStops(stops, distanceKm, EARTH_RADIUS_KM);
  const route: T[] = [];
  let here = start;
  for (let next = index.takeNearest(here); next >= 0; next = index.takeNearest(here)) {
    here = stops[next] as T;
    route.push(here as T);
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

/**
 * Shortens a walk from a fixed start by 2-opt (Croes, 1958): while reversing a stretch of the
 * route makes it shorter, reverse it. Each reversal removes a crossing of the path, the end left
 * free (the seller does not come back). Passes stop when none helps, or after `maxPasses`.
 */
function twoOpt<T extends GeoPoint>(start: GeoPoint, route: T[], maxPasses = 50): T[] {
  const out = [...route];
  const at = (index: number): GeoPoint => (index < 0 ? start : (out[index] as T));
  for (let pass = 0; pass < maxPasses; pass++) {
    let improved = false;
    for (let i = 0; i < out.length - 1; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const before = at(i - 1);
        const last = j + 1 < out.length ? at(j + 1) : null;
        const removed = distanceKm(before, at(i)) + (last ? distanceKm(at(j), last) : 0);
        const added = distanceKm(before, at(j)) + (last ? distanceKm(at(i), last) : 0);
        if (added < removed - 1e-9) {
          out.splice(i, j - i + 1, ...out.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return out;
}

/**
 * "Sugerir ordem": a shorter walk through the day's stops, computed on the device — the
 * nearest-neighbour route, then 2-opt on it. Never longer than the order given: when the
 * suggestion is not shorter, the seller's own order comes back as it was. Stops without a
 * position are left out by the caller.
 */
export function suggestRoute<T extends GeoPoint>(start: GeoPoint, stops: readonly T[]): T[] {
  const given = [...stops];
  const suggested = twoOpt(start, nearestNeighbourRoute(start, stops));
  return routeLengthKm(start, suggested) < routeLengthKm(start, given) - 1e-9 ? suggested : given;
}
