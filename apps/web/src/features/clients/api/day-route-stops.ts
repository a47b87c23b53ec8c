import { distanceKm, type GeoPoint, suggestRoute } from '@rota/domain';
import type { ClientMarker } from './client-map-markers.ts';

/** One stop of the day's route: its position in the walk and the leg that reaches it. */
export interface RouteStop {
  position: number;
  marker: ClientMarker;
  /** Straight-line distance from the previous stop (or from the seller, for the first). */
  legKm: number;
}

export interface DayRoute {
  start: GeoPoint;
  stops: RouteStop[];
  totalKm: number;
}

/**
 * "Rota do dia": the day's clients with a position, ordered by the domain's shorter walk from
 * where the seller is (`suggestRoute`: nearest neighbour, then 2-opt), each with its leg's length.
 */
export function dayRouteStops(start: GeoPoint, markers: readonly ClientMarker[]): DayRoute {
  const ordered = suggestRoute(start, markers);
  let here = start;
  let totalKm = 0;
  const stops = ordered.map((marker, index) => {
    const legKm = distanceKm(here, marker);
    totalKm += legKm;
    here = marker;
    return { position: index + 1, marker, legKm };
  });
  return { start, stops, totalKm };
}
