/** OpenStreetMap's standard tiles: the default when the build sets no `VITE_MAP_TILE_URL`. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">colaboradores do OpenStreetMap</a>';

/** Where the map's raster tiles come from, or null when the build turned them off. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/**
 * The tile source the build baked in (DESIGN.md "Maps": "The tile URL is configurable"):
 * `VITE_MAP_TILE_URL` (a Leaflet URL template, `{z}/{x}/{y}` and optionally `{s}`), with
 * `VITE_MAP_TILE_ATTRIBUTION` for its credit; unset or empty, OpenStreetMap's tiles and credit;
 * `off`, no tiles at all: the map shows only its offline base (state outlines and city names).
 * The service worker caches the same URL's tiles (vite.config.ts).
 */
export function mapTiles(env: {
  VITE_MAP_TILE_URL?: string;
  VITE_MAP_TILE_ATTRIBUTION?: string;
}): MapTiles | null {
  const url = env.VITE_MAP_TILE_URL?.trim() ?? '';
  if (url.toLowerCase() === 'off') return null;
  if (url === '' || url === OSM_TILE_URL) return { url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION };
  return { url, attribution: env.VITE_MAP_TILE_ATTRIBUTION?.trim() ?? '' };
}
