// The committed data/municipal-boundaries.txt is derived from the IBGE municipal boundaries of
// github.com/tbrugz/geodata-br geojson/ at c39dfb040bfd (CC0) by build-municipal-boundaries.ts.
import { describe, expect, it } from 'vitest';
import { encodeBoundaries, parseBoundaries, readMunicipalBoundaries } from './municipal-boundaries.ts';
import { boundaryContains } from './point-in-boundary.ts';

describe('encodeBoundaries / parseBoundaries', () => {
  it('round-trips rings to 1e-4 degree, with a header and codes in order', () => {
    const boundaries = new Map([
      [
        '5300108',
        [
          [
            [-47.41396, -15.54773],
            [-47.3, -15.5],
            [-47.35, -15.6],
            [-47.41396, -15.54773],
          ] as [number, number][],
        ],
      ],
      [
        '1100015',
        [
          [
            [-62.0, -12.0],
            [-61.9, -12.0],
            [-61.9, -11.9],
            [-62.0, -12.0],
          ] as [number, number][],
        ],
      ],
    ]);
    const text = encodeBoundaries(boundaries, ['a header']);
    expect(text).toBe(
      '# a header\n1100015|-620000,-120000,1000,0,0,1000,-1000,-1000\n5300108|-474140,-155477,1140,477,-500,-1000,-640,523\n',
    );
    expect(parseBoundaries(text).get('5300108')).toEqual([
      [
        [-47.414, -15.5477],
        [-47.3, -15.5],
        [-47.35, -15.6],
        [-47.414, -15.5477],
      ],
    ]);
  });

  it('refuses a malformed line, naming it', () => {
    expect(() => parseBoundaries('# ok\n123|1,2,3,4,5,6,7,8\n')).toThrow(/line 2: malformed/);
    expect(() => parseBoundaries('1234567|1,2,3\n')).toThrow(/line 1: malformed ring/);
  });
});

describe('the committed boundaries', () => {
  const boundaries = readMunicipalBoundaries();

  it('hold 5,564 municipalities and put two capitals in their own boundary', () => {
    expect(boundaries.size).toBe(5564);
    // Praça da Sé, São Paulo, and the Esplanada dos Ministérios, Brasília.
    const saoPaulo = boundaries.get('3550308');
    const brasilia = boundaries.get('5300108');
    expect(saoPaulo && boundaryContains(saoPaulo, [-46.6339, -23.5503])).toBe(true);
    expect(brasilia && boundaryContains(brasilia, [-47.8645, -15.7997])).toBe(true);
    expect(saoPaulo && boundaryContains(saoPaulo, [-47.8645, -15.7997])).toBe(false);
  });
});
