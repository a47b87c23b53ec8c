import type { Boundary, Position } from './municipal-boundaries.ts';

/** Mean Earth radius in km (IUGG), enough for a distance told to the nearest 10 m. */
const earthRadiusKm = 6371.0088;
const radians = Math.PI / 180;

function ringContains(ring: readonly Position[], [x, y]: Position): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] ?? [0, 0];
    const [xj, yj] = ring[j] ?? [0, 0];
    // Half-open on y, so a vertex shared by two edges is counted once.
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Whether the point lies inside the boundary, by the even-odd rule over all its rings: a hole
 * (a ring inside another) takes its area out, an island (a ring apart) adds its own. A point
 * exactly on an edge may fall either way; the check allows a tolerance for that and for the
 * boundary's generalization.
 */
export function boundaryContains(boundary: Boundary, point: Position): boolean {
  let count = 0;
  for (const ring of boundary) if (ringContains(ring, point)) count++;
  return count % 2 === 1;
}

/**
 * Shortest distance in km from the point to the boundary's edges. Each edge is measured in a local
 * equirectangular projection centred on the point: exact enough (well under 1%) for the few km the
 * check is about, and only indicative for a point hundreds of km away.
 */
export function distanceToBoundaryKm(boundary: Boundary, [long, lat]: Position): number {
  const kx = Math.cos(lat * radians) * radians * earthRadiusKm;
  const ky = radians * earthRadiusKm;
  let best = Number.POSITIVE_INFINITY;
  for (const ring of boundary) {
    for (let i = 1; i < ring.length; i++) {
      const [ax, ay] = ring[i - 1] ?? [0, 0];
      const [bx, by] = ring[i] ?? [0, 0];
      const [x1, y1, x2, y2] = [(ax - long) * kx, (ay - lat) * ky, (bx - long) * kx, (by - lat) * ky];
      const [dx, dy] = [x2 - x1, y2 - y1];
      const lengthSquared = dx * dx + dy * dy;
      const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(x1 * dx + y1 * dy) / lengthSquared));
      best = Math.min(best, Math.hypot(x1 + t * dx, y1 + t * dy));
    }
  }
  return best;
}

/** 0 when the point is inside the boundary, else its distance to it in km. */
export function distanceOutsideKm(boundary: Boundary, point: Position): number {
  return boundaryContains(boundary, point) ? 0 : distanceToBoundaryKm(boundary, point);
}
