/** OpenStreetMap's tile server: the web app's default tiles (apps/web `components/ui/map/map-tiles.ts`). */
export const OSM_TILE_ORIGIN = 'https://tile.openstreetmap.org';

/**
 * The origin the web app's map tiles come from, for the Content-Security-Policy (`img-src` for
 * the tiles, `connect-src` for the service worker that caches them): from `VITE_MAP_TILE_URL`,
 * the template the web build bakes in (set it for both); unset or empty, OpenStreetMap's; `off`,
 * none. A `{s}` subdomain becomes a wildcard (`https://*.tile.example.com`). Undefined when the
 * value is no http(s) URL template.
 */
export function mapTileOrigin(template: string | undefined): string | null | undefined {
  const value = template?.trim() ?? '';
  if (value === '') return OSM_TILE_ORIGIN;
  if (value.toLowerCase() === 'off') return null;
  try {
    const url = new URL(value.replace('{s}', 'subdomain-placeholder').replace(/\{[^}]*\}/g, '0'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin.replace('subdomain-placeholder', '*');
  } catch {
    return undefined;
  }
}
