import type { GeoPoint } from '@rota/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { problemOf } from './read-position.ts';

/** A fix of the phone: where (degrees, as the browser gives them) and how sure, in metres. */
export interface PhonePosition extends GeoPoint {
  accuracy: number;
}

export type GeolocationError = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: PhonePosition }
  | { status: 'error'; error: GeolocationError };

/**
 * The phone's position on demand (`navigator.geolocation.getCurrentPosition`), asked only when
 * `locate` is called: the browser's permission prompt must follow a gesture, never the opening of
 * a screen. The failure is kept by kind, for a pt-BR message. `options` says how fresh and how
 * precise (each screen's own: a client's door wants a new GPS fix, the day's route accepts one a
 * minute old). An answer arriving after the screen closed is dropped.
 */
export function useGeolocation(options: PositionOptions): { state: GeolocationState; locate: () => void } {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const { enableHighAccuracy, timeout, maximumAge } = options;
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
          setState({
            status: 'located',
            position: { lat: coords.latitude, long: coords.longitude, accuracy: coords.accuracy },
          });
      },
      (error) => {
        if (live.current) setState({ status: 'error', error: problemOf(error.code) });
      },
      { enableHighAccuracy, timeout, maximumAge },
    );
  }, [enableHighAccuracy, timeout, maximumAge]);
  return { state, locate };
}
