import type { PositionProblem, VisitReading } from '@rota/domain';

/** GeolocationPositionError codes: 1 permission denied, 3 timeout; anything else is unavailable. */
export const problemOf = (code: number): PositionProblem =>
  code === 1 ? 'denied' : code === 3 ? 'timeout' : 'unavailable';

/**
 * One reading of the phone's position as a visit keeps it (`visitReadingSchema`): where and how
 * sure, or why there was none — never a rejection, the visit is recorded either way. A browser
 * without geolocation reads as "unavailable". Called from a tap: the browser's permission prompt
 * must follow a gesture. `at` is when the reading arrived (the device's clock, as every stamp).
 */
export function readPhonePosition(options: PositionOptions, now = () => new Date()): Promise<VisitReading> {
  const empty = { lat: null, long: null, accuracy_m: null };
  const geolocation = globalThis.navigator?.geolocation;
  if (!geolocation)
    return Promise.resolve({ at: now().toISOString(), ...empty, problem: 'unavailable' as const });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          at: now().toISOString(),
          lat: coords.latitude,
          long: coords.longitude,
          accuracy_m: Math.round(coords.accuracy),
          problem: null,
        }),
      (error) => resolve({ at: now().toISOString(), ...empty, problem: problemOf(error.code) }),
      options,
    );
  });
}
