import { useMemo } from 'react';
import { CircleMarker, Marker, Polyline, Tooltip } from 'react-leaflet';
import { BRAND } from '#ui/brand/brand.ts';
import { numberedStopIcon } from '#ui/map/numbered-stop-icon.ts';
import type { ClientMarker } from '../api/client-map-markers.ts';
import type { DayRoute } from '../api/day-route-stops.ts';
import { messages } from '../messages.ts';

interface DayRouteLayerProps {
  route: DayRoute;
  onSelect: (marker: ClientMarker) => void;
}

/**
 * "Rota do dia" on the map: a line from the seller's position through the stops in order, each
 * stop a numbered disc (a keyboard-reachable button named "Parada 3: <cliente>"), and the
 * seller's position as a blue dot.
 */
export function DayRouteLayer({ route, onSelect }: DayRouteLayerProps) {
  // The seller's position first, so the line always has its start.
  const line = useMemo(
    (): [[number, number], ...[number, number][]] => [
      [route.start.lat, route.start.long],
      ...route.stops.map((stop): [number, number] => [stop.marker.lat, stop.marker.long]),
    ],
    [route],
  );
  return (
    <>
      <Polyline
        positions={line}
        pathOptions={{ color: BRAND.color, weight: 3, opacity: 0.85, dashArray: '6 6' }}
      />
      <CircleMarker
        center={line[0]}
        radius={8}
        pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#1c7ed6', fillOpacity: 1 }}
      >
        <Tooltip direction="top" offset={[0, -8]}>
          {messages.youAreHere}
        </Tooltip>
      </CircleMarker>
      {route.stops.map((stop) => (
        <Marker
          key={stop.marker.uuid}
          position={[stop.marker.lat, stop.marker.long]}
          icon={numberedStopIcon(stop.position)}
          title={messages.stopMarker(stop.position, stop.marker.item.client.name)}
          eventHandlers={{ click: () => onSelect(stop.marker) }}
        />
      ))}
    </>
  );
}
