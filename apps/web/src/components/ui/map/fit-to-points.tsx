import type { GeoPoint } from '@rota/domain';
import { latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

interface FitToPointsProps {
  points: readonly GeoPoint[];
  /** Changes with the filters: the map frames the new set. Live data changes keep the view. */
  fitKey: string;
}

/** Frames the given points (a city's clients at street level at most), when the filter changes. */
export function FitToPoints({ points, fitKey }: FitToPointsProps) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (points.length === 0 || fitted.current === fitKey) return;
    fitted.current = fitKey;
    map.fitBounds(latLngBounds(points.map((point) => [point.lat, point.long])), {
      padding: [28, 28],
      maxZoom: 15,
    });
  }, [map, points, fitKey]);
  return null;
}
