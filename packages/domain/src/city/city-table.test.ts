import { describe, expect, it } from 'vitest';
import { cities } from './cities.ts';
import { compactCoordinate, formatCityTable, parseCityTable } from './city-table.ts';

describe('the city table', () => {
  it('drops only trailing zeros from a coordinate', () => {
    expect(compactCoordinate('-12.47107000')).toBe('-12.47107');
    expect(compactCoordinate('5.00000000')).toBe('5');
    expect(compactCoordinate('-40.25000000')).toBe('-40.25');
    expect(compactCoordinate('10.10000001')).toBe('10.10000001');
  });

  it('reads back every bundled city exactly as it was written, 8 decimals and all', () => {
    expect(parseCityTable(formatCityTable(cities))).toEqual(cities);
    const saoPaulo = cities.find((city) => city.iso === '3550308');
    expect(saoPaulo).toMatchObject({ title: 'São Paulo', state_id: 26 });
    expect(saoPaulo?.lat).toMatch(/^-23\.\d{8}$/);
    // Values as the seat source writes them (scripts/data/municipios.csv "-11.9283,-61.9953"),
    // trailing zeros restored.
    expect(cities.find((city) => city.iso === '1100015')).toEqual({
      state_id: 21,
      title: "Alta Floresta D'Oeste",
      iso: '1100015',
      lat: '-11.92830000',
      long: '-61.99530000',
    });
    // A hand-checked seat (scripts/generate-cities.ts `seatCorrections`) with all 8 decimals.
    expect(cities.find((city) => city.iso === '1505551')).toMatchObject({
      lat: '-7.83277778',
      long: '-50.04388889',
    });
  });

  it('opens a block per state and refuses a title that would break the table', () => {
    const city = { state_id: 26, title: 'Pedra|Azul', iso: '3500000', lat: '1.00000000', long: '2.00000000' };
    expect(() => formatCityTable([city])).toThrow(/Pedra\|Azul/);
    expect(
      formatCityTable([
        { ...city, title: 'Pedra' },
        { ...city, state_id: 5, title: 'Azul' },
      ]),
    ).toBe('@26\nPedra|3500000|1|2\n@5\nAzul|3500000|1|2\n');
  });
});
