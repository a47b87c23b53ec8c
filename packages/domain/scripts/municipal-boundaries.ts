/**
 * IBGE municipal boundaries, as the city generator's check reads them: one line per municipality,
 * `iso|ring;ring;…`, each ring `x0,y0,dx1,dy1,…` in integer ten-thousandths of a degree (about
 * 11 m), every pair after the first a difference from the previous vertex. Lines starting with `#`
 * are comments (the header says where the data came from).
 *
 * Rings keep no polygon/hole grouping: a point is inside when an odd number of rings contain it
 * (even-odd rule). That reads holes and multipolygons alike, and also the source's Polygons whose
 * extra rings are islands rather than holes (Rio de Janeiro's islands are stored that way).
 *
 * The file is `data/municipal-boundaries.txt`, written by `build-municipal-boundaries.ts` from the
 * source's GeoJSON; it is only read by the generator and its tests, never shipped.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Longitude, latitude in decimal degrees (GeoJSON order). */
export type Position = readonly [number, number];

/** Closed rings of one municipality (first vertex repeated at the end or not, both work). */
export type Boundary = readonly (readonly Position[])[];

/** Boundaries by 7-digit IBGE code. */
export type Boundaries = ReadonlyMap<string, Boundary>;

/** The quantum of the stored coordinates: 1e-4 degree. */
const scale = 10_000;

export const municipalBoundariesPath = fileURLToPath(
  new URL('./data/municipal-boundaries.txt', import.meta.url),
);

/** Writes boundaries in the compact text form (header lines first, prefixed with `# `). */
export function encodeBoundaries(boundaries: Boundaries, header: readonly string[]): string {
  const lines = header.map((line) => `# ${line}`);
  const codes = [...boundaries.keys()].sort();
  for (const iso of codes) {
    const rings = (boundaries.get(iso) ?? []).map((ring) => {
      const numbers: number[] = [];
      let [previousX, previousY] = [0, 0];
      for (const [long, lat] of ring) {
        const [x, y] = [Math.round(long * scale), Math.round(lat * scale)];
        numbers.push(x - previousX, y - previousY);
        [previousX, previousY] = [x, y];
      }
      return numbers.join(',');
    });
    lines.push(`${iso}|${rings.join(';')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads the compact text form; throws on a malformed line, naming it. */
export function parseBoundaries(text: string): Map<string, Boundary> {
  const boundaries = new Map<string, Boundary>();
  text.split('\n').forEach((line, index) => {
    if (line === '' || line.startsWith('#')) return;
    const match = /^(\d{7})\|(.+)$/.exec(line);
    if (!match?.[1] || !match[2]) throw new Error(`municipal boundaries, line ${index + 1}: malformed`);
    const rings = match[2].split(';').map((ring) => {
      const numbers = ring.split(',').map(Number);
      if (numbers.length < 8 || numbers.length % 2 !== 0 || numbers.some((n) => !Number.isInteger(n))) {
        throw new Error(`municipal boundaries, line ${index + 1}: malformed ring`);
      }
      const positions: Position[] = [];
      let [x, y] = [0, 0];
      for (let i = 0; i < numbers.length; i += 2) {
        x += numbers[i] ?? 0;
        y += numbers[i + 1] ?? 0;
        positions.push([x / scale, y / scale]);
      }
      return positions;
    });
    boundaries.set(match[1], rings);
  });
  return boundaries;
}

/** The committed boundaries (`data/municipal-boundaries.txt`). */
export function readMunicipalBoundaries(path = municipalBoundariesPath): Map<string, Boundary> {
  return parseBoundaries(readFileSync(path, 'utf8'));
}
