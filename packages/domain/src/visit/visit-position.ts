import { z } from 'zod';
import { distanceKm, type GeoPoint } from '../client/day-route.ts';
import { dateTimeSchema } from '../shared/fields.ts';

/**
 * One reading of the phone's position (the Geolocation API's `coords`): where, how sure in metres
 * (a 68% circle), and when, as an ISO instant.
 */
export interface PositionFix extends GeoPoint {
  accuracy_m: number;
  at: string;
}

/** Why no position came: the seller refused it, the phone has no fix, or it took too long. */
export const POSITION_PROBLEMS = ['denied', 'unavailable', 'timeout'] as const;
export type PositionProblem = (typeof POSITION_PROBLEMS)[number];

/** What the seller reads when the position is missing: the visit is recorded all the same. */
export const POSITION_PROBLEM_MESSAGES: Record<PositionProblem, string> = {
  denied:
    'A localização está bloqueada para o Rota. A visita será registrada sem posição e sinalizada ao supervisor; para liberar, permita a localização nas configurações do navegador.',
  unavailable:
    'O celular não conseguiu obter a posição (sem sinal de GPS). A visita será registrada sem posição e sinalizada ao supervisor.',
  timeout:
    'A posição demorou demais para chegar. A visita será registrada sem posição e sinalizada ao supervisor; tente de novo em um lugar aberto.',
};

/** The company's radius around a client when it sets none, in metres. */
export const DEFAULT_VISIT_RADIUS_M = 300;

/** The radius a company may set: a shop's door to a large warehouse's yard. */
export const VISIT_RADIUS_LIMITS = { min: 50, max: 5_000 } as const;

/** A reading less sure than this is flagged, and never proposed as a client's position. */
export const POOR_ACCURACY_M = 100;

/**
 * What a supervisor is told about a check-in or check-out: out of the client's radius, taken
 * without a position, with a poor one, or at a client with no coordinates to compare with.
 */
export const VISIT_FLAGS = [
  'out_of_radius',
  'no_position',
  'poor_accuracy',
  'client_without_position',
] as const;
export type VisitFlag = (typeof VISIT_FLAGS)[number];

export const VISIT_FLAG_LABELS: Record<VisitFlag, string> = {
  out_of_radius: 'Fora do raio do cliente',
  no_position: 'Sem localização',
  poor_accuracy: 'Localização imprecisa',
  client_without_position: 'Cliente sem coordenadas',
};

/** How a reading compares with the client's place. */
export interface PositionReading {
  /** Metres from the client's coordinates, rounded; null without a fix or client coordinates. */
  distance_m: number | null;
  flags: VisitFlag[];
  /** Out of the radius: the seller says why before the visit starts. */
  needsReason: boolean;
  /**
   * A client without coordinates takes the first accurate reading as a proposal the seller
   * confirms; a reading never moves a client that has coordinates.
   */
  proposedPosition: GeoPoint | null;
}

/**
 * Reads a check-in (or check-out) against the client (docs/domain.md "Visits"). A reading exactly
 * at the radius is inside it; the distance is from the reading's centre, so its accuracy does not
 * stretch the radius (a poor reading is flagged on its own). Without a position the visit is
 * still recorded, flagged.
 */
export function readPosition(
  reading: PositionFix | PositionProblem,
  client: GeoPoint | null,
  radiusM: number = DEFAULT_VISIT_RADIUS_M,
): PositionReading {
  if (typeof reading === 'string')
    return { distance_m: null, flags: ['no_position'], needsReason: false, proposedPosition: null };
  const flags: VisitFlag[] = [];
  const accurate = reading.accuracy_m <= POOR_ACCURACY_M;
  if (!accurate) flags.push('poor_accuracy');
  if (!client) {
    flags.push('client_without_position');
    return {
      distance_m: null,
      flags,
      needsReason: false,
      proposedPosition: accurate ? { lat: reading.lat, long: reading.long } : null,
    };
  }
  const distance = Math.round(distanceKm(reading, client) * 1000);
  const outside = distance > radiusM;
  if (outside) flags.push('out_of_radius');
  return { distance_m: distance, flags, needsReason: outside, proposedPosition: null };
}

/**
 * A check-in or check-out on the wire: when, and either the phone's position (`lat`, `long`,
 * `accuracy_m`) or why there was none (`problem`), never both.
 */
export const visitReadingSchema = z
  .object({
    at: dateTimeSchema,
    lat: z.number().min(-90).max(90).nullable().default(null),
    long: z.number().min(-180).max(180).nullable().default(null),
    accuracy_m: z.number().min(0).max(1_000_000).nullable().default(null),
    problem: z.enum(POSITION_PROBLEMS).nullable().default(null),
  })
  .refine(
    (reading) =>
      reading.problem === null
        ? reading.lat !== null && reading.long !== null && reading.accuracy_m !== null
        : reading.lat === null && reading.long === null && reading.accuracy_m === null,
    { message: 'Informe a posição (latitude, longitude e precisão) ou o motivo de não haver posição' },
  );
export type VisitReading = z.output<typeof visitReadingSchema>;

/** The reading as `readPosition` takes it: the fix, or the problem. */
export function readingOf(reading: VisitReading): PositionFix | PositionProblem {
  if (reading.problem !== null) return reading.problem;
  return {
    lat: reading.lat ?? 0,
    long: reading.long ?? 0,
    accuracy_m: reading.accuracy_m ?? 0,
    at: reading.at,
  };
}
