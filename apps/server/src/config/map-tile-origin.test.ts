import { describe, expect, it } from 'vitest';
import { mapTileOrigin, OSM_TILE_ORIGIN } from './map-tile-origin.ts';

describe('mapTileOrigin (the CSP origin of the web app’s map tiles)', () => {
  it('is OpenStreetMap’s when unset or empty, none when off', () => {
    expect(mapTileOrigin(undefined)).toBe(OSM_TILE_ORIGIN);
    expect(mapTileOrigin('  ')).toBe(OSM_TILE_ORIGIN);
    expect(mapTileOrigin('off')).toBeNull();
    expect(mapTileOrigin('OFF')).toBeNull();
  });

  it('reads the origin of a template, a {s} subdomain as a wildcard', () => {
    expect(mapTileOrigin('https://tiles.example.com.br/osm/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.com.br',
    );
    expect(mapTileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(mapTileOrigin('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
  });

  it('refuses what is no http(s) template', () => {
    expect(mapTileOrigin('tiles')).toBeUndefined();
    expect(mapTileOrigin('ftp://example.com/{z}/{x}/{y}.png')).toBeUndefined();
  });
});
