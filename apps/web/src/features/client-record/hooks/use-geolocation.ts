import { useCallback, useState } from 'react';

/** A position of the phone: coordinates as the domain stores them (8 decimals) and the accuracy in metres. */
export interface PhonePosition {
  lat: string;
  long: string;
  accuracy: number;
}

export type GeolocationError = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: PhonePosition }
  | { status: 'error'; error: GeolocationError };

/** High accuracy (GPS), up to 20 s, never a cached position: the seller is at the client's door. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 20_000,
  maximumAge: 0,
};

const errorOf = (code: number): GeolocationError =>
  code === 1 ? 'denied' : code === 3 ? 'timeout' : 'unavailable';

/** The phone's position on demand (`navigator.geolocation.getCurrentPosition`). */
export function useGeolocation(): { state: GeolocationState; locate: () => void } {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const locate = useCallback(() => {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      setState({ status: 'error', error: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) =>
        setState({
          status: 'located',
          position: {
            lat: position.coords.latitude.toFixed(8),
            long: position.coords.longitude.toFixed(8),
            accuracy: position.coords.accuracy,
          },
        }),
      (error) => setState({ status: 'error', error: errorOf(error.code) }),
      GEOLOCATION_OPTIONS,
    );
  }, []);
  return { state, locate };
}
