import {
  placeOf,
  readingOf,
  readPosition,
  type VisitFlag,
  type VisitReading,
  visitMinutes,
} from '@rota/domain';
import type { VisitPositionColumns } from './clients.repository.ts';

function readingColumns<P extends 'check_in' | 'check_out'>(prefix: P, reading: VisitReading | null) {
  return {
    [`${prefix}_at`]: reading ? new Date(reading.at) : null,
    [`${prefix}_lat`]: reading?.lat ?? null,
    [`${prefix}_long`]: reading?.long ?? null,
    [`${prefix}_accuracy_m`]: reading?.accuracy_m ?? null,
    [`${prefix}_problem`]: reading?.problem ?? null,
  } as Record<`${P}_${'at' | 'lat' | 'long' | 'accuracy_m' | 'problem'}`, never>;
}

/**
 * What the server stores of a visit's check-in and check-out (docs/domain.md "Visits in the
 * field"): the readings as sent, and the distance and flags read again here by the domain's
 * `readPosition` against the client's stored coordinates and the company's radius — the same rule
 * the phone ran, so a device with an older copy of the client is judged by what the server holds.
 * A check-out's own problems (no or poor position) are flagged too; its distance is not kept. A
 * reading never moves the client's coordinates.
 */
export function visitPositionColumns(
  body: { check_in: VisitReading | null; check_out: VisitReading | null; radius_reason: string | null },
  client: { lat: string | null; long: string | null },
  radiusM: number,
): VisitPositionColumns {
  const place = placeOf(client);
  const flags = new Set<VisitFlag>();
  let distance: number | null = null;
  if (body.check_in) {
    const read = readPosition(readingOf(body.check_in), place, radiusM);
    distance = read.distance_m;
    for (const flag of read.flags) flags.add(flag);
  }
  if (body.check_out)
    for (const flag of readPosition(readingOf(body.check_out), place, radiusM).flags)
      if (flag === 'no_position' || flag === 'poor_accuracy') flags.add(flag);
  return {
    ...readingColumns('check_in', body.check_in),
    ...readingColumns('check_out', body.check_out),
    distance_m: distance,
    minutes: body.check_in && body.check_out ? visitMinutes(body.check_in.at, body.check_out.at) : null,
    flags: [...flags],
    radius_reason: body.radius_reason ? body.radius_reason : null,
  };
}
