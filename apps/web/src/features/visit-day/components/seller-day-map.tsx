import type { GeoPoint } from '@rota/domain';
import { useMemo } from 'react';
import { Marker, Polyline } from 'react-leaflet';
import { BRAND } from '#ui/brand/brand.ts';
import { FitToPoints } from '#ui/map/fit-to-points.tsx';
import { numberedStopIcon } from '#ui/map/numbered-stop-icon.ts';
import { OfflineMap } from '#ui/map/offline-map.tsx';
import { messages } from '../messages.ts';
import { type StopView, visitedPath } from '../model/day-stops.ts';

/**
 * A seller's day on the map: each visited client a numbered disc in the order visited (orange when
 * flagged), the planned clients nobody visited in grey, and the path of the check-ins. Its own
 * chunk, with Leaflet.
 */
export default function SellerDayMap({ name, views }: { name: string; views: readonly StopView[] }) {
  const path = useMemo(() => visitedPath(views), [views]);
  const located = views.filter((view) => view.stop.lat !== null && view.stop.long !== null);
  const points = useMemo(
    (): GeoPoint[] => [
      ...located.map((view) => ({ lat: view.stop.lat ?? 0, long: view.stop.long ?? 0 })),
      ...path.map(([lat, long]) => ({ lat, long })),
    ],
    [located, path],
  );
  return (
    <OfflineMap label={messages.mapLabel(name)}>
      <FitToPoints points={points} fitKey={`${name}:${points.length}`} />
      {path.length > 1 && (
        <Polyline
          positions={path}
          pathOptions={{ color: BRAND.color, weight: 3, opacity: 0.85, dashArray: '6 6' }}
        />
      )}
      {located.map((view) => (
        <Marker
          key={view.stop.client_uuid}
          position={[view.stop.lat ?? 0, view.stop.long ?? 0]}
          icon={numberedStopIcon(view.position ?? '–', view.tone)}
          // A picture of the list beside it (which says it all): nothing to press, no tab stop.
          interactive={false}
          keyboard={false}
          title={
            view.position === null
              ? messages.skippedMarker(view.stop.client_name)
              : messages.stopMarker(view.position, view.stop.client_name)
          }
        />
      ))}
    </OfflineMap>
  );
}
