import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { cities, defaultCitySearchLimit, findCityByIso, searchCities } from './cities.ts';
import { citySchema } from './city.schema.ts';
import { stateAbbreviationOf, stateIbgeCodeOf, stateIdOf } from './states.ts';

const sp = stateIdOf('SP') ?? 0;
const titles = (list: readonly { title: string }[]) => list.map((city) => city.title);

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
