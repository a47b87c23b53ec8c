import type { GeoPoint } from '@rota/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type PositionError = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type PositionState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: GeoPoint }
  | { status: 'error'; error: PositionError };

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
const ERRORS: Record<number, PositionError> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * The phone's position, asked only when the seller presses "Rota do dia" (never on opening the
 * screen: the browser's permission prompt must follow a gesture). GPS when it can, a fix up to a
 * minute old accepted, 20 s at most; the failure is kept by kind for a pt-BR message.
 */
export function usePosition(): [PositionState, () => void] {
  const [state, setState] = useState<PositionState>({ status: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      setState({ status: 'error', error: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (live.current)
          setState({ status: 'located', position: { lat: coords.latitude, long: coords.longitude } });
      },
      (error) => {
        if (live.current) setState({ status: 'error', error: ERRORS[error.code] ?? 'unavailable' });
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }, []);

  return [state, locate];
}
