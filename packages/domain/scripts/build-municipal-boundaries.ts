/**
 * Writes `data/municipal-boundaries.txt` (see `municipal-boundaries.ts`) from the IBGE municipal
 * boundaries as GeoJSON, one file per state, in the layout of tbrugz/geodata-br
 * (`geojson/geojs-<IBGE state code>-mun.json`, features with `properties.id` = the 7-digit IBGE
 * code). Run it from the repo root with the folder of those files and the source's commit:
 *
 *   npx tsx packages/domain/scripts/build-municipal-boundaries.ts <path>/geojson <commit>
 *
 * then `npm run generate:cities -w @rota/domain`, which checks every seat against the result.
 * docs/domain.md ("City reference list") says which commit the committed file comes from.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  type Boundary,
  encodeBoundaries,
  municipalBoundariesPath,
  type Position,
} from './municipal-boundaries.ts';

const positionSchema = z.tuple([z.number(), z.number()]).rest(z.number());
const ringSchema = z.array(positionSchema).min(4);
const geometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ringSchema) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ringSchema)) }),
]);
const featureCollectionSchema = z.object({
  features: z.array(
    z.object({ properties: z.object({ id: z.coerce.string().regex(/^\d{7}$/) }), geometry: geometrySchema }),
  ),
});

/** The rings of every municipality in the state files of `folder`, by IBGE code. */
export function readGeoJsonBoundaries(folder: string): Map<string, Boundary> {
  const boundaries = new Map<string, Boundary>();
  const files = readdirSync(folder).filter((name) => /^geojs-\d\d-mun\.json$/.test(name));
  if (files.length !== 27) throw new Error(`expected 27 state files in ${folder}, found ${files.length}`);
  for (const name of files.sort()) {
    const collection = featureCollectionSchema.parse(JSON.parse(readFileSync(join(folder, name), 'utf8')));
    for (const { properties, geometry } of collection.features) {
      if (boundaries.has(properties.id)) throw new Error(`${properties.id} appears twice (${name})`);
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      const rings = polygons.flat().map((ring) => ring.map(([long, lat]): Position => [long, lat]));
      boundaries.set(properties.id, rings);
    }
  }
  return boundaries;
}

function main(): void {
  const [folder, commit] = process.argv.slice(2);
  if (folder === undefined || commit === undefined || !/^[0-9a-f]{40}$/.test(commit)) {
    console.error('usage: build-municipal-boundaries.ts <geodata-br geojson folder> <40-hex commit>');
    process.exitCode = 1;
    return;
  }
  const boundaries = readGeoJsonBoundaries(folder);
  const text = encodeBoundaries(boundaries, [
    'IBGE municipal boundaries, for the city generator check only (never shipped).',
    `Source: github.com/tbrugz/geodata-br, commit ${commit}, geojson/geojs-<UF code>-mun.json (CC0 1.0).`,
    'Written by packages/domain/scripts/build-municipal-boundaries.ts; format in municipal-boundaries.ts.',
  ]);
  writeFileSync(municipalBoundariesPath, text);
  console.info(`Wrote ${boundaries.size} boundaries to ${municipalBoundariesPath} (${text.length} bytes).`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
