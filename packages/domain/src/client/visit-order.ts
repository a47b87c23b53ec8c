import { type GeoPoint, nearestNeighbourRoute, placeOf, routeLengthKm, suggestRoute } from './day-route.ts';

/** What the visiting order reads of a client: its uuid and its stored position (§9 text). */
export interface RouteClient {
  uuid: string;
  lat: string | null;
  long: string | null;
}

/**
 * A day's clients in visiting order (docs/domain.md "Visiting order"): first those the seller
 * placed (`saved`, uuids in the order chosen), in that order; then the others, by a nearest-
 * neighbour walk from the last placed client with a position (or from the first of them with
 * one), so a day nobody ordered yet is already a sensible walk; those without a position last,
 * in the order they came (alphabetical on the clients screen). A uuid in `saved` that is not
 * among the day's clients (moved to another day, gone) is skipped.
 */
export function visitOrder<T extends { client: RouteClient }>(
  items: readonly T[],
  saved: readonly string[],
): T[] {
  const byUuid = new Map(items.map((item) => [item.client.uuid, item]));
  const placed: T[] = [];
  for (const uuid of new Set(saved)) {
    const item = byUuid.get(uuid);
    if (item) placed.push(item);
  }
  const placedSet = new Set(placed);
  const rest = items.filter((item) => !placedSet.has(item));
  const located: (GeoPoint & { item: T })[] = [];
  const unlocated: T[] = [];
  for (const item of rest) {
    const point = placeOf(item.client);
    if (point) located.push({ ...point, item });
    else unlocated.push(item);
  }
  const start =
    [...placed]
      .reverse()
      .map((item) => placeOf(item.client))
      .find(Boolean) ?? located[0];
  const walked = start ? nearestNeighbourRoute(start, located).map((stop) => stop.item) : [];
  return [...placed, ...walked, ...unlocated];
}

/** The order with `uuid` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveInOrder(order: readonly string[], uuid: string, by: -1 | 1): string[] {
  const from = order.indexOf(uuid);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, uuid);
  return next;
}

/** "Sugerir ordem": the order proposed and the straight-line walk before and after, in kilometres. */
export interface SuggestedOrder {
  order: string[];
  beforeKm: number;
  afterKm: number;
}

/**
 * "Sugerir ordem" on the seller's order of the day (uuids, `order`): the first client with a
 * position stays first — the day starts there —, the others with one follow in the shorter walk
 * `suggestRoute` finds (never longer than the seller's), and those without a position keep their
 * places' order at the end. The seller accepts it by saving, or changes it first.
 */
export function suggestVisitOrder(order: readonly string[], clients: readonly RouteClient[]): SuggestedOrder {
  const byUuid = new Map(clients.map((client) => [client.uuid, client]));
  const located: (GeoPoint & { uuid: string })[] = [];
  const unlocated: string[] = [];
  for (const uuid of order) {
    const client = byUuid.get(uuid);
    const point = client ? placeOf(client) : null;
    if (point) located.push({ ...point, uuid });
    else unlocated.push(uuid);
  }
  const [first, ...rest] = located;
  if (!first) return { order: [...order], beforeKm: 0, afterKm: 0 };
  const walked = suggestRoute(first, rest);
  return {
    order: [first.uuid, ...walked.map((stop) => stop.uuid), ...unlocated],
    beforeKm: routeLengthKm(first, rest),
    afterKm: routeLengthKm(first, walked),
  };
}
