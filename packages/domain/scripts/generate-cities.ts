/**
 * Generates `src/city/cities.data.ts`, the bundled list of every Brazilian municipality.
 *
 * Write it with `npm run generate:cities -w @rota/domain`, or from the repo root with
 * `npx tsx packages/domain/scripts/generate-cities.ts`; add `--check` (after `--` with npm run)
 * to only verify that the committed file is current.
 *
 * Names and IBGE codes come from @brazilian-utils/brazilian-utils (`getMunicipalities`).
 * Coordinates come from country-state-city-js, whose data is one JSON file per state
 * (`db/cities/BR/<UF>/index.json`, rows `{ name, latitude, longitude }`). The two are joined by
 * state and accent-insensitive name; `coordinateAliases` lists the names spelled differently in
 * the two sources and `seatCoordinates` the few municipalities the coordinates source lacks.
 * Any municipality left without coordinates, and any stale alias or seat entry, fails the run
 * with the list of names and a non-zero exit code; nothing is invented.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getMunicipalities, getStates, type Municipality } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { type City, citySchema } from '../src/city/city.schema.ts';
import { formatCityTable } from '../src/city/city-table.ts';
import { type StateAbbreviation, stateAbbreviations, stateIbgeCodes, stateIdOf } from '../src/city/states.ts';
import { normalizeText } from '../src/text/normalize-text.ts';

/** A municipality whose name in the coordinates source differs from its IBGE name. */
export type CoordinateAlias = {
  /** IBGE code of the municipality. */
  iso: string;
  /** Its name in @brazilian-utils (checked, so a renamed municipality fails loudly). */
  title: string;
  /** Its name in country-state-city-js. */
  sourceName: string;
};

/** Coordinates of a municipal seat, for a municipality missing from the coordinates source. */
export type SeatCoordinates = { iso: string; title: string; lat: string; long: string };

/** One row of country-state-city-js (`db/cities/BR/<UF>/index.json`). */
export type SourceCoordinates = { name: string; latitude: string | null; longitude: string | null };

export type JoinInput = {
  municipalities: readonly Pick<Municipality, 'code' | 'name' | 'stateCode'>[];
  coordinatesByState: ReadonlyMap<string, readonly SourceCoordinates[]>;
  aliases: readonly CoordinateAlias[];
  seats: readonly SeatCoordinates[];
};

export type JoinResult = { cities: City[]; problems: string[] };

/**
 * Names spelled differently between the sources, keyed by IBGE code. Each entry was checked by
 * hand: same state, same place, the source just uses another spelling or a former name.
 */
export const coordinateAliases: readonly CoordinateAlias[] = [
  // MG: "do Serra" in IBGE, "da Serra" in the source.
  { iso: '3102506', title: 'Amparo do Serra', sourceName: 'Amparo da Serra' },
  // MG: "do Monte Alto" in IBGE, "de Monte Alto" in the source.
  { iso: '3105509', title: 'Barão do Monte Alto', sourceName: 'Barão de Monte Alto' },
  // MG: "Euzébia" with z in IBGE, "Eusébia" with s in the source.
  { iso: '3122900', title: 'Dona Euzébia', sourceName: 'Dona Eusébia' },
  // MG: hyphenated in the source.
  { iso: '3147808', title: 'Passa Vinte', sourceName: 'Passa-Vinte' },
  // MG: archaic "Thomé" in the source.
  { iso: '3165206', title: 'São Tomé das Letras', sourceName: 'São Thomé das Letras' },
  // MT: "de Leverger" in IBGE, "do Leverger" in the source.
  { iso: '5107800', title: 'Santo Antônio de Leverger', sourceName: 'Santo Antônio do Leverger' },
  // RN: "Arez" in IBGE, "Arês" in the source.
  { iso: '2401206', title: 'Arez', sourceName: 'Arês' },
  // RN: "Assú" in IBGE, "Açu" in the source.
  { iso: '2400208', title: 'Assú', sourceName: 'Açu' },
  // RN: the source still uses the former name of Campo Grande (RN), Augusto Severo.
  { iso: '2401305', title: 'Campo Grande', sourceName: 'Augusto Severo' },
  // RN: hyphenated "Olho-d'Água" in the source.
  { iso: '2408409', title: "Olho d'Água do Borges", sourceName: "Olho-d'Água do Borges" },
  // RR: the source uses the short name, spelled "São Luís".
  { iso: '1400605', title: 'São Luiz do Anauá', sourceName: 'São Luís' },
  // SC: hyphen in IBGE, space in the source.
  { iso: '4206108', title: 'Grão-Pará', sourceName: 'Grão Pará' },
  // SE: "do São Francisco" in IBGE, "de São Francisco" in the source.
  { iso: '2800100', title: 'Amparo do São Francisco', sourceName: 'Amparo de São Francisco' },
  // SE: "Graccho" with double c in IBGE, "Gracho" in the source.
  { iso: '2802601', title: 'Graccho Cardoso', sourceName: 'Gracho Cardoso' },
  // TO: the source still uses the former name of Tabocão, Fortaleza do Tabocão.
  { iso: '1708254', title: 'Tabocão', sourceName: 'Fortaleza do Tabocão' },
];

/**
 * Municipalities that country-state-city-js does not have at all, with the coordinates of their
 * municipal seat (sede), checked by hand. Only for municipalities missing from that source: a
 * spelling difference belongs in `coordinateAliases`.
 */
export const seatCoordinates: readonly SeatCoordinates[] = [
  // RR, missing from the source. Seat coordinates as published by IBGE (via the
  // kelvins/municipios-brasileiros dataset, "1400050,Alto Alegre,2.98858,-61.3072").
  { iso: '1400050', title: 'Alto Alegre', lat: '2.98858', long: '-61.3072' },
  // MT, created in 2000 and installed on 2025-01-01 (from Sorriso and Nova Ubiratã), newer than
  // the source. Seat coordinates 13°30′24″S 55°08′55″W, from its pt.wikipedia article.
  { iso: '5101837', title: 'Boa Esperança do Norte', lat: '-13.50666667', long: '-55.14861111' },
  // SC, installed in 2013 (from Laguna), missing from the source. Seat coordinates as published
  // by IBGE (via kelvins/municipios-brasileiros, "4212650,Pescaria Brava,-28.3966,-48.8864").
  { iso: '4212650', title: 'Pescaria Brava', lat: '-28.3966', long: '-48.8864' },
];

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

/** Joins names and codes with coordinates. Pure: every problem is reported, nothing is guessed. */
export function joinCities({ municipalities, coordinatesByState, aliases, seats }: JoinInput): JoinResult {
  const problems: string[] = [];
  const aliasByIso = new Map(aliases.map((alias) => [alias.iso, alias]));
  const seatByIso = new Map(seats.map((seat) => [seat.iso, seat]));
  const byIso = new Map(municipalities.map((municipality) => [municipality.code, municipality]));

  for (const entry of [...aliases, ...seats]) {
    const municipality = byIso.get(entry.iso);
    if (municipality === undefined) {
      problems.push(`stale entry: no municipality with code ${entry.iso} (${entry.title})`);
    } else if (municipality.name !== entry.title) {
      problems.push(`stale entry: ${entry.iso} is now named "${municipality.name}", not "${entry.title}"`);
    }
  }
  for (const alias of aliases) {
    if (seatByIso.has(alias.iso)) problems.push(`${alias.iso} is both an alias and a seat`);
  }

  // Index each state's source rows by folded name; a name folded twice is only a problem if used.
  const indexByState = new Map<string, Map<string, SourceCoordinates | 'ambiguous'>>();
  for (const [state, rows] of coordinatesByState) {
    const index = new Map<string, SourceCoordinates | 'ambiguous'>();
    for (const row of rows) {
      const key = normalizeText(row.name);
      index.set(key, index.has(key) ? 'ambiguous' : row);
    }
    indexByState.set(state, index);
  }

  const cities: City[] = [];
  const seenIso = new Set<string>();
  for (const municipality of municipalities) {
    const label = labelOf(municipality);
    const stateId = stateIdOf(municipality.stateCode);
    const index = indexByState.get(municipality.stateCode);
    if (stateId === undefined || index === undefined) {
      problems.push(`unknown state or no coordinates file: ${label}`);
      continue;
    }
    if (seenIso.has(municipality.code)) problems.push(`duplicated IBGE code: ${label}`);
    seenIso.add(municipality.code);
    const ibgeCode = stateIbgeCodes[municipality.stateCode as StateAbbreviation];
    if (!municipality.code.startsWith(String(ibgeCode))) {
      problems.push(`IBGE code outside its state: ${label}`);
    }

    const directMatch = index.get(normalizeText(municipality.name));
    const alias = aliasByIso.get(municipality.code);
    const seat = seatByIso.get(municipality.code);
    if ((alias || seat) && directMatch !== undefined) {
      problems.push(`stale entry: the source now spells ${label} the same way; remove its alias or seat`);
    }

    let lat: string | undefined;
    let long: string | undefined;
    if (seat) {
      lat = toEightDecimals(seat.lat);
      long = toEightDecimals(seat.long);
    } else {
      const row = alias ? index.get(normalizeText(alias.sourceName)) : directMatch;
      if (row === 'ambiguous') {
        problems.push(`ambiguous name in the coordinates source: ${label}`);
        continue;
      }
      lat = toEightDecimals(row?.latitude);
      long = toEightDecimals(row?.longitude);
    }
    if (lat === undefined || long === undefined) {
      problems.push(`no coordinates: ${label}`);
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

  cities.sort(compareCities);
  return { cities, problems };
}

export type SourceVersions = { names: string; coordinates: string };

/** Renders the generated module: a header and the city table (`src/city/city-table.ts`), one city per line. */
export function renderCitiesModule(cities: readonly City[], versions: SourceVersions): string {
  return [
    '// GENERATED FILE, DO NOT EDIT BY HAND.',
    '// Written by `npm run generate:cities -w @rota/domain` (packages/domain/scripts/generate-cities.ts);',
    '// change the script (aliases, seat coordinates) and run it again instead.',
    `// Sources: @brazilian-utils/brazilian-utils ${versions.names} (names, IBGE codes),`,
    `// country-state-city-js ${versions.coordinates} (coordinates), both MIT.`,
    `// ${cities.length} municipalities, ordered by IBGE state code, then by title (pt-BR).`,
    '',
    '/** `@state_id` opens a state; then `title|iso|lat|long` per city (`city-table.ts` reads it). */',
    `export const cityTable = \`${formatCityTable(cities)}\`;`,
    '',
  ].join('\n');
}

const sourceRowsSchema = z.array(
  z.object({ name: z.string(), latitude: z.string().nullable(), longitude: z.string().nullable() }),
);

/** Reads both sources, joins them and renders the module. */
export function generateCitiesModule(): { source: string; problems: string[]; count: number } {
  const require = createRequire(import.meta.url);
  // Read the JSON files directly: the package's own `City()` resolves its data from the current
  // working directory and silently returns [] when run from packages/domain.
  const coordinatesByState = new Map<string, SourceCoordinates[]>(
    stateAbbreviations.map((state) => [
      state,
      sourceRowsSchema.parse(require(`country-state-city-js/db/cities/BR/${state}/index.json`)),
    ]),
  );
  const problems: string[] = [];
  for (const state of getStates()) {
    if (stateIbgeCodes[state.code] !== state.ibgeCode) problems.push(`IBGE code of ${state.code} differs`);
  }
  const municipalities = getMunicipalities();
  const result = joinCities({
    municipalities,
    coordinatesByState,
    aliases: coordinateAliases,
    seats: seatCoordinates,
  });
  problems.push(...result.problems);
  if (result.cities.length !== municipalities.length && problems.length === 0) {
    problems.push(`${result.cities.length} records for ${municipalities.length} municipalities`);
  }
  const versions = {
    names: z.object({ version: z.string() }).parse(require('@brazilian-utils/brazilian-utils/package.json'))
      .version,
    coordinates: z.object({ version: z.string() }).parse(require('country-state-city-js/package.json'))
      .version,
  };
  return { source: renderCitiesModule(result.cities, versions), problems, count: result.cities.length };
}

export const citiesModulePath = fileURLToPath(new URL('../src/city/cities.data.ts', import.meta.url));

function main(): void {
  const check = process.argv.includes('--check');
  const { source, problems, count } = generateCitiesModule();
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
