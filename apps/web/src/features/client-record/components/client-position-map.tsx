import { Circle, CircleMarker, Tooltip } from 'react-leaflet';
import { OfflineMap } from '#ui/map/offline-map.tsx';
import { messages } from '../messages.ts';

export interface ClientPositionMapProps {
  lat: number;
  long: number;
  /** How far off the position may be, in metres: drawn as a circle around it. */
  accuracy: number;
  /** Where the client was until now, when it had a position. */
  previous: { lat: number; long: number } | null;
}

/**
 * The position just taken on the offline map (its lazy chunk, with Leaflet): a dot, the circle
 * of its accuracy, and the client's previous position in grey, so the seller sees where the
 * client will be placed before saving it. Works offline over the state outlines and city names.
 */
export function ClientPositionMap({ lat, long, accuracy, previous }: ClientPositionMapProps) {
  const brand = 'var(--mantine-color-rota-7)';
  return (
    <OfflineMap label={messages.previewLabel} center={[lat, long]} zoom={accuracy > 500 ? 14 : 17}>
      <Circle
        center={[lat, long]}
        radius={accuracy}
        pathOptions={{ color: brand, weight: 1, fillOpacity: 0.12 }}
      />
      {previous && (
        <CircleMarker
          center={[previous.lat, previous.long]}
          radius={7}
          pathOptions={{ color: '#495057', fillColor: '#adb5bd', fillOpacity: 1, weight: 2 }}
        >
          <Tooltip>{messages.geoCurrent}</Tooltip>
        </CircleMarker>
      )}
      <CircleMarker
        center={[lat, long]}
        radius={8}
        pathOptions={{ color: '#ffffff', fillColor: brand, fillOpacity: 1, weight: 2 }}
      >
        <Tooltip permanent direction="top" offset={[0, -8]}>
          {messages.geoNew}
        </Tooltip>
      </CircleMarker>
    </OfflineMap>
  );
}
