/**
 * Generates `src/city/cities.data.ts`, the bundled list of every Brazilian municipality.
 *
 * Write it with `npm run generate:cities -w @rota/domain`, or from the repo root with
 * `npx tsx packages/domain/scripts/generate-cities.ts`; add `--check` (after `--` with npm run)
 * to only verify that the committed file is current.
 *
 * - Names, IBGE codes and states: @brazilian-utils/brazilian-utils (`getMunicipalities`, IBGE's
 *   list of municipalities, in IBGE's current spelling).
 * - Seat coordinates: `data/municipios.csv`, kelvins/municipios-brasileiros `csv/municipios.csv`
 *   at `seatSource.commit` (MIT, `data/municipios.LICENSE`), joined by IBGE code, never by name;
 *   the run fails if the file is not byte-identical to that commit's (its git blob id).
 *   `seatCorrections` replaces the few seats of that file that are not the municipality's seat.
 * - The check: every seat must lie within `boundaryToleranceKm` of its own IBGE boundary
 *   (`data/municipal-boundaries.txt`, from tbrugz/geodata-br, see `build-municipal-boundaries.ts`);
 *   a municipality installed after those boundaries were drawn is checked against the territory
 *   it was carved from (`formerTerritories`).
 *
 * Any problem (a missing seat, a stale correction, a seat outside its boundary) fails the run,
 * prints every offender with its distance, and writes nothing; nothing is guessed.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getMunicipalities, getStates, type Municipality } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { type City, citySchema } from '../src/city/city.schema.ts';
import { formatCityTable } from '../src/city/city-table.ts';
import { type StateAbbreviation, stateIbgeCodes, stateIdOf } from '../src/city/states.ts';
import {
  type BoundaryCheck,
  boundaryToleranceKm,
  checkSeatsInBoundaries,
  describeOffence,
  type FormerTerritory,
} from './boundary-check.ts';
import { type Boundaries, readMunicipalBoundaries } from './municipal-boundaries.ts';

/** Where `data/municipios.csv` comes from: the file at that commit, unchanged. */
export const seatSource = {
  repository: 'kelvins/municipios-brasileiros',
  commit: '503e2f70bbf1b4b7ec0b1f68b09086ccc38fe861',
  path: 'csv/municipios.csv',
  /** `git hash-object` of the file at that commit: proves the vendored copy is unchanged. */
  blob: '86cda35ec73ac2d7192faf42b4fb0590508efcee',
} as const;

export const seatsPath = fileURLToPath(new URL('./data/municipios.csv', import.meta.url));

/** One seat: an IBGE code and its coordinates as decimal-degree strings. */
export type Seat = { iso: string; lat: string; long: string };

/**
 * A seat that replaces the seat source's: `replaces` is the source's value, so that the run fails
 * (and the correction is looked at again) as soon as the source changes it.
 */
export type SeatCorrection = Seat & { title: string; replaces: { lat: string; long: string } };

/**
 * Seats of `data/municipios.csv` that are not the municipality's seat, replaced by the seat's
 * coordinates checked by hand. Five lie far outside their own IBGE boundary (the source took a
 * homonym's or a neighbour's point, the check finds them); one lies inside it, far from the seat.
 */
export const seatCorrections: readonly SeatCorrection[] = [
  // PA. The source's point is near Capanema (PA), 750 km away. Seat 7°49′58″S 50°02′38″W,
  // pt.wikipedia "Pau-d'Arco (Pará)".
  {
    iso: '1505551',
    title: "Pau D'Arco",
    lat: '-7.83277778',
    long: '-50.04388889',
    replaces: { lat: '-1.59772', long: '-46.9268' },
  },
  // PA. The source's point is in the municipality's southern part, 195 km from the town (the
  // municipality is in two pieces). Seat 2°35′27″S 51°57′14″W, pt.wikipedia "Senador José Porfírio".
  {
    iso: '1507805',
    title: 'Senador José Porfírio',
    lat: '-2.59083333',
    long: '-51.95388889',
    replaces: { lat: '-4.31242', long: '-51.5764' },
  },
  // PR. The source's point is in south-western Paraná, 360 km away. Seat 24°49′26″S 49°15′39″W,
  // pt.wikipedia "Cerro Azul (Paraná)".
  {
    iso: '4105201',
    title: 'Cerro Azul',
    lat: '-24.82388889',
    long: '-49.26083333',
    replaces: { lat: '-26.0891', long: '-52.8691' },
  },
  // PR. The source's point is in south-western Paraná, 288 km away. Seat 23°30′28″S 53°43′40″W,
  // pt.wikipedia "Alto Paraíso (Paraná)".
  {
    iso: '4128625',
    title: 'Alto Paraíso',
    lat: '-23.50777778',
    long: '-53.72777778',
    replaces: { lat: '-26.1146', long: '-52.7469' },
  },
  // MG. The source's point is in central Minas, 157 km away. Point from country-state-city-js
  // 2.5.0 (the list's former source): inside the IBGE boundary, not checked against a second
  // source of the seat.
  {
    iso: '3164431',
    title: 'São Sebastião da Vargem Alegre',
    lat: '-21.02882',
    long: '-42.59877',
    replaces: { lat: '-19.7477', long: '-43.3679' },
  },
  // PE. The source's point is 8 km west of the municipality. Point from country-state-city-js
  // 2.5.0: inside the IBGE boundary, not checked against a second source of the seat.
  {
    iso: '2613107',
    title: 'São Caitano',
    lat: '-8.33931',
    long: '-36.16156',
    replaces: { lat: '-8.33763', long: '-36.2869' },
  },
];

/**
 * Municipalities the boundaries lack (installed from 2013 on, after they were drawn), with the
 * municipalities they were carved from; each seat must lie in that former territory.
 */
export const formerTerritories: readonly FormerTerritory[] = [
  // PA, installed 2013.
  { iso: '1504752', title: 'Mojuí dos Campos', formerPartOf: [{ iso: '1506807', title: 'Santarém' }] },
  // PI, installed 2017.
  { iso: '2206720', title: 'Nazária', formerPartOf: [{ iso: '2211001', title: 'Teresina' }] },
  // SC, installed 2013.
  { iso: '4212650', title: 'Pescaria Brava', formerPartOf: [{ iso: '4209409', title: 'Laguna' }] },
  { iso: '4220000', title: 'Balneário Rincão', formerPartOf: [{ iso: '4207007', title: 'Içara' }] },
  // RS, installed 2013.
  { iso: '4314548', title: 'Pinto Bandeira', formerPartOf: [{ iso: '4302105', title: 'Bento Gonçalves' }] },
  // MS, installed 2013.
  {
    iso: '5006275',
    title: 'Paraíso das Águas',
    formerPartOf: [
      { iso: '5000203', title: 'Água Clara' },
      { iso: '5002951', title: 'Chapadão do Sul' },
      { iso: '5003256', title: 'Costa Rica' },
    ],
  },
  // MT, installed 2025.
  {
    iso: '5101837',
    title: 'Boa Esperança do Norte',
    formerPartOf: [
      { iso: '5106240', title: 'Nova Ubiratã' },
      { iso: '5107925', title: 'Sorriso' },
    ],
  },
];

export type JoinInput = {
  municipalities: readonly Pick<Municipality, 'code' | 'name' | 'stateCode'>[];
  seats: readonly Seat[];
  corrections: readonly SeatCorrection[];
};

export type JoinResult = { cities: City[]; problems: string[] };

/** Brazil's bounding box, generous enough for Fernando de Noronha (about -32.4). */
const brazilBounds = { minLat: -33.8, maxLat: 5.3, minLong: -74.0, maxLong: -28.8 } as const;

/** Writes a decimal degree with exactly 8 decimals ("-23.5505" -> "-23.55050000"); undefined if not a decimal. */
export function toEightDecimals(value: string | null | undefined): string | undefined {
  const match = /^(-?\d{1,3})(?:\.(\d{1,8}))?$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  return `${match[1]}.${(match[2] ?? '').padEnd(8, '0')}`;
}

const collator = new Intl.Collator('pt-BR');

/** Orders by IBGE state code (the iso prefix), then by title in pt-BR collation, then by iso. */
export function compareCities(a: City, b: City): number {
  return (
    a.iso.slice(0, 2).localeCompare(b.iso.slice(0, 2)) ||
    collator.compare(a.title, b.title) ||
    a.iso.localeCompare(b.iso)
  );
}

function labelOf(municipality: Pick<Municipality, 'code' | 'name' | 'stateCode'>): string {
  return `${municipality.stateCode} ${municipality.code} ${municipality.name}`;
}

/** Joins names and codes with seats by IBGE code. Pure: every problem is reported, nothing is guessed. */
export function joinCities({ municipalities, seats, corrections }: JoinInput): JoinResult {
  const problems: string[] = [];
  const seatByIso = new Map<string, Seat>();
  for (const seat of seats) {
    if (seatByIso.has(seat.iso)) problems.push(`seat source: code ${seat.iso} appears twice`);
    seatByIso.set(seat.iso, seat);
  }
  const correctionByIso = new Map(corrections.map((correction) => [correction.iso, correction]));
  const byIso = new Map(municipalities.map((municipality) => [municipality.code, municipality]));

  for (const correction of corrections) {
    const municipality = byIso.get(correction.iso);
    if (municipality === undefined) {
      problems.push(`stale correction: no municipality with code ${correction.iso} (${correction.title})`);
    } else if (municipality.name !== correction.title) {
      problems.push(
        `stale correction: ${correction.iso} is now named "${municipality.name}", not "${correction.title}"`,
      );
    }
  }

  const cities: City[] = [];
  const seenIso = new Set<string>();
  for (const municipality of municipalities) {
    const label = labelOf(municipality);
    const stateId = stateIdOf(municipality.stateCode);
    if (stateId === undefined) {
      problems.push(`unknown state: ${label}`);
      continue;
    }
    if (seenIso.has(municipality.code)) problems.push(`duplicated IBGE code: ${label}`);
    seenIso.add(municipality.code);
    const ibgeCode = stateIbgeCodes[municipality.stateCode as StateAbbreviation];
    if (!municipality.code.startsWith(String(ibgeCode))) {
      problems.push(`IBGE code outside its state: ${label}`);
    }

    const seat = correctionByIso.get(municipality.code) ?? seatByIso.get(municipality.code);
    const [lat, long] = [toEightDecimals(seat?.lat), toEightDecimals(seat?.long)];
    if (lat === undefined || long === undefined) {
      problems.push(`no seat coordinates: ${label}`);
      continue;
    }
    const [latitude, longitude] = [Number(lat), Number(long)];
    if (
      latitude < brazilBounds.minLat ||
      latitude > brazilBounds.maxLat ||
      longitude < brazilBounds.minLong ||
      longitude > brazilBounds.maxLong
    ) {
      problems.push(`coordinates outside Brazil (${lat}, ${long}): ${label}`);
      continue;
    }

    const city = { state_id: stateId, title: municipality.name, iso: municipality.code, lat, long };
    const parsed = citySchema.safeParse(city);
    if (!parsed.success) problems.push(`invalid record ${JSON.stringify(city)}: ${parsed.error.message}`);
    else cities.push(parsed.data);
  }
  for (const iso of seatByIso.keys()) {
    if (!byIso.has(iso)) problems.push(`seat source: code ${iso} is not an IBGE municipality`);
  }

  cities.sort(compareCities);
  return { cities, problems };
}

/** Corrections whose `replaces` is no longer the source's seat: the source changed, look again. */
export function staleCorrections(corrections: readonly SeatCorrection[], seats: readonly Seat[]): string[] {
  const seatByIso = new Map(seats.map((seat) => [seat.iso, seat]));
  return corrections.flatMap(({ iso, title, replaces }) => {
    const seat = seatByIso.get(iso);
    return seat?.lat === replaces.lat && seat.long === replaces.long
      ? []
      : [
          `stale correction: the seat source no longer has (${replaces.lat}, ${replaces.long}) for ${iso} ${title}`,
        ];
  });
}

/**
 * Reads `data/municipios.csv` (`codigo_ibge,nome,latitude,longitude,…`, no quoting): only code
 * and coordinates are taken; the name is IBGE's, from the names source.
 */
export function parseSeats(csv: string): Seat[] {
  const [header, ...rows] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!header?.startsWith('codigo_ibge,nome,latitude,longitude,')) {
    throw new Error(`unexpected header in the seat source: ${header}`);
  }
  return rows
    .filter((row) => row.trim() !== '')
    .map((row) => {
      const [iso = '', , lat = '', long = ''] = row.split(',');
      return { iso, lat, long };
    });
}

/** `git hash-object` of a file's bytes (SHA-1 of "blob <size>\0" + content). */
export function gitBlobId(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

export type SourceVersions = { names: string };

/** Renders the generated module: a header and the city table (`src/city/city-table.ts`), one city per line. */
export function renderCitiesModule(cities: readonly City[], versions: SourceVersions): string {
  return [
    '// GENERATED FILE, DO NOT EDIT BY HAND.',
    '// Written by `npm run generate:cities -w @rota/domain` (packages/domain/scripts/generate-cities.ts);',
    '// change the script (seat corrections) or its data and run it again instead.',
    `// Names and IBGE codes: @brazilian-utils/brazilian-utils ${versions.names} (MIT).`,
    `// Seats: ${seatSource.repository} ${seatSource.path} at ${seatSource.commit.slice(0, 12)} (MIT),`,
    '// joined by IBGE code, each checked against its IBGE municipal boundary (docs/domain.md).',
    `// ${cities.length} municipalities, ordered by IBGE state code, then by title (pt-BR).`,
    '',
    '/** `@state_id` opens a state; then `title|iso|lat|long` per city (`city-table.ts` reads it). */',
    `export const cityTable = \`${formatCityTable(cities)}\`;`,
    '',
  ].join('\n');
}

export type GeneratedCities = {
  source: string;
  problems: string[];
  count: number;
  cities: City[];
  check: BoundaryCheck;
};

/** Reads the sources, joins them, checks every seat against its boundary and renders the module. */
export function generateCitiesModule(boundaries: Boundaries = readMunicipalBoundaries()): GeneratedCities {
  const require = createRequire(import.meta.url);
  const problems: string[] = [];
  for (const state of getStates()) {
    if (stateIbgeCodes[state.code] !== state.ibgeCode) problems.push(`IBGE code of ${state.code} differs`);
  }
  const csv = readFileSync(seatsPath);
  if (gitBlobId(csv) !== seatSource.blob) {
    problems.push(`${seatsPath} differs from ${seatSource.repository}@${seatSource.commit}: re-copy it`);
  }
  const seats = parseSeats(csv.toString('utf8'));
  const municipalities = getMunicipalities();
  const result = joinCities({ municipalities, seats, corrections: seatCorrections });
  problems.push(...result.problems);
  if (result.cities.length !== municipalities.length && problems.length === 0) {
    problems.push(`${result.cities.length} records for ${municipalities.length} municipalities`);
  }
  problems.push(...staleCorrections(seatCorrections, seats));
  const check = checkSeatsInBoundaries(result.cities, boundaries, formerTerritories);
  problems.push(...check.problems);
  problems.push(
    ...check.offences.map((offence) => `seat outside its municipality: ${describeOffence(offence)}`),
  );

  const versions = {
    names: z.object({ version: z.string() }).parse(require('@brazilian-utils/brazilian-utils/package.json'))
      .version,
  };
  return {
    source: renderCitiesModule(result.cities, versions),
    problems,
    count: result.cities.length,
    cities: result.cities,
    check,
  };
}

export const citiesModulePath = fileURLToPath(new URL('../src/city/cities.data.ts', import.meta.url));

function main(): void {
  const check = process.argv.includes('--check');
  const generated = generateCitiesModule();
  const { source, problems, count } = generated;
  const { checkedOwn, checkedFormer, nearEdge } = generated.check;
  console.info(
    `Boundary check: ${checkedOwn} seats against their own IBGE boundary, ${checkedFormer} against the ` +
      `territory they were carved from; ${nearEdge.length} within ${boundaryToleranceKm} km outside (tolerated).`,
  );
  for (const offence of nearEdge) console.info(`  ~ ${describeOffence(offence)}`);
  if (problems.length > 0) {
    console.error(`generate-cities: ${problems.length} problem(s), ${citiesModulePath} not written:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
    return;
  }
  if (check) {
    const current = readFileSync(citiesModulePath, 'utf8');
    if (current !== source) {
      console.error(`${citiesModulePath} is out of date: run npm run generate:cities -w @rota/domain`);
      process.exitCode = 1;
      return;
    }
    console.info(`${citiesModulePath} is up to date (${count} municipalities).`);
    return;
  }
  writeFileSync(citiesModulePath, source);
  console.info(`Wrote ${count} municipalities to ${citiesModulePath} (${Buffer.byteLength(source)} bytes).`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
