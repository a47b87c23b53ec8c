import { getStates } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import {
  stateAbbreviationOf,
  stateAbbreviations,
  stateIbgeCodeOf,
  stateIbgeCodes,
  stateIdOf,
} from './states.ts';

describe('states', () => {
  it('numbers the 27 abbreviations alphabetically from 1', () => {
    expect(stateAbbreviations).toHaveLength(27);
    expect([...stateAbbreviations].sort()).toEqual([...stateAbbreviations]);
    expect(stateIdOf('AC')).toBe(1);
    expect(stateIdOf('SP')).toBe(26);
    expect(stateIdOf('TO')).toBe(27);
  });

  it('maps ids back to abbreviations', () => {
    stateAbbreviations.forEach((abbreviation, index) => {
      expect(stateAbbreviationOf(index + 1)).toBe(abbreviation);
      expect(stateIdOf(abbreviation)).toBe(index + 1);
    });
  });

  it('reads abbreviations case-insensitively and rejects unknown values', () => {
    expect(stateIdOf(' sp ')).toBe(26);
    expect(stateIdOf('XX')).toBeUndefined();
    expect(stateIdOf('')).toBeUndefined();
    expect(stateAbbreviationOf(0)).toBeUndefined();
    expect(stateAbbreviationOf(28)).toBeUndefined();
    expect(stateAbbreviationOf(1.5)).toBeUndefined();
    expect(stateIbgeCodeOf(0)).toBeUndefined();
  });

  it('agrees with the IBGE state codes of @brazilian-utils', () => {
    for (const state of getStates()) expect(stateIbgeCodes[state.code]).toBe(state.ibgeCode);
  });

  it('matches the state_id -> iso prefix pairs of spec §3', () => {
    const pairs: [number, number][] = [
      [15, 25],
      [16, 26],
      [2, 27],
      [25, 28],
      [5, 29],
      [11, 31],
      [8, 32],
      [19, 33],
      [26, 35],
      [18, 41],
      [24, 42],
      [23, 43],
      [12, 50],
      [13, 51],
      [9, 52],
    ];
    for (const [stateId, prefix] of pairs) expect(stateIbgeCodeOf(stateId)).toBe(prefix);
  });
});
