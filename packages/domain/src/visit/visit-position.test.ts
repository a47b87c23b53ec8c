import { describe, expect, it } from 'vitest';
import { distanceKm } from '../client/day-route.ts';
import {
  DEFAULT_VISIT_RADIUS_M,
  POSITION_PROBLEM_MESSAGES,
  POSITION_PROBLEMS,
  type PositionFix,
  readPosition,
} from './visit-position.ts';

/** Padaria Pão Quente, Praça da Sé. */
const CLIENT = { lat: -23.55052, long: -46.633308 };
const METRES_PER_DEGREE_OF_LATITUDE = (Math.PI * 6_371_008.8) / 180;
/** A reading `metres` due north of the client. */
const north = (metres: number, accuracy_m = 10): PositionFix => ({
  lat: CLIENT.lat + metres / METRES_PER_DEGREE_OF_LATITUDE,
  long: CLIENT.long,
  accuracy_m,
  at: '2026-11-27T13:00:00.000Z',
});

describe('the distance a check-in is measured by', () => {
  it('agrees with the haversine test vector of Rosetta Code ("Haversine formula": BNA to LAX)', () => {
    // Nashville (36.12, -86.67) to Los Angeles (33.94, -118.40): 2887.2599506071106 km on the
    // task's sphere of 6372.8 km; ours is the mean Earth radius, 6371.0088 km (IUGG).
    const km = distanceKm({ lat: 36.12, long: -86.67 }, { lat: 33.94, long: -118.4 });
    expect((km * 6372.8) / 6371.0088).toBeCloseTo(2887.2599506071106, 6);
  });
});

describe('readPosition', () => {
  it('keeps a check-in exactly at the company’s radius inside it, and one metre more outside', () => {
    expect(DEFAULT_VISIT_RADIUS_M).toBe(300);
    expect(readPosition(north(300), CLIENT)).toEqual({
      distance_m: 300,
      flags: [],
      needsReason: false,
      proposedPosition: null,
    });
    expect(readPosition(north(301), CLIENT)).toMatchObject({
      distance_m: 301,
      flags: ['out_of_radius'],
      needsReason: true,
    });
    // Another company's radius.
    expect(readPosition(north(450), CLIENT, 500)).toMatchObject({ distance_m: 450, needsReason: false });
  });

  it('asks a reason 1 km away and never moves a client that has coordinates', () => {
    expect(readPosition(north(1_000), CLIENT)).toEqual({
      distance_m: 1_000,
      flags: ['out_of_radius'],
      needsReason: true,
      proposedPosition: null,
    });
  });

  it('flags a poor reading without letting its accuracy stretch the radius', () => {
    // 250 m away, sure only to 400 m: inside by its centre, flagged as imprecise.
    expect(readPosition(north(250, 400), CLIENT)).toMatchObject({
      distance_m: 250,
      flags: ['poor_accuracy'],
      needsReason: false,
    });
    expect(readPosition(north(100, 100), CLIENT).flags).toEqual([]);
  });

  it('proposes the first accurate reading as the position of a client without coordinates', () => {
    const accurate = north(0, 15);
    expect(readPosition(accurate, null)).toEqual({
      distance_m: null,
      flags: ['client_without_position'],
      needsReason: false,
      proposedPosition: { lat: accurate.lat, long: accurate.long },
    });
    expect(readPosition(north(0, 150), null)).toMatchObject({
      flags: ['poor_accuracy', 'client_without_position'],
      proposedPosition: null,
    });
  });

  it('records a visit without a position, flagged, with a pt-BR word for each reason', () => {
    for (const problem of POSITION_PROBLEMS) {
      expect(readPosition(problem, CLIENT)).toEqual({
        distance_m: null,
        flags: ['no_position'],
        needsReason: false,
        proposedPosition: null,
      });
      expect(POSITION_PROBLEM_MESSAGES[problem]).toMatch(/visita será registrada sem posição/);
    }
  });
});
