// The real-data tests read packages/domain/scripts/data/: municipios.csv is
// github.com/kelvins/municipios-brasileiros csv/municipios.csv at 503e2f70bbf1 (MIT), and
// municipal-boundaries.txt the IBGE municipal boundaries of github.com/tbrugz/geodata-br
// geojson/ at c39dfb040bfd (CC0), see docs/domain.md "City reference list".
import { readFileSync } from 'node:fs';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { checkSeatsInBoundaries } from './boundary-check.ts';
import {
  citiesModulePath,
  formerTerritories,
  generateCitiesModule,
  gitBlobId,
  type JoinInput,
  joinCities,
  parseSeats,
  renderCitiesModule,
  seatCorrections,
  seatSource,
  seatsPath,
  staleCorrections,
  toEightDecimals,
} from './generate-cities.ts';
import { readMunicipalBoundaries } from './municipal-boundaries.ts';
import { distanceOutsideKm } from './point-in-boundary.ts';

function join(input: Partial<JoinInput>) {
  return joinCities({ municipalities: [], seats: [], corrections: [], ...input });
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

describe('parseSeats', () => {
  it('takes the code and coordinates of each row, whatever the name, and refuses another header', () => {
    const csv =
      '\uFEFFcodigo_ibge,nome,latitude,longitude,capital,codigo_uf,siafi_id,ddd,fuso_horario\n' +
      "5200050,Abadia de Goiás,-16.7573,-49.4412,0,52,1050,62,America/Sao_Paulo\r\n1505551,Pau d'Arco,-1.59772,-46.9268,0,15,0387,94,America/Sao_Paulo\n";
    expect(parseSeats(csv)).toEqual([
      { iso: '5200050', lat: '-16.7573', long: '-49.4412' },
      { iso: '1505551', lat: '-1.59772', long: '-46.9268' },
    ]);
    expect(() => parseSeats('nome,codigo_ibge\nX,1\n')).toThrow(/unexpected header/);
  });
});

describe('gitBlobId', () => {
  it('is what `git hash-object` prints', () => {
    // `printf 'hello\n' | git hash-object --stdin`
    expect(gitBlobId(Buffer.from('hello\n'))).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
  });
});

describe('joinCities', () => {
  it('joins by IBGE code, keeps the IBGE name, and orders by IBGE state code and title', () => {
    const { cities, problems } = join({
      municipalities: [
        { code: '3550308', name: 'São Paulo', stateCode: 'SP' },
        { code: '2900108', name: 'Abaíra', stateCode: 'BA' },
        { code: '3500105', name: 'Adamantina', stateCode: 'SP' },
      ],
      seats: [
        { iso: '3500105', lat: '-21.682', long: '-51.0737' },
        { iso: '3550308', lat: '-23.5329', long: '-46.6395' },
        { iso: '2900108', lat: '-13.2488', long: '-41.6619' },
      ],
    });
    expect(problems).toEqual([]);
    expect(cities).toEqual([
      { state_id: 5, title: 'Abaíra', iso: '2900108', lat: '-13.24880000', long: '-41.66190000' },
      { state_id: 26, title: 'Adamantina', iso: '3500105', lat: '-21.68200000', long: '-51.07370000' },
      { state_id: 26, title: 'São Paulo', iso: '3550308', lat: '-23.53290000', long: '-46.63950000' },
    ]);
  });

  it('never joins by name: a seat filed under another code is not taken', () => {
    const { cities, problems } = join({
      municipalities: [{ code: '2201903', name: 'Bom Jesus', stateCode: 'PI' }],
      seats: [{ iso: '4302303', lat: '-28.6697', long: '-50.4295' }],
    });
    expect(cities).toEqual([]);
    expect(problems).toEqual([
      'no seat coordinates: PI 2201903 Bom Jesus',
      'seat source: code 4302303 is not an IBGE municipality',
    ]);
  });

  it("takes a correction over the source's seat", () => {
    const { cities, problems } = join({
      municipalities: [{ code: '1505551', name: "Pau D'Arco", stateCode: 'PA' }],
      seats: [{ iso: '1505551', lat: '-1.59772', long: '-46.9268' }],
      corrections: [
        {
          iso: '1505551',
          title: "Pau D'Arco",
          lat: '-7.83277778',
          long: '-50.04388889',
          replaces: { lat: '-1.59772', long: '-46.9268' },
        },
      ],
    });
    expect(problems).toEqual([]);
    expect(cities.map((city) => [city.lat, city.long])).toEqual([['-7.83277778', '-50.04388889']]);
  });

  it('fails on a correction for an unknown or renamed municipality', () => {
    const { problems } = join({
      municipalities: [{ code: '2613107', name: 'São Caitano', stateCode: 'PE' }],
      seats: [{ iso: '2613107', lat: '-8.3', long: '-36.1' }],
      corrections: [
        {
          iso: '2613107',
          title: 'São Caetano',
          lat: '-8.3',
          long: '-36.1',
          replaces: { lat: '-8.3', long: '-36.2' },
        },
        {
          iso: '9999999',
          title: 'Nowhere',
          lat: '-8.3',
          long: '-36.1',
          replaces: { lat: '-8.3', long: '-36.2' },
        },
      ],
    });
    expect(problems).toEqual([
      'stale correction: 2613107 is now named "São Caitano", not "São Caetano"',
      'stale correction: no municipality with code 9999999 (Nowhere)',
    ]);
  });

  it('reports missing, malformed, duplicated and out-of-Brazil seats', () => {
    const { cities, problems } = join({
      municipalities: [
        { code: '3500105', name: 'Adamantina', stateCode: 'SP' },
        { code: '3500204', name: 'Adolfo', stateCode: 'SP' },
        { code: '3500402', name: 'Águas da Prata', stateCode: 'SP' },
      ],
      seats: [
        { iso: '3500204', lat: '-21,28', long: '-49,65' },
        { iso: '3500402', lat: '32.933052', long: '35.082678' },
        { iso: '3500402', lat: '32.933052', long: '35.082678' },
      ],
    });
    expect(cities).toEqual([]);
    expect(problems).toEqual([
      'seat source: code 3500402 appears twice',
      'no seat coordinates: SP 3500105 Adamantina',
      'no seat coordinates: SP 3500204 Adolfo',
      'coordinates outside Brazil (32.93305200, 35.08267800): SP 3500402 Águas da Prata',
    ]);
  });

  it('reports an IBGE code outside its state and a duplicated code', () => {
    const seats = [{ iso: '3550308', lat: '-23.5329', long: '-46.6395' }];
    const { problems } = join({
      municipalities: [
        { code: '3550308', name: 'São Paulo', stateCode: 'RJ' },
        { code: '3550308', name: 'São Paulo', stateCode: 'RJ' },
      ],
      seats,
    });
    expect(problems).toEqual([
      'IBGE code outside its state: RJ 3550308 São Paulo',
      'duplicated IBGE code: RJ 3550308 São Paulo',
      'IBGE code outside its state: RJ 3550308 São Paulo',
    ]);
  });
});

describe('staleCorrections', () => {
  it('flags a correction once the source no longer has the seat it replaces', () => {
    const corrections = [
      {
        iso: '4105201',
        title: 'Cerro Azul',
        lat: '-24.82388889',
        long: '-49.26083333',
        replaces: { lat: '-26.0891', long: '-52.8691' },
      },
    ];
    expect(staleCorrections(corrections, [{ iso: '4105201', lat: '-26.0891', long: '-52.8691' }])).toEqual(
      [],
    );
    expect(staleCorrections(corrections, [{ iso: '4105201', lat: '-24.8239', long: '-49.2608' }])).toEqual([
      'stale correction: the seat source no longer has (-26.0891, -52.8691) for 4105201 Cerro Azul',
    ]);
    expect(staleCorrections(corrections, [])).toHaveLength(1);
  });
});

describe('renderCitiesModule', () => {
  it('writes a generated header naming its sources and the city table, one city per line', () => {
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
      { names: '2.4.0' },
    );
    expect(source).toMatch(/^\/\/ GENERATED FILE, DO NOT EDIT BY HAND\./);
    expect(source).toContain('npm run generate:cities -w @rota/domain');
    expect(source).toContain(
      `${seatSource.repository} ${seatSource.path} at ${seatSource.commit.slice(0, 12)}`,
    );
    expect(source).toContain(
      "export const cityTable = `@26\nSanta Bárbara d'Oeste|3545803|-22.7536|-47.41361\n`;",
    );
  });
});

describe('generateCitiesModule', () => {
  const boundaries = readMunicipalBoundaries();
  const generated = generateCitiesModule(boundaries);

  it('joins the real sources without problems: every seat within 1 km of its IBGE boundary', () => {
    expect(generated.problems).toEqual([]);
    expect(generated.count).toBe(5571);
    expect(generated.check.offences).toEqual([]);
    // 5,564 municipalities have their own boundary; the 7 installed since 2013 are checked
    // against the territory they were carved from.
    expect([generated.check.checkedOwn, generated.check.checkedFormer]).toEqual([5564, 7]);
  });

  it('puts each municipality issue 22 found outside its boundary inside it now', () => {
    // The former list put 20 of these 6 to 1,662 km outside their own IBGE boundary. The 21st,
    // Senador José Porfírio (listed at 4 km), is in two pieces: read with its pieces, its former
    // point was inside; its seat now comes from a correction, the source's point being 195 km off.
    const formerOffenders = [
      '1301654',
      '2109452',
      '2104057',
      '2930774',
      '2918803',
      '2412500',
      '2929107',
      '2928208',
      '2515500',
      '2314003',
      '4116703',
      '4307807',
      '2407807',
      '2603900',
      '4216602',
      '2701308',
      '2922300',
      '2105708',
      '5101407',
      '1301506',
      '1507805',
    ];
    const outside = formerOffenders.filter((iso) => {
      const city = generated.cities.find((candidate) => candidate.iso === iso);
      const boundary = boundaries.get(iso);
      return !city || !boundary || distanceOutsideKm(boundary, [Number(city.long), Number(city.lat)]) > 0;
    });
    expect(outside).toEqual([]);
  });

  it('keeps the vendored seat file byte-identical to the source commit', () => {
    expect(gitBlobId(readFileSync(seatsPath))).toBe(seatSource.blob);
  });

  it('finds the source seats far outside their municipality: without the corrections, exactly five fail', () => {
    const { cities } = joinCities({
      municipalities: getMunicipalities(),
      seats: parseSeats(readFileSync(seatsPath, 'utf8')),
      corrections: [],
    });
    const { offences } = checkSeatsInBoundaries(cities, boundaries, formerTerritories);
    expect(offences.map(({ city, distanceKm }) => [city.iso, city.title, Math.round(distanceKm)])).toEqual([
      ['1505551', "Pau D'Arco", 750],
      ['4105201', 'Cerro Azul', 360],
      ['4128625', 'Alto Paraíso', 288],
      ['3164431', 'São Sebastião da Vargem Alegre', 157],
      ['2613107', 'São Caitano', 8],
    ]);
    // The sixth, Senador José Porfírio, is inside its municipality but 195 km from the town.
    const corrected = new Set(offences.map(({ city }) => city.iso));
    expect(seatCorrections.filter(({ iso }) => !corrected.has(iso)).map(({ title }) => title)).toEqual([
      'Senador José Porfírio',
    ]);
  });

  it('matches the committed cities.data.ts (regenerate it instead of editing by hand)', () => {
    expect(readFileSync(citiesModulePath, 'utf8')).toBe(generated.source);
  });
});
