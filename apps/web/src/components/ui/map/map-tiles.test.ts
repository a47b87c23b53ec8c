import { describe, expect, it } from 'vitest';
import { mapTiles, OSM_ATTRIBUTION, OSM_TILE_URL } from './map-tiles.ts';

describe('mapTiles (VITE_MAP_TILE_URL, read at build time)', () => {
  it('uses OpenStreetMap with its credit when unset or empty', () => {
    expect(mapTiles({})).toEqual({ url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION });
    expect(mapTiles({ VITE_MAP_TILE_URL: ' ' })).toEqual({ url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION });
    expect(OSM_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(OSM_ATTRIBUTION).toContain('OpenStreetMap');
  });

  it('uses another server with its own credit, or none with "off"', () => {
    expect(
      mapTiles({
        VITE_MAP_TILE_URL: 'https://tiles.example.com.br/{z}/{x}/{y}.png',
        VITE_MAP_TILE_ATTRIBUTION: '© Exemplo',
      }),
    ).toEqual({ url: 'https://tiles.example.com.br/{z}/{x}/{y}.png', attribution: '© Exemplo' });
    expect(mapTiles({ VITE_MAP_TILE_URL: 'off' })).toBeNull();
  });
});
