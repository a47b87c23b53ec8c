/** A municipality as the map labels it: title and position (parsed once from the city list). */
export interface LabelCity {
  iso: string;
  title: string;
  lat: number;
  long: number;
}

/** What the map shows now: zoom, the visible box, and where a point lands on screen (pixels). */
export interface LabelView {
  zoom: number;
  south: number;
  west: number;
  north: number;
  east: number;
  project: (lat: number, long: number) => { x: number; y: number };
}

/** The 27 state capitals (IBGE codes): named first, and already at country zoom. */
export const CAPITAL_ISOS: ReadonlySet<string> = new Set([
  '1200401',
  '2704302',
  '1600303',
  '1302603',
  '2927408',
  '2304400',
  '5300108',
  '3205309',
  '5208707',
  '2111300',
  '5103403',
  '5002704',
  '3106200',
  '1501402',
  '2507507',
  '4106902',
  '2611606',
  '2211001',
  '3304557',
  '2408102',
  '4314902',
  '1100205',
  '1400100',
  '4205407',
  '3550308',
  '2800308',
  '1721000',
]);

/** From this zoom on capitals are named; from `ALL_CITIES_ZOOM` on, every municipality that fits. */
export const CAPITALS_ZOOM = 5;
export const ALL_CITIES_ZOOM = 7;
/** At most this many labels at once (DOM nodes redrawn on every move). */
export const MAX_CITY_LABELS = 80;
/** One label per cell of this size (pixels): names never pile up. */
const CELL = { width: 130, height: 34 };
/** Cities just outside the view are named too, so a small pan shows no blank edge. */
const MARGIN = 0.15;

/**
 * The municipality names the offline base shows for a view: none below `CAPITALS_ZOOM`, the
 * capitals up to `ALL_CITIES_ZOOM`, then every city in (or just around) the view, capitals first,
 * at most one per screen cell and `MAX_CITY_LABELS` in all. A linear pass over the 5,571 cities,
 * well under a millisecond, run when the map stops moving.
 */
export function visibleCityLabels(
  cities: readonly LabelCity[],
  view: LabelView,
  limit = MAX_CITY_LABELS,
): LabelCity[] {
  if (view.zoom < CAPITALS_ZOOM) return [];
  const capitalsOnly = view.zoom < ALL_CITIES_ZOOM;
  const latMargin = (view.north - view.south) * MARGIN;
  const longMargin = (view.east - view.west) * MARGIN;
  const inView = (city: LabelCity) =>
    city.lat >= view.south - latMargin &&
    city.lat <= view.north + latMargin &&
    city.long >= view.west - longMargin &&
    city.long <= view.east + longMargin;

  const capitals: LabelCity[] = [];
  const others: LabelCity[] = [];
  for (const city of cities) {
    if (!inView(city)) continue;
    if (CAPITAL_ISOS.has(city.iso)) capitals.push(city);
    else if (!capitalsOnly) others.push(city);
  }

  const taken = new Set<string>();
  const chosen: LabelCity[] = [];
  for (const city of [...capitals, ...others]) {
    if (chosen.length >= limit) break;
    const { x, y } = view.project(city.lat, city.long);
    const cell = `${Math.floor(x / CELL.width)}:${Math.floor(y / CELL.height)}`;
    if (taken.has(cell)) continue;
    taken.add(cell);
    chosen.push(city);
  }
  return chosen;
}
