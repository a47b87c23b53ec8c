// Seats checked by hand against their pt.wikipedia infobox (coordinates as IBGE publishes the
// seat): "Guajará (Amazonas)" 7°32′45″S 72°35′02″W, "Raposa (Maranhão)" 2°25′22″S 44°06′10″W,
// "Estreito (Maranhão)" 6°33′39″S 47°27′03″W, "Sobradinho (Bahia)" 9°27′18″S 40°49′22″W,
// "São José (Santa Catarina)" 27°36′54″S 48°37′40″W, "Senador José Porfírio" 2°35′27″S 51°57′14″W.
// State bounding boxes: the extremes of the IBGE municipal boundaries (tbrugz/geodata-br,
// packages/domain/scripts/data/municipal-boundaries.txt), rounded outwards to 0.1°.
import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { cities, defaultCitySearchLimit, findCityByIso, searchCities } from './cities.ts';
import { citySchema } from './city.schema.ts';
import { stateAbbreviationOf, stateIbgeCodeOf, stateIdOf } from './states.ts';

const sp = stateIdOf('SP') ?? 0;
const titles = (list: readonly { title: string }[]) => list.map((city) => city.title);

/** Great-circle distance in km (haversine, mean Earth radius). */
function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.long - a.long) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

/** [west, south, east, north] of each state holding one of the municipalities below. */
const stateBoxes: Record<string, readonly [number, number, number, number]> = {
  AL: [-38.3, -10.6, -35.1, -8.8],
  AM: [-73.9, -9.9, -56.0, 2.3],
  BA: [-46.7, -18.4, -37.3, -8.5],
  CE: [-41.5, -7.9, -37.2, -2.7],
  MA: [-48.8, -10.3, -41.7, -1.0],
  MT: [-61.7, -18.1, -50.2, -7.3],
  PA: [-58.9, -9.9, -46.0, 2.6],
  PB: [-38.8, -8.3, -34.7, -6.0],
  PE: [-41.4, -9.5, -32.3, -3.8],
  PR: [-54.7, -26.8, -48.0, -22.5],
  RN: [-38.6, -7.0, -34.9, -4.8],
  RS: [-57.7, -33.8, -49.6, -27.0],
  SC: [-53.9, -29.4, -48.3, -25.9],
};

describe('cities', () => {
  it('holds every municipality of the source list, once', () => {
    const source = getMunicipalities();
    expect(cities).toHaveLength(source.length);
    expect(cities).toHaveLength(5571);
    expect(new Set(cities.map((city) => city.iso))).toEqual(new Set(source.map((m) => m.code)));
  });

  it('has valid, unique IBGE codes prefixed by the state IBGE code', () => {
    expect(new Set(cities.map((city) => city.iso)).size).toBe(cities.length);
    for (const city of cities) {
      expect(city.iso).toMatch(/^\d{7}$/);
      expect(city.iso.slice(0, 2)).toBe(String(stateIbgeCodeOf(city.state_id)));
    }
  });

  it('validates every record against the schema, coordinates included', () => {
    const invalid = cities.filter((city) => !citySchema.safeParse(city).success);
    expect(invalid).toEqual([]);
  });

  it('places every city inside Brazil', () => {
    const outside = cities.filter((city) => {
      const [lat, long] = [Number(city.lat), Number(city.long)];
      return !(lat >= -33.8 && lat <= 5.3 && long >= -74.0 && long <= -28.8);
    });
    expect(outside).toEqual([]);
  });

  it('is ordered by IBGE state code, then by title', () => {
    const collator = new Intl.Collator('pt-BR');
    for (let i = 1; i < cities.length; i++) {
      const [previous, current] = [cities[i - 1], cities[i]];
      if (previous === undefined || current === undefined) throw new Error('hole in the list');
      const byState = previous.iso.slice(0, 2).localeCompare(current.iso.slice(0, 2));
      expect(byState < 0 || (byState === 0 && collator.compare(previous.title, current.title) <= 0)).toBe(
        true,
      );
    }
    expect(cities[0]?.iso.slice(0, 2)).toBe('11');
    expect(cities.at(-1)?.iso).toBe('5300108');
  });

  it('has the approximate per-state counts of spec §3', () => {
    const count = (abbreviation: string) =>
      cities.filter((city) => city.state_id === stateIdOf(abbreviation)).length;
    expect(count('MG')).toBe(853);
    expect(count('SP')).toBe(645);
    expect(count('RS')).toBe(497);
    expect(count('SC')).toBe(295);
    expect(count('MS')).toBe(79);
    expect(count('MT')).toBeGreaterThanOrEqual(141); // 142 since Boa Esperança do Norte (2025)
    expect(count('MT')).toBeLessThanOrEqual(142);
    expect(count('ES')).toBe(78);
    expect(count('RJ')).toBe(92);
  });

  it('keeps titles that repeat across states apart', () => {
    const bomJesus = cities.filter((city) => city.title === 'Bom Jesus');
    expect(bomJesus.length).toBeGreaterThan(3);
    expect(new Set(bomJesus.map((city) => city.state_id)).size).toBe(bomJesus.length);
    expect(new Set(bomJesus.map((city) => city.iso)).size).toBe(bomJesus.length);
  });
});

describe('findCityByIso', () => {
  it('finds São Paulo, Brasília and Fernando de Noronha', () => {
    expect(findCityByIso('3550308')).toMatchObject({ title: 'São Paulo', state_id: sp });
    expect(findCityByIso('5300108')).toMatchObject({ title: 'Brasília', state_id: stateIdOf('DF') });
    const noronha = findCityByIso('2605459');
    expect(noronha).toMatchObject({ title: 'Fernando de Noronha', state_id: stateIdOf('PE') });
    expect(Number(noronha?.long)).toBeCloseTo(-32.4, 1);
  });

  it('returns undefined for an unknown code', () => {
    expect(findCityByIso('0000000')).toBeUndefined();
    expect(findCityByIso('')).toBeUndefined();
  });
});

describe('searchCities', () => {
  it('ignores accents and case', () => {
    expect(searchCities(sp, 'sao paulo')[0]?.iso).toBe('3550308');
    expect(titles(searchCities(sp, 'SÃO PAULO'))).toContain('São Paulo');
  });

  it('searches within one state only', () => {
    const results = searchCities(stateIdOf('PI') ?? 0, 'bom jesus');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((city) => stateAbbreviationOf(city.state_id) === 'PI')).toBe(true);
  });

  it('puts titles starting with the query first, then word starts, then other matches', () => {
    const rj = stateIdOf('RJ') ?? 0;
    expect(titles(searchCities(rj, 'rio', Number.POSITIVE_INFINITY))).toEqual([
      'Rio Bonito',
      'Rio Claro',
      'Rio das Flores',
      'Rio das Ostras',
      'Rio de Janeiro',
      'São José do Vale do Rio Preto',
      'Três Rios',
      'Cabo Frio',
    ]);
    expect(titles(searchCities(sp, 'oeste', 2))).toEqual(["Aparecida d'Oeste", "Estrela d'Oeste"]);
  });

  it('lists the state when the query is empty, up to the limit', () => {
    expect(searchCities(sp, '  ')).toHaveLength(defaultCitySearchLimit);
    expect(searchCities(sp, '', 3).map((city) => city.title)).toEqual(['Adamantina', 'Adolfo', 'Aguaí']);
    expect(searchCities(sp, '', Number.POSITIVE_INFINITY)).toHaveLength(645);
  });

  it('returns nothing for an unknown state, a non-positive limit or no match', () => {
    expect(searchCities(0, 'sao')).toEqual([]);
    expect(searchCities(sp, 'sao', 0)).toEqual([]);
    expect(searchCities(sp, 'xyzzy')).toEqual([]);
  });
});

describe('seats of the municipalities issue 22 found far from their municipality', () => {
  // The former list joined coordinates by name and put these points 4 to 1,663 km from their
  // municipality, mostly on a homonym's place in the same state (so the state box alone would not
  // have caught them: the seats below do). The generator checks every seat against its own IBGE
  // boundary (scripts/boundary-check.ts, and scripts/generate-cities.test.ts for these 21).
  const listed: readonly [iso: string, title: string, state: string][] = [
    ['1301654', 'Guajará', 'AM'],
    ['2109452', 'Raposa', 'MA'],
    ['2104057', 'Estreito', 'MA'],
    ['2930774', 'Sobradinho', 'BA'],
    ['2918803', 'Laje', 'BA'],
    ['2412500', 'São Miguel', 'RN'],
    ['2929107', 'São Felipe', 'BA'],
    ['2928208', 'Santana', 'BA'],
    ['2515500', 'Serra Branca', 'PB'],
    ['2314003', 'Várzea Alegre', 'CE'],
    ['4116703', 'Nova Aurora', 'PR'],
    ['4307807', 'Estrela', 'RS'],
    ['2407807', 'Monte Alegre', 'RN'],
    ['2603900', 'Carnaíba', 'PE'],
    ['4216602', 'São José', 'SC'],
    ['2701308', 'Cajueiro', 'AL'],
    ['2922300', 'Muritiba', 'BA'],
    ['2105708', 'Lago da Pedra', 'MA'],
    ['5101407', 'Aripuanã', 'MT'],
    ['1301506', 'Envira', 'AM'],
    ['1507805', 'Senador José Porfírio', 'PA'],
  ];

  it.each(listed)('%s %s lies in %s', (iso, title, state) => {
    const city = findCityByIso(iso);
    expect(city).toMatchObject({ title, state_id: stateIdOf(state) });
    const [west, south, east, north] = stateBoxes[state] ?? [0, 0, 0, 0];
    const [lat, long] = [Number(city?.lat), Number(city?.long)];
    expect(lat).toBeGreaterThanOrEqual(south);
    expect(lat).toBeLessThanOrEqual(north);
    expect(long).toBeGreaterThanOrEqual(west);
    expect(long).toBeLessThanOrEqual(east);
  });

  it('puts the hand-checked ones within 2 km of their seat', () => {
    const seats: readonly [iso: string, lat: number, long: number][] = [
      ['1301654', -(7 + 32 / 60 + 45 / 3600), -(72 + 35 / 60 + 2 / 3600)],
      ['2109452', -(2 + 25 / 60 + 22 / 3600), -(44 + 6 / 60 + 10 / 3600)],
      ['2104057', -(6 + 33 / 60 + 39 / 3600), -(47 + 27 / 60 + 3 / 3600)],
      ['2930774', -(9 + 27 / 60 + 18 / 3600), -(40 + 49 / 60 + 22 / 3600)],
      ['4216602', -(27 + 36 / 60 + 54 / 3600), -(48 + 37 / 60 + 40 / 3600)],
      ['1507805', -(2 + 35 / 60 + 27 / 3600), -(51 + 57 / 60 + 14 / 3600)],
    ];
    for (const [iso, lat, long] of seats) {
      const city = findCityByIso(iso);
      const distance = distanceKm({ lat, long }, { lat: Number(city?.lat), long: Number(city?.long) });
      expect({ iso, near: distance < 2 }).toEqual({ iso, near: true });
    }
  });
});
