import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  citiesModulePath,
  generateCitiesModule,
  type JoinInput,
  joinCities,
  renderCitiesModule,
  toEightDecimals,
} from './generate-cities.ts';

const coordinates = (
  name: string,
  latitude: string | null = '-10.5',
  longitude: string | null = '-40.25',
) => ({
  name,
  latitude,
  longitude,
});

function join(input: Partial<JoinInput>) {
  return joinCities({ municipalities: [], coordinatesByState: new Map(), aliases: [], seats: [], ...input });
}

describe('toEightDecimals', () => {
  it('pads to exactly 8 decimals and rejects anything that is not a decimal degree', () => {
    expect(toEightDecimals('-23.55052')).toBe('-23.55052000');
    expect(toEightDecimals('-23.55052000')).toBe('-23.55052000');
    expect(toEightDecimals('5')).toBe('5.00000000');
    expect(toEightDecimals('-23.550520001')).toBeUndefined();
    expect(toEightDecimals('abc')).toBeUndefined();
    expect(toEightDecimals(null)).toBeUndefined();
  });
});

describe('joinCities', () => {
  it('joins by state and accent-insensitive name, then orders by IBGE state code and title', () => {
    const { cities, problems } = join({
      municipalities: [
        { code: '3550308', name: 'São Paulo', stateCode: 'SP' },
        { code: '2900108', name: 'Abaíra', stateCode: 'BA' },
        { code: '3500105', name: 'Adamantina', stateCode: 'SP' },
      ],
      coordinatesByState: new Map([
        ['SP', [coordinates('Sao Paulo', '-23.5475', '-46.63611'), coordinates('ADAMANTINA')]],
        ['BA', [coordinates('Abaíra')]],
      ]),
    });
    expect(problems).toEqual([]);
    expect(cities).toEqual([
      { state_id: 5, title: 'Abaíra', iso: '2900108', lat: '-10.50000000', long: '-40.25000000' },
      { state_id: 26, title: 'Adamantina', iso: '3500105', lat: '-10.50000000', long: '-40.25000000' },
      { state_id: 26, title: 'São Paulo', iso: '3550308', lat: '-23.54750000', long: '-46.63611000' },
    ]);
  });

  it('never takes coordinates from another state', () => {
    const { cities, problems } = join({
      municipalities: [{ code: '2201903', name: 'Bom Jesus', stateCode: 'PI' }],
      coordinatesByState: new Map([
        ['PI', []],
        ['RS', [coordinates('Bom Jesus')]],
      ]),
    });
    expect(cities).toEqual([]);
    expect(problems).toEqual(['no coordinates: PI 2201903 Bom Jesus']);
  });

  it('uses an alias for a name spelled differently, and a seat for a municipality the source lacks', () => {
    const { cities, problems } = join({
      municipalities: [
        { code: '2400208', name: 'Assú', stateCode: 'RN' },
        { code: '2401305', name: 'Campo Grande', stateCode: 'RN' },
      ],
      coordinatesByState: new Map([['RN', [coordinates('Açu', '-5.57667', '-36.90861')]]]),
      aliases: [{ iso: '2400208', title: 'Assú', sourceName: 'Açu' }],
      seats: [{ iso: '2401305', title: 'Campo Grande', lat: '-5.865', long: '-37.3125' }],
    });
    expect(problems).toEqual([]);
    expect(cities.map((city) => [city.title, city.lat, city.long])).toEqual([
      ['Assú', '-5.57667000', '-36.90861000'],
      ['Campo Grande', '-5.86500000', '-37.31250000'],
    ]);
  });

  it('fails on stale aliases and seats instead of silently keeping them', () => {
    const { problems } = join({
      municipalities: [
        { code: '2400208', name: 'Açu', stateCode: 'RN' },
        { code: '2401206', name: 'Arez', stateCode: 'RN' },
      ],
      coordinatesByState: new Map([['RN', [coordinates('Açu'), coordinates('Arez')]]]),
      aliases: [
        { iso: '2400208', title: 'Assú', sourceName: 'Açu' },
        { iso: '9999999', title: 'Nowhere', sourceName: 'Nowhere' },
      ],
      seats: [{ iso: '2401206', title: 'Arez', lat: '-6.19', long: '-35.16' }],
    });
    expect(problems).toEqual([
      'stale entry: 2400208 is now named "Açu", not "Assú"',
      'stale entry: no municipality with code 9999999 (Nowhere)',
      'stale entry: the source now spells RN 2400208 Açu the same way; remove its alias or seat',
      'stale entry: the source now spells RN 2401206 Arez the same way; remove its alias or seat',
    ]);
  });

  it('reports missing, malformed, ambiguous and out-of-Brazil coordinates', () => {
    const { cities, problems } = join({
      municipalities: [
        { code: '3500105', name: 'Adamantina', stateCode: 'SP' },
        { code: '3500204', name: 'Adolfo', stateCode: 'SP' },
        { code: '3500303', name: 'Aguaí', stateCode: 'SP' },
        { code: '3500402', name: 'Águas da Prata', stateCode: 'SP' },
        { code: '1200013', name: 'Acrelândia', stateCode: 'AC' },
      ],
      coordinatesByState: new Map([
        [
          'SP',
          [
            coordinates('Adamantina', null, null),
            coordinates('Adolfo', '-21,28', '-49,65'),
            coordinates('Aguai'),
            coordinates('Aguaí'),
            coordinates('Águas da Prata', '32.93305200', '35.08267800'),
          ],
        ],
      ]),
    });
    expect(cities).toEqual([]);
    expect(problems).toEqual([
      'no coordinates: SP 3500105 Adamantina',
      'no coordinates: SP 3500204 Adolfo',
      'ambiguous name in the coordinates source: SP 3500303 Aguaí',
      'coordinates outside Brazil (32.93305200, 35.08267800): SP 3500402 Águas da Prata',
      'unknown state or no coordinates file: AC 1200013 Acrelândia',
    ]);
  });

  it('reports an IBGE code outside its state and a duplicated code', () => {
    const { problems } = join({
      municipalities: [
        { code: '3550308', name: 'São Paulo', stateCode: 'RJ' },
        { code: '3550308', name: 'São Paulo', stateCode: 'RJ' },
      ],
      coordinatesByState: new Map([['RJ', [coordinates('São Paulo')]]]),
    });
    expect(problems).toEqual([
      'IBGE code outside its state: RJ 3550308 São Paulo',
      'duplicated IBGE code: RJ 3550308 São Paulo',
      'IBGE code outside its state: RJ 3550308 São Paulo',
    ]);
  });
});

describe('renderCitiesModule', () => {
  it('writes a generated header and the city table, one city per line, apostrophes as they are', () => {
    const source = renderCitiesModule(
      [
        {
          state_id: 26,
          title: "Santa Bárbara d'Oeste",
          iso: '3545803',
          lat: '-22.75360000',
          long: '-47.41361000',
        },
      ],
      { names: '2.4.0', coordinates: '2.5.0' },
    );
    expect(source).toMatch(/^\/\/ GENERATED FILE, DO NOT EDIT BY HAND\./);
    expect(source).toContain('npm run generate:cities -w @rota/domain');
    expect(source).toContain(
      "export const cityTable = `@26\nSanta Bárbara d'Oeste|3545803|-22.7536|-47.41361\n`;",
    );
  });
});

describe('generateCitiesModule', () => {
  it('joins the real sources without problems', () => {
    const { problems, count } = generateCitiesModule();
    expect(problems).toEqual([]);
    expect(count).toBe(5571);
  });

  it('matches the committed cities.data.ts (regenerate it instead of editing by hand)', () => {
    expect(readFileSync(citiesModulePath, 'utf8')).toBe(generateCitiesModule().source);
  });
});
